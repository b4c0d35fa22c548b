import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProfileEditForm } from "@/components/profile/profile-edit-form";
import { requireParticipant } from "@/lib/server/auth/current";
import { getEditableProfile } from "@/lib/server/services/users/profile-edit";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("profileEdit") };
}

// /profile/edit — the participant's community profile and its privacy.
export default async function ProfileEditPage() {
  const session = await requireParticipant("/profile/edit");
  return <ProfileEditForm initial={await getEditableProfile(session.id)} />;
}
