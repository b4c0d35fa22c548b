import { AtSignIcon } from "@/components/icons/svg/at-sign";
import { MessageCircleIcon } from "@/components/icons/svg/message-circle";
import type { AppLocale } from "@/lib/i18n/config";
import type { ProfileView } from "@/lib/server/services/community/profile";
import { ProfileContact, ProfileLike, type ProfileContactLabels } from "./profile-actions";
import { ProfileEditLink } from "./profile-edit-link";
import { OwnLikes, ProfileFrame, pick } from "./profile-frame";
import type { ProfileLabels } from "./profile-labels";

const CONTACT_KEYS = [
  "retryLater",
  "requestError",
  "requestSent",
  "requestSentText",
  "requestPending",
  "requestApproved",
  "requestRejected",
  "requestWhatsapp",
  "requestInstagram",
  "requestTitle",
  "requestText",
  "cancel",
  "sending",
  "requestConfirm",
] as const satisfies (keyof ProfileContactLabels)[];

/**
 * A community profile (/community/profile/[userId]), drawn on the server (./profile-frame.tsx):
 * another's with its like and contact requests (./profile-actions.tsx), the own as /my-profile's.
 */
export function ProfileView({
  profile,
  labels,
  locale,
}: {
  profile: ProfileView;
  labels: ProfileLabels;
  locale: AppLocale;
}) {
  if (profile.isSelf)
    return (
      <ProfileFrame
        profile={profile}
        labels={labels}
        locale={locale}
        likes={<OwnLikes count={profile.likesCount} />}
        actions={<ProfileEditLink label={labels.editProfile} />}
      />
    );
  return (
    <ProfileFrame
      profile={profile}
      labels={labels}
      locale={locale}
      likes={
        <ProfileLike
          url={`/api/community/profiles/${profile.id}/like`}
          liked={profile.liked}
          count={profile.likesCount}
          labels={pick(labels, ["like", "profileLiked", "profileUnliked"])}
        />
      }
      actions={
        <ProfileContact
          profileId={profile.id}
          contact={profile.contact}
          hasInstagram={profile.hasInstagram}
          labels={pick(labels, CONTACT_KEYS)}
          classes={labels.looks.contact}
          icons={{
            whatsapp: <MessageCircleIcon className="size-4" aria-hidden="true" />,
            instagram: <AtSignIcon className="size-4" aria-hidden="true" />,
          }}
        />
      }
    />
  );
}
