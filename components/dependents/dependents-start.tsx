"use client";

import { type ReactNode, useState } from "react";
import { AppLink } from "@/components/ui/app-link";
import { DRAFT_STORAGE_KEY } from "@/lib/registration/draft-key";

// /dependents/instructions' browser code: 'Li e entendi' and the start button it enables. Texts and
// classes come from the server (./dependents-instructions.tsx merges Checkbox's, Label's and
// Button's): the same elements and attributes as those components draw, without `cn`, cva or their
// modules in the first load (docs/performance.md, "First-load JavaScript").

export interface DependentsStartProps {
  labels: { readAndUnderstood: string; start: string };
  classes: { checkbox: string; indicator: string; label: string; start: string };
  /** The checkbox's check mark (Checkbox's two icons), drawn by the server. */
  mark: ReactNode;
}

/** The checkbox (Checkbox's markup outside a form), its label (Label's) and the start button (Button's, lg). */
export function DependentsStart({ labels, classes, mark }: DependentsStartProps) {
  const [read, setRead] = useState(false);
  const state = read ? "checked" : "unchecked";
  const button = {
    "data-slot": "button",
    "data-variant": "default",
    "data-size": "lg",
    className: classes.start,
  };
  return (
    <>
      <div className="flex items-start gap-3 rounded-2xl bg-muted/60 p-4">
        <button
          type="button"
          role="checkbox"
          aria-checked={read}
          data-state={state}
          value="on"
          data-slot="checkbox"
          className={classes.checkbox}
          id="dependents-read"
          data-testid="dependents-read"
          // WAI-ARIA: a checkbox does not act on Enter (Radix's, as Checkbox).
          onKeyDown={(event) => event.key === "Enter" && event.preventDefault()}
          onClick={() => setRead(!read)}
        >
          {read && (
            <span
              data-state={state}
              data-slot="checkbox-indicator"
              className={classes.indicator}
              style={{ pointerEvents: "none" }}
            >
              {mark}
            </span>
          )}
        </button>
        <label
          data-slot="label"
          className={classes.label}
          htmlFor="dependents-read"
          // Label's: a double click does not select the text.
          onMouseDown={(event) => event.detail > 1 && event.preventDefault()}
        >
          {labels.readAndUnderstood}
        </label>
      </div>
      {read ? (
        <AppLink
          {...button}
          data-testid="dependents-start"
          href="/register/origin?type=dependent"
          onClick={() => window.sessionStorage.removeItem(DRAFT_STORAGE_KEY)}
        >
          {labels.start}
        </AppLink>
      ) : (
        <button {...button} disabled data-testid="dependents-start">
          {labels.start}
        </button>
      )}
    </>
  );
}
