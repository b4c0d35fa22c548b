"use client";

import type { AppLocale } from "@/lib/i18n/config";
import { CancelEnrolmentsDialog } from "./cancel-enrolments-dialog";
import { DependentSheet } from "./dependent-sheet";
import type { DependentsLabels } from "./dependents-labels";
import type { DependentsOpen } from "./dependents-list";

export interface DependentOverlaysProps {
  /** Which dependent's data sheet or enrolment cancelling is open; null: neither. */
  open: DependentsOpen | null;
  onClose: () => void;
  labels: DependentsLabels;
  locale: AppLocale;
}

/**
 * /dependents' two overlays in one module, loaded on the first opening of either
 * (./dependents-list.tsx): one `import()` in the screen's first load instead of two.
 */
export function DependentOverlays({ open, ...props }: DependentOverlaysProps) {
  return (
    <>
      <DependentSheet viewing={open?.action === "view" ? open.dependent : null} {...props} />
      <CancelEnrolmentsDialog cancelling={open?.action === "cancel" ? open.dependent : null} {...props} />
    </>
  );
}
