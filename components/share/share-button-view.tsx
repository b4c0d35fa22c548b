"use client";

import { Share2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

export interface ShareButtonViewProps {
  /** icon: a round icon button (cards, headers); button: icon and 'Compartilhar'; link: the same as a text link. */
  look?: "icon" | "button" | "link";
  className?: string;
  testId?: string;
  /** 'Compartilhar', shown beside the icon (button, link). */
  label: string;
  /** The icon button's accessible name ('Compartilhar: {title}'). */
  iconLabel: string;
  onShare: () => void;
}

/** The share button's look, without next-intl: ShareButton gives it translated texts, the landing its own. */
export function ShareButtonView({
  look = "icon",
  className,
  testId = "share",
  label,
  iconLabel,
  onShare,
}: ShareButtonViewProps) {
  return (
    <Button
      type="button"
      variant={look === "icon" ? "ghost" : look === "link" ? "link" : "outline"}
      size={look === "icon" ? "icon" : "sm"}
      className={cn(
        look === "icon" && "size-9 rounded-full text-muted-foreground",
        look === "link" &&
          "h-auto min-h-0 gap-1.5 p-0 font-normal text-violet-700 has-[>svg]:px-0 dark:text-violet-300",
        className,
      )}
      aria-label={look === "icon" ? iconLabel : undefined}
      onClick={(e) => {
        // Cards open on a tap: sharing must not open the card too.
        e.stopPropagation();
        onShare();
      }}
      data-testid={testId}
    >
      <Share2Icon className={look === "link" ? "size-4" : "size-5"} aria-hidden="true" />
      {look !== "icon" && label}
    </Button>
  );
}
