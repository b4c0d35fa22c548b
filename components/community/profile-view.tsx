"use client";

import { AtSignIcon } from "@/components/icons/svg/at-sign";
import { CakeIcon } from "@/components/icons/svg/cake";
import { GemIcon } from "@/components/icons/svg/gem";
import { HeartIcon } from "@/components/icons/svg/heart";
import { HeartCrackIcon } from "@/components/icons/svg/heart-crack";
import { MapPinIcon } from "@/components/icons/svg/map-pin";
import { MessageCircleIcon } from "@/components/icons/svg/message-circle";
import { UserIcon } from "@/components/icons/svg/user";
import { AppLink } from "@/components/ui/app-link";
import { useState } from "react";
import { LazyAlertDialog } from "@/components/ui/lazy-overlay";
import { useApiAction } from "@/hooks/use-api-action";
import { useNow } from "@/hooks/use-now";
import { apiFetch } from "@/lib/api-client";
import type { AppLocale } from "@/lib/i18n/config";
import { relativeTime } from "@/lib/relative-time";
import type { ContactRequested, ProfileView } from "@/lib/server/services/community/profile";
import { toast } from "@/lib/toast";
import { AvatarView } from "./avatar-view";
import { LikeButton } from "./like-button";
import type { ProfileLabels } from "./profile-labels";

const MARITAL_ICON = {
  solteiro: UserIcon,
  namorando: HeartIcon,
  casado: GemIcon,
  divorciado: HeartCrackIcon,
} as const;

/** A community profile ('Perfil' or 'Perfil Missionário'): what the owner shows, likes, contact requests, posts and participations. */
export function ProfileView({
  profile,
  labels,
  locale,
  editLink,
}: {
  profile: ProfileView;
  /** The texts and classes, from the server page (./profile-labels.ts). */
  labels: ProfileLabels;
  locale: AppLocale;
  /** The own profile's 'Editar Perfil', drawn by the server page (./profile-edit-link.tsx). */
  editLink: React.ReactNode;
}) {
  const [contact, setContact] = useState(profile.contact);
  const [asking, setAsking] = useState<"whatsapp" | "instagram" | null>(null);
  const [allPosts, setAllPosts] = useState(false);
  const nowMs = useNow();
  const { looks } = labels;
  const MaritalIcon = profile.maritalStatus ? MARITAL_ICON[profile.maritalStatus] : null;

  const { run: requestContact, busy: sending } = useApiAction(
    async (kind: "whatsapp" | "instagram") => {
      const res = await apiFetch<ContactRequested>(`/api/community/profiles/${profile.id}/contact`, {
        body: { kind },
      });
      return { kind, name: res.name };
    },
    {
      fallback: labels.retryLater,
      errorTitle: labels.requestError,
      onSuccess: ({ kind, name }) => {
        setContact((c) => ({ ...c, [kind]: "PENDING" }));
        toast.success(labels.requestSent, {
          description: labels.requestSentText[kind].replace("{name}", name),
        });
        setAsking(null);
      },
    },
  );

  function request() {
    if (asking) void requestContact(asking);
  }

  const contactButton = (kind: "whatsapp" | "instagram") => {
    const status = contact[kind];
    const Icon = kind === "whatsapp" ? MessageCircleIcon : AtSignIcon;
    const label =
      status === "PENDING"
        ? labels.requestPending
        : status === "APPROVED"
          ? labels.requestApproved
          : status === "REJECTED"
            ? labels.requestRejected
            : kind === "whatsapp"
              ? labels.requestWhatsapp
              : labels.requestInstagram;
    return (
      // Button's markup, its classes merged by the server (./community-looks.ts).
      <button
        data-slot="button"
        data-variant={kind === "whatsapp" ? "default" : "outline"}
        data-size="default"
        className={looks.contact[kind]}
        disabled={status !== null || (kind === "instagram" && !profile.hasInstagram)}
        onClick={() => setAsking(kind)}
        data-testid={`profile-request-${kind}`}
      >
        <Icon className="size-4" aria-hidden="true" /> {label}
      </button>
    );
  };

  const posts = allPosts ? profile.posts : profile.posts.slice(0, 2);
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
            {profile.isSelf ? (
              <span className="inline-flex items-center gap-1.5 px-2 py-1">
                <HeartIcon className="size-5" aria-hidden="true" /> {profile.likesCount}
              </span>
            ) : (
              <LikeButton
                labels={labels.like}
                url={`/api/community/profiles/${profile.id}/like`}
                liked={profile.liked}
                count={profile.likesCount}
                testId="profile-like"
                onChange={(liked) => toast.success(liked ? labels.profileLiked : labels.profileUnliked)}
              />
            )}
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
          <div className="mt-4 grid w-full max-w-sm gap-2">
            {profile.isSelf ? (
              editLink
            ) : (
              <>
                {contactButton("whatsapp")}
                {contactButton("instagram")}
              </>
            )}
          </div>
        </div>
      </section>

      <section className="rounded-2xl border bg-card p-4">
        <h2 className="mb-3 font-bold">{labels.latestPosts}</h2>
        {profile.posts.length === 0 ? (
          <p className="text-sm text-muted-foreground">{labels.noPosts}</p>
        ) : (
          <ul className="space-y-3" data-testid="profile-posts">
            {posts.map((p) => (
              <li key={p.id}>
                <AppLink
                  href={`/community/post/${p.id}`}
                  className="flex gap-3 rounded-xl p-2 hover:bg-muted/60"
                >
                  {p.image && (
                    // eslint-disable-next-line @next/next/no-img-element -- a stored URL on any host (uploads, seeds); next/image would need each host in remotePatterns
                    <img src={p.image} alt="" className="size-16 shrink-0 rounded-lg object-cover" />
                  )}
                  <div className="min-w-0">
                    <p className="line-clamp-2 text-sm">{p.content}</p>
                    {/* Relative time: the server's clock and the phone's may disagree (React error #418). */}
                    <p className="mt-1 text-xs text-muted-foreground" suppressHydrationWarning>
                      {p.topic} · {relativeTime(p.createdAt, locale, nowMs)} · ♥ {p.likes} · 💬 {p.comments}
                    </p>
                  </div>
                </AppLink>
              </li>
            ))}
          </ul>
        )}
        {profile.posts.length > 2 && (
          <button
            data-slot="button"
            data-variant="ghost"
            data-size="sm"
            className={looks.more}
            onClick={() => setAllPosts((v) => !v)}
            data-testid="profile-more"
          >
            {allPosts ? labels.seeLess : labels.seeMore}
          </button>
        )}
      </section>

      <section className="rounded-2xl border bg-card p-4">
        <h2 className="mb-3 font-bold">{labels.recent}</h2>
        {profile.participations.length === 0 ? (
          <p className="text-sm text-muted-foreground">{labels.noParticipations}</p>
        ) : (
          <ul className="space-y-2">
            {profile.participations.map((c) => (
              <li key={c.id}>
                <AppLink
                  href={`/community/post/${c.postId}`}
                  className="block rounded-xl p-2 text-sm hover:bg-muted/60"
                >
                  <span className="text-muted-foreground">{labels.commentedOn}</span>{" "}
                  <span className="font-medium">{c.postTitle}</span>
                  <span className="mt-1 line-clamp-2 block">“{c.content}”</span>
                  <span className="text-xs text-muted-foreground" suppressHydrationWarning>
                    {relativeTime(c.createdAt, locale, nowMs)}
                  </span>
                </AppLink>
              </li>
            ))}
          </ul>
        )}
      </section>

      <LazyAlertDialog active={asking !== null} onLoadError={() => setAsking(null)}>
        {({
          AlertDialog,
          AlertDialogAction,
          AlertDialogCancel,
          AlertDialogContent,
          AlertDialogDescription,
          AlertDialogFooter,
          AlertDialogHeader,
          AlertDialogTitle,
        }) => (
          <AlertDialog open={asking !== null} onOpenChange={(open) => !open && !sending && setAsking(null)}>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>{labels.requestTitle[asking ?? "whatsapp"]}</AlertDialogTitle>
                <AlertDialogDescription>{labels.requestText}</AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel disabled={sending}>{labels.cancel}</AlertDialogCancel>
                <AlertDialogAction
                  disabled={sending}
                  onClick={(e) => {
                    e.preventDefault();
                    request();
                  }}
                  data-testid="profile-request-confirm"
                >
                  {sending ? labels.sending : labels.requestConfirm}
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        )}
      </LazyAlertDialog>
    </div>
  );
}
