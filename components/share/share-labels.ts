import type { ShareLabels } from "./share-button-view";

/** The "sharing" namespace's translator, from useTranslations (browser) or getTranslations (server). */
type SharingT = (
  key: "share" | "shareItem" | "copied" | "copiedText" | "copyFailed",
  values?: { title: string },
) => string;

/** The share button's texts for an item called `title`: one place for both ways of drawing it. */
export function shareLabels(t: SharingT, title: string): ShareLabels {
  return {
    share: t("share"),
    shareItem: t("shareItem", { title }),
    copied: t("copied"),
    copiedText: t("copiedText"),
    copyFailed: t("copyFailed"),
  };
}
