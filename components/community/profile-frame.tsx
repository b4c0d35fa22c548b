import { CakeIcon } from "@/components/icons/svg/cake";
import { GemIcon } from "@/components/icons/svg/gem";
import { HeartIcon } from "@/components/icons/svg/heart";
import { HeartCrackIcon } from "@/components/icons/svg/heart-crack";
import { MapPinIcon } from "@/components/icons/svg/map-pin";
import { UserIcon } from "@/components/icons/svg/user";
import type { AppLocale } from "@/lib/i18n/config";
import type { ProfileView } from "@/lib/server/services/community/profile";
import { AvatarView } from "./avatar-view";
import { ProfileParticipations, ProfilePosts } from "./profile-activity";
import type { ProfileLabels } from "./profile-labels";

const MARITAL_ICON = {
  solteiro: UserIcon,
  namorando: HeartIcon,
  casado: GemIcon,
  divorciado: HeartCrackIcon,
} as const;

/** The labels an island needs, not all of them, in the page's data. */
export const pick = <K extends keyof ProfileLabels>(labels: ProfileLabels, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, labels[k]])) as Pick<ProfileLabels, K>;

/**
 * A community profile's page ('Perfil' or 'Perfil Missionário'): what the owner shows, the likes,
 * the counts, posts and participations, drawn on the server with its classes merged there
 * (./community-looks.ts). `likes` and `actions` are the caller's: another's like and contact
 * requests (./profile-view.tsx), or the own count and 'Editar Perfil' (./own-profile-view.tsx).
 */
export function ProfileFrame({
  profile,
  labels,
  locale,
  likes,
  actions,
}: {
  profile: ProfileView;
  /** The texts and classes (./profile-labels.ts). */
  labels: ProfileLabels;
  locale: AppLocale;
  /** Before 'pessoas curtiram este perfil'. */
  likes: React.ReactNode;
  /** Under the counts. */
  actions: React.ReactNode;
}) {
  const { looks } = labels;
  const MaritalIcon = profile.maritalStatus ? MARITAL_ICON[profile.maritalStatus] : null;
  return (
    <div className="space-y-4" data-testid="profile">
      <section className={looks.section}>
        <div className={looks.banner} />
        <div className="-mt-10 flex flex-col items-center px-4 pb-5 text-center">
          <AvatarView
            name={profile.name}
            src={profile.avatarUrl}
            color={profile.color}
            classes={looks.avatar}
          />
          <p className={looks.kind} data-testid="profile-kind">
            {profile.isMissionary ? labels.missionaryProfile : labels.profile}
          </p>
          <h1 className="text-xl font-bold">{profile.name}</h1>
          {/* Badge's markup (secondary), its classes merged by the server. */}
          <span data-slot="badge" data-variant="secondary" className={looks.association}>
            {profile.association}
          </span>
          {profile.bio && <p className="mt-3 max-w-md text-sm text-muted-foreground">{profile.bio}</p>}
          <div className="mt-3 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            {profile.city && (
              <span className="inline-flex items-center gap-1" data-testid="profile-city">
                <MapPinIcon className="size-4" aria-hidden="true" /> {profile.city}
              </span>
            )}
            {profile.age !== null && (
              <span className="inline-flex items-center gap-1" data-testid="profile-age">
                <CakeIcon className="size-4" aria-hidden="true" /> {labels.age}
              </span>
            )}
            {labels.marital && MaritalIcon && (
              <span className="inline-flex items-center gap-1" data-testid="profile-marital">
                <MaritalIcon className="size-4" aria-hidden="true" /> {labels.marital}
              </span>
            )}
          </div>
          <div className="mt-3 flex items-center gap-1 text-sm text-muted-foreground">
            {likes}
            <span>{labels.profileLikes}</span>
          </div>
          <div className="mt-4 grid w-full max-w-sm grid-cols-2 gap-3">
            <div className="rounded-2xl bg-muted/60 p-3">
              <p className="text-xl font-bold" data-testid="profile-posts-count">
                {profile.postsCount}
              </p>
              <p className="text-xs text-muted-foreground">{labels.posts}</p>
            </div>
            <div className="rounded-2xl bg-muted/60 p-3">
              <p className="text-xl font-bold">{profile.commentsCount}</p>
              <p className="text-xs text-muted-foreground">{labels.commentsLabel}</p>
            </div>
          </div>
          <div className="mt-4 grid w-full max-w-sm gap-2">{actions}</div>
        </div>
      </section>
      <ProfilePosts
        posts={profile.posts}
        locale={locale}
        labels={pick(labels, ["latestPosts", "noPosts", "seeLess", "seeMore"])}
        moreClass={looks.more}
      />
      <ProfileParticipations
        participations={profile.participations}
        locale={locale}
        labels={pick(labels, ["recent", "noParticipations", "commentedOn"])}
      />
    </div>
  );
}

/** The own profile's likes: the count, not a button. */
export function OwnLikes({ count }: { count: number }) {
  return (
    <span className="inline-flex items-center gap-1.5 px-2 py-1">
      <HeartIcon className="size-5" aria-hidden="true" /> {count}
    </span>
  );
}
