"use client";

import { Share2Icon } from "@/components/icons/svg/share-2";
import { useTranslations } from "next-intl";
import { shareButtonLook, shareIconClass } from "./share-button-class";
import { ShareButtonView, type ShareButtonViewProps } from "./share-button-view";
import { shareLabels } from "./share-labels";

export type ShareButtonProps = Omit<ShareButtonViewProps, "labels" | "button" | "icon"> & {
  className?: string;
};

/** 'Compartilhar': the system share sheet, or the link copied with a toast (lib/share-link.ts). */
export function ShareButton({ className, ...props }: ShareButtonProps) {
  const t = useTranslations("sharing");
  const look = props.look ?? "icon";
  return (
    <ShareButtonView
      {...props}
      button={shareButtonLook(look, className)}
      icon={<Share2Icon className={shareIconClass(look)} aria-hidden="true" />}
      labels={shareLabels(t, props.title)}
    />
  );
}
