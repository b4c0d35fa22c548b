import { useTranslations } from "next-intl";
import { Splash } from "@/components/entry/splash";

// The splash: 3 s of loading animation, then the landing at /home. Its text is translated here.
export default function SplashPage() {
  const t = useTranslations("splash");
  return <Splash loadingText={t("loading")} />;
}
