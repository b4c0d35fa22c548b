"use client";

import { cloneElement, type ComponentType, type ReactElement, useState } from "react";
import type { LogoutLabels } from "./logout-button";
import type { LogoutDialogProps } from "./logout-dialog";

// The question, the logout and their code (Radix's alert dialog, the toast, the offline-data
// cleanup; next-auth's client when the question opens) load on the first tap, pointer down, focus
// or hover: the screen's browser code is this module alone; the button is drawn by the server
// (./logout-button.tsx; docs/performance.md, "First-load JavaScript"). What
// components/ui/lazy-load.tsx's `lazyOverlay` and `placeholderTrigger` do for any overlay, written
// for this one trigger (a dialog's, without handlers of its own): ~0.5 KB gzip less on /menu.

let pending: Promise<ComponentType<LogoutDialogProps>> | null = null;
const load = () =>
  (pending ??= import("./logout-dialog").then(
    (m) => m.LogoutDialog,
    (err: unknown) => {
      pending = null; // a later tap tries again
      throw err;
    },
  ));
const preload = () => void load().catch(() => undefined);

export interface LogoutQuestionProps {
  /** ./logout-button.tsx's button. */
  trigger: ReactElement;
  labels: LogoutLabels;
  redirectTo: string;
}

export function LogoutQuestion({ trigger, labels, redirectTo }: LogoutQuestionProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<{ Dialog: ComponentType<LogoutDialogProps> } | null>(null);
  if (loaded)
    return (
      <loaded.Dialog
        open={open}
        onOpenChange={setOpen}
        trigger={trigger}
        labels={labels}
        redirectTo={redirectTo}
      />
    );
  // Until the code is there: the same button in the closed state's ARIA; a tap opens the question
  // when the code arrives (none lost), and undoes the opening if it cannot load (offline).
  return cloneElement(trigger as ReactElement<Record<string, unknown>>, {
    "aria-haspopup": "dialog",
    "aria-expanded": false,
    "data-state": "closed",
    onClick: () => {
      setOpen(true);
      load().then(
        (Dialog) => setLoaded({ Dialog }),
        () => setOpen(false),
      );
    },
    onPointerDown: preload,
    onPointerEnter: preload,
    onFocus: preload,
  });
}
