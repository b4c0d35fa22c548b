import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { profileLabels } from "@/components/community/profile-labels";
import { OwnProfileView } from "@/components/community/own-profile-view";
import { pageLocale } from "@/lib/i18n/page-locale";
import { requireParticipant } from "@/lib/server/auth/current";
import { getProfile } from "@/lib/server/services/community/profile";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("community"))("profile") };
}

// /my-profile — the participant's own community profile, as others see it, with 'Editar Perfil'.
// Translated here: no messages in the browser.
export default async function MyProfilePage() {
  const session = await requireParticipant("/my-profile");
  const locale = await pageLocale();
  const profile = await getProfile(session.id, session.id, locale);
  const labels = await profileLabels(profile);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-5 pb-10">
      <OwnProfileView profile={profile} labels={labels} locale={locale} />
    </div>
  );
}
