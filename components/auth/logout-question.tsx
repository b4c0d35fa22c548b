"use client";

import { type ReactElement, useState } from "react";
import { lazyOverlay, placeholderTrigger, type TriggerProps } from "@/components/ui/lazy-load";
import type { LogoutLabels } from "./logout-button";

// The question, the logout and their code (Radix's alert dialog, the toast, the offline-data
// cleanup; next-auth's client when the question opens) load on the first tap, pointer down, focus
// or hover: the screen's browser code is this and lazy-load.tsx; the button is drawn by the server
// (./logout-button.tsx; docs/performance.md, "First-load JavaScript").
const LogoutDialog = lazyOverlay(() => import("./logout-dialog").then((m) => m.LogoutDialog));

export interface LogoutQuestionProps {
  /** ./logout-button.tsx's button. */
  trigger: ReactElement<TriggerProps>;
  labels: LogoutLabels;
  redirectTo: string;
}

export function LogoutQuestion({ trigger, labels, redirectTo }: LogoutQuestionProps) {
  const [open, setOpen] = useState(false);
  return (
    <LogoutDialog
      active={open}
      onLoadError={() => setOpen(false)}
      fallback={placeholderTrigger(trigger, {
        popup: "dialog",
        onOpen: () => setOpen(true),
        preload: LogoutDialog.preload,
      })}
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      labels={labels}
      redirectTo={redirectTo}
    />
  );
}
