"use client";

import { Share2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useShare, type ShareTarget } from "@/hooks/use-share";
import { cn } from "@/lib/utils";
import { SHARE_LINK_CLASS } from "./share-look";

export type ShareButtonProps = ShareTarget & {
  /** icon: a round icon button (cards, headers); button: icon and 'Compartilhar'; link: the same as a text link. */
  look?: "icon" | "button" | "link";
  className?: string;
  testId?: string;
};

/** 'Compartilhar': the system share sheet, or the link copied with a toast (lib/share-link.ts). */
export function ShareButton({ look = "icon", className, testId = "share", ...target }: ShareButtonProps) {
  const t = useTranslations("sharing");
  const share = useShare();
  return (
    <Button
      type="button"
      variant={look === "icon" ? "ghost" : look === "link" ? "link" : "outline"}
      size={look === "icon" ? "icon" : "sm"}
      className={cn(
        look === "icon" && "size-9 rounded-full text-muted-foreground",
        look === "link" && SHARE_LINK_CLASS,
        className,
      )}
      aria-label={look === "icon" ? t("shareItem", { title: target.title }) : undefined}
      onClick={(e) => {
        // Cards open on a tap: sharing must not open the card too.
        e.stopPropagation();
        void share(target);
      }}
      data-testid={testId}
    >
      <Share2Icon className={look === "link" ? "size-4" : "size-5"} aria-hidden="true" />
      {look !== "icon" && t("share")}
    </Button>
  );
}
