"use client";

import { Share2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { shareLink, type ShareTarget, type ShareTexts } from "@/lib/share-link";
import { cn } from "@/lib/utils";
import { SHARE_LINK_CLASS } from "./share-look";

/** The button's texts ("sharing" namespace): `shareItem` is the icon look's label, with the title in it. */
export interface ShareLabels extends ShareTexts {
  share: string;
  shareItem: string;
}

export type ShareButtonViewProps = ShareTarget & {
  /** icon: a round icon button (cards, headers); button: icon and 'Compartilhar'; link: the same as a text link. */
  look?: "icon" | "button" | "link";
  className?: string;
  testId?: string;
  labels: ShareLabels;
};

/**
 * 'Compartilhar' with its texts given: from a server page (/event-info, which then needs no
 * messages in the browser) or from ./share-button.tsx, which translates them in the browser.
 */
export function ShareButtonView({
  look = "icon",
  className,
  testId = "share",
  labels,
  ...target
}: ShareButtonViewProps) {
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
      aria-label={look === "icon" ? labels.shareItem : undefined}
      onClick={(e) => {
        // Cards open on a tap: sharing must not open the card too.
        e.stopPropagation();
        void shareLink(target, labels);
      }}
      data-testid={testId}
    >
      <Share2Icon className={look === "link" ? "size-4" : "size-5"} aria-hidden="true" />
      {look !== "icon" && labels.share}
    </Button>
  );
}
