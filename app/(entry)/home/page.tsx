import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Landing } from "@/components/entry/landing";
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

export default function HomePage() {
  return <Landing />;
}
