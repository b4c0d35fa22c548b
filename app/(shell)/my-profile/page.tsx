import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProfileView } from "@/components/community/profile-view";
import { pageLocale } from "@/lib/i18n/page-locale";
import { requireParticipant } from "@/lib/server/auth/current";
import { getProfile } from "@/lib/server/services/community/profile";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("community"))("profile") };
}

// /my-profile — the participant's own community profile, as others see it, with 'Editar Perfil'.
export default async function MyProfilePage() {
  const session = await requireParticipant("/my-profile");
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-5 pb-10">
      <ProfileView profile={await getProfile(session.id, session.id, await pageLocale())} />
    </div>
  );
}
