"use client";

import { shareLink, type ShareTarget, type ShareTexts } from "@/lib/share-link";

/**
 * The landing's 'Compartilhar'. The landing ships no messages and no Button or `cn` to the
 * browser (its first load, docs/performance.md): the server draws the button's classes, icon and
 * label; only the tap runs here (lib/share-link.ts).
 */
export function LandingShare({
  className,
  texts,
  target,
  children,
}: {
  className: string;
  texts: ShareTexts;
  target: ShareTarget;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      data-testid="landing-share"
      onClick={() => void shareLink(target, texts)}
    >
      {children}
    </button>
  );
}
