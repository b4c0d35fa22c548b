import { getTranslations } from "next-intl/server";
import { InstallPromptLater } from "./install-prompt-later";

/**
 * The homes' install card, translated here on the server (the homes ship no message formatter);
 * its code loads after hydration (./install-prompt-later.tsx), with the pass keeping if asked
 * (`keepPassOffline`, ./keep-pass-offline.tsx).
 */
export async function InstallPrompt({ keepPassOffline }: { keepPassOffline?: boolean }) {
  const t = await getTranslations("journey.install");
  return (
    <InstallPromptLater
      keepPassOffline={keepPassOffline}
      labels={{
        title: t("title"),
        text: t("text"),
        install: t("install"),
        dismiss: t("dismiss"),
        iosTitle: t("iosTitle"),
        iosStep1: t("iosStep1"),
        iosStep2: t("iosStep2"),
        iosStep3: t("iosStep3"),
      }}
    />
  );
}
