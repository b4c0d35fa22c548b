"use client";

import { ShareButtonView } from "@/components/share/share-button-view";
import { shareLink, type ShareTarget, type ShareTexts } from "@/lib/share-link";

/** The landing's 'Compartilhar': the landing ships no messages to the browser, so its texts come from the server. */
export function LandingShare({
  label,
  texts,
  target,
}: {
  label: string;
  texts: ShareTexts;
  target: ShareTarget;
}) {
  return (
    <ShareButtonView
      look="link"
      className="self-center"
      testId="landing-share"
      label={label}
      iconLabel={label}
      onShare={() => void shareLink(target, texts)}
    />
  );
}
