import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { BackButton } from "@/components/community/back-button";
import { profileLabels } from "@/components/community/profile-labels";
import { ProfileView } from "@/components/community/profile-view";
import { pageLocale } from "@/lib/i18n/page-locale";
import { requireParticipant } from "@/lib/server/auth/current";
import { AppError } from "@/lib/server/errors";
import { getProfile } from "@/lib/server/services/community/profile";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("community"))("profile") };
}

// /community/profile/{userId} — a participant's community profile (the route parameter is the user id).
// Translated here: no messages in the browser.
export default async function ProfilePage({ params }: { params: Promise<{ userId: string }> }) {
  const { userId } = await params;
  const session = await requireParticipant(`/community/profile/${encodeURIComponent(userId)}`);
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(userId)) notFound();
  const locale = await pageLocale();
  let profile;
  try {
    profile = await getProfile(session.id, userId, locale);
  } catch (e) {
    if (e instanceof AppError && e.status === 404) notFound();
    throw e;
  }
  const [labels, common] = await Promise.all([profileLabels(profile), getTranslations("common")]);
  return (
    <div className="mx-auto w-full max-w-2xl space-y-3 px-4 py-5 pb-10">
      <BackButton fallback="/community/feed" label={common("back")} />
      <ProfileView profile={profile} labels={labels} locale={locale} />
    </div>
  );
}
