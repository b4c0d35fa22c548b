"use client";

import type { AppLocale } from "@/lib/i18n/config";
import { CancelEnrolmentsDialog } from "./cancel-enrolments-dialog";
import { DependentSheet } from "./dependent-sheet";
import type { DependentsLabels } from "./dependents-labels";
import type { DependentItem, DependentsOpen } from "./dependents-list";

export interface DependentOverlaysProps {
  /** Which dependent's data sheet or enrolment cancelling is open; null: neither. */
  open: DependentsOpen | null;
  dependents: DependentItem[];
  onClose: () => void;
  labels: DependentsLabels;
  locale: AppLocale;
}

/**
 * /dependents' two overlays in one module, loaded on the first opening of either
 * (./dependents-list.tsx): one `import()` in the screen's first load instead of two.
 */
export function DependentOverlays({ open, dependents, ...props }: DependentOverlaysProps) {
  const dependent = (action: DependentsOpen["action"]) =>
    (open?.action === action && dependents.find((d) => d.id === open.id)) || null;
  return (
    <>
      <DependentSheet viewing={dependent("view")} {...props} />
      <CancelEnrolmentsDialog cancelling={dependent("cancel")} {...props} />
    </>
  );
}
