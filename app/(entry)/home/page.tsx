import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Landing } from "@/components/entry/landing";
import { redirectSignedInParticipant } from "@/lib/server/auth/home";
import { shareMetadata } from "@/lib/server/services/sharing/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("meta");
  return shareMetadata({
    title: t("title"),
    description: t("description"),
    path: "/home",
    image: "/og/site",
  });
}

// /home — the landing; a participant who is already signed in goes to their home instead.
export default async function HomePage() {
  await redirectSignedInParticipant();
  return <Landing />;
}
