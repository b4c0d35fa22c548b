"use client";

import { useTranslations } from "next-intl";
import { ShareButtonView, type ShareButtonViewProps } from "./share-button-view";

export type ShareButtonProps = Omit<ShareButtonViewProps, "labels">;

/** 'Compartilhar': the system share sheet, or the link copied with a toast (lib/share-link.ts). */
export function ShareButton(props: ShareButtonProps) {
  const t = useTranslations("sharing");
  const labels = {
    share: t("share"),
    shareItem: t("shareItem", { title: props.title }),
    copied: t("copied"),
    copiedText: t("copiedText"),
    copyFailed: t("copyFailed"),
  };
  return <ShareButtonView {...props} labels={labels} />;
}
