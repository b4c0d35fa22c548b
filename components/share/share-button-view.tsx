"use client";

import { shareLink, type ShareTarget, type ShareTexts } from "@/lib/share-link";
import type { ShareLook, shareButtonLook } from "./share-button-class";

/** The button's texts ("sharing" namespace): `shareItem` is the icon look's label, with the title in it. */
export interface ShareLabels extends ShareTexts {
  share: string;
  shareItem: string;
}

export type ShareButtonViewProps = ShareTarget & {
  /** icon: a round icon button (cards, headers); button: icon and 'Compartilhar'; link: the same as a text link. */
  look?: ShareLook;
  /** Button's look for `look` (./share-button-class.ts), computed by the caller. */
  button: ReturnType<typeof shareButtonLook>;
  /** lucide's share-2 icon, sized with shareIconClass(look). */
  icon: React.ReactNode;
  testId?: string;
  labels: ShareLabels;
};

/**
 * 'Compartilhar' with its texts and look given: from a server page (/event-info, which then needs
 * no messages, Button, `cn` or lucide in the browser) or from ./share-button.tsx, which translates
 * them in the browser. The markup is Button's (app/first-load.test.ts compares it).
 */
export function ShareButtonView({
  look = "icon",
  button,
  icon,
  testId = "share",
  labels,
  ...target
}: ShareButtonViewProps) {
  return (
    <button
      data-slot="button"
      data-variant={button.variant}
      data-size={button.size}
      className={button.className}
      type="button"
      aria-label={look === "icon" ? labels.shareItem : undefined}
      onClick={(e) => {
        // Cards open on a tap: sharing must not open the card too.
        e.stopPropagation();
        void shareLink(target, labels);
      }}
      data-testid={testId}
    >
      {icon}
      {look !== "icon" && labels.share}
    </button>
  );
}
