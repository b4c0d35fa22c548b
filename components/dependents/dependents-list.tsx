"use client";

import { createContext, type ReactNode, use, useState } from "react";
import { lazyOverlay } from "@/components/ui/lazy-load";
import type { AppLocale } from "@/lib/i18n/config";
import type { DependentView } from "@/lib/server/services/dependents/dependents";
import type { DependentTexts, DependentsLabels } from "./dependents-labels";

// Loaded on their first open (components/ui/lazy-overlay.tsx).
const DependentSheet = lazyOverlay(() => import("./dependent-sheet").then((m) => m.DependentSheet));
const CancelEnrolmentsDialog = lazyOverlay(() =>
  import("./cancel-enrolments-dialog").then((m) => m.CancelEnrolmentsDialog),
);

/** A dependent as the page hands it over: the service's row, its state's label, dates as strings, its texts. */
export type DependentItem = DependentView & { texts: DependentTexts };

type Action = "view" | "cancel";
const OpenContext = createContext<(action: Action, dependentId: string) => void>(() => {});

/**
 * /dependents' state: which dependent's data sheet or enrolment cancelling is open. The screen
 * (header, cards, buttons) is drawn by the server page (./dependent-card.tsx); this holds the two
 * overlays and hands the cards' buttons (`DependentAction`) their opening (docs/performance.md,
 * "First-load JavaScript").
 */
export function DependentsList({
  dependents,
  labels,
  locale,
  children,
}: {
  dependents: DependentItem[];
  /** The texts, translated by the server page (./dependents-labels.ts). */
  labels: DependentsLabels;
  locale: AppLocale;
  /** The screen, drawn by the server. */
  children: ReactNode;
}) {
  const [viewing, setViewing] = useState<DependentItem | null>(null);
  const [cancelling, setCancelling] = useState<DependentItem | null>(null);
  const open = (action: Action, dependentId: string) =>
    (action === "view" ? setViewing : setCancelling)(dependents.find((d) => d.id === dependentId) ?? null);

  return (
    <OpenContext value={open}>
      {children}
      <DependentSheet
        active={viewing !== null}
        onLoadError={() => setViewing(null)}
        viewing={viewing}
        labels={labels}
        locale={locale}
        onClose={() => setViewing(null)}
      />
      <CancelEnrolmentsDialog
        active={cancelling !== null}
        onLoadError={() => setCancelling(null)}
        cancelling={cancelling}
        labels={labels}
        locale={locale}
        onClose={() => setCancelling(null)}
      />
    </OpenContext>
  );
}

/** A card's 'Ver dados' or 'Cancelar inscrições': the server's button (Button's look via `asChild`), opening its overlay. */
export function DependentAction({
  action,
  dependentId,
  ...props
}: Omit<React.ComponentProps<"button">, "onClick"> & { action: Action; dependentId: string }) {
  const open = use(OpenContext);
  return <button {...props} onClick={() => open(action, dependentId)} />;
}
