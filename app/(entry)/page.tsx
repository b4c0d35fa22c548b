import type { Metadata } from "next";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import { Splash } from "@/components/entry/splash";
import { shareMetadata } from "@/lib/server/services/sharing/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("meta");
  return shareMetadata({ title: t("title"), description: t("description"), path: "/", image: "/og/site" });
}

// The splash: 3 s of loading animation, then the landing at /home. Its text is translated here.
export default function SplashPage() {
  const t = useTranslations("splash");
  return <Splash loadingText={t("loading")} />;
}
