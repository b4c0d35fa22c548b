"use client";

import { cloneElement, type ReactElement, useState } from "react";
import { lazyOverlay } from "@/components/ui/lazy-load";
import type { LogoutLabels } from "./logout-button";

// The question, the logout and their code (Radix's alert dialog, the toast, the offline-data
// cleanup; next-auth's client when the question opens) load on the first tap, pointer down, focus
// or hover, through the root's `lazyOverlay` (components/ui/lazy-load.tsx): the screen's own
// browser code is this module; the button is drawn by the server (./logout-button.tsx;
// docs/performance.md, "First-load JavaScript").
const LogoutDialog = lazyOverlay(() => import("./logout-dialog").then((m) => m.LogoutDialog));

export interface LogoutQuestionProps {
  /** ./logout-button.tsx's button. */
  trigger: ReactElement;
  labels: LogoutLabels;
  redirectTo: string;
}

export function LogoutQuestion(props: LogoutQuestionProps) {
  const [open, setOpen] = useState(false);
  const { preload } = LogoutDialog;
  return (
    <LogoutDialog
      {...props}
      open={open}
      onOpenChange={setOpen}
      active={open}
      onLoadError={() => setOpen(false)}
      // Until the code is there: the same button in the closed state's ARIA (what
      // placeholderTrigger draws for a dialog; the server's button has no handlers of its own to
      // keep, so its general handling is not needed here); a tap opens the question when the code
      // arrives (none lost).
      fallback={cloneElement(props.trigger as ReactElement<Record<string, unknown>>, {
        "aria-haspopup": "dialog",
        "aria-expanded": false,
        "data-state": "closed",
        onClick: () => setOpen(true),
        onPointerDown: preload,
        onPointerEnter: preload,
        onFocus: preload,
      })}
    />
  );
}
