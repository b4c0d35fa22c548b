"use client";

import { InstallPromptCard, type InstallPromptLabels } from "./install-prompt-card";
import { KeepPassOffline } from "./keep-pass-offline";

export interface HomeLaterProps {
  labels: InstallPromptLabels;
  /** Also refresh the pass's offline copy (./keep-pass-offline.tsx; it waits for load and idle). */
  keepPassOffline?: boolean;
}

/**
 * What the homes load after hydration (./install-prompt-later.tsx): the install card and, as it
 * waits for load and idle anyway, the pass keeping (with lib/pwa.ts) — out of the first load.
 */
export function HomeLater({ labels, keepPassOffline }: HomeLaterProps) {
  return (
    <>
      {keepPassOffline && <KeepPassOffline />}
      <InstallPromptCard labels={labels} />
    </>
  );
}
