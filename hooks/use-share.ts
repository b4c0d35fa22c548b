"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { shareLink, type ShareOutcome, type ShareTarget } from "@/lib/share-link";

export type { ShareOutcome, ShareTarget } from "@/lib/share-link";

/** Share a link (lib/share-link.ts) with the toasts in the reader's language. */
export function useShare() {
  const t = useTranslations("sharing");
  return useCallback(
    (target: ShareTarget): Promise<ShareOutcome> =>
      shareLink(target, { copied: t("copied"), copiedText: t("copiedText"), copyFailed: t("copyFailed") }),
    [t],
  );
}
