"use client";

import { useTranslations } from "next-intl";
import { ShareButtonView, type ShareButtonViewProps } from "./share-button-view";
import { shareLabels } from "./share-labels";

export type ShareButtonProps = Omit<ShareButtonViewProps, "labels">;

/** 'Compartilhar': the system share sheet, or the link copied with a toast (lib/share-link.ts). */
export function ShareButton(props: ShareButtonProps) {
  const t = useTranslations("sharing");
  return <ShareButtonView {...props} labels={shareLabels(t, props.title)} />;
}
