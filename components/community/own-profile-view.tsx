import type { AppLocale } from "@/lib/i18n/config";
import type { ProfileView } from "@/lib/server/services/community/profile";
import { ProfileEditLink } from "./profile-edit-link";
import { OwnLikes, ProfileFrame } from "./profile-frame";
import type { ProfileLabels } from "./profile-labels";

/**
 * /my-profile: the own profile, as others see it but with the likes' count and 'Editar Perfil'
 * (./profile-frame.tsx). Without another's like and contact requests, the page loads none of
 * their code (./profile-actions.tsx).
 */
export function OwnProfileView({
  profile,
  labels,
  locale,
}: {
  profile: ProfileView;
  labels: ProfileLabels;
  locale: AppLocale;
}) {
  return (
    <ProfileFrame
      profile={profile}
      labels={labels}
      locale={locale}
      likes={<OwnLikes count={profile.likesCount} />}
      actions={<ProfileEditLink label={labels.editProfile} />}
    />
  );
}
