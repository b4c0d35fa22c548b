"use client";

import { useTranslations } from "next-intl";
import { useShare, type ShareTarget } from "@/hooks/use-share";
import { ShareButtonView, type ShareButtonViewProps } from "./share-button-view";

export type ShareButtonProps = ShareTarget & Pick<ShareButtonViewProps, "look" | "className" | "testId">;

/** 'Compartilhar': the system share sheet, or the link copied with a toast (lib/share-link.ts). */
export function ShareButton({ look, className, testId, ...target }: ShareButtonProps) {
  const t = useTranslations("sharing");
  const share = useShare();
  return (
    <ShareButtonView
      look={look}
      className={className}
      testId={testId}
      label={t("share")}
      iconLabel={t("shareItem", { title: target.title })}
      onShare={() => void share(target)}
    />
  );
}
