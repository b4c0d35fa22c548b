"use client";

import { createContext, type ReactNode, use, useState } from "react";
import { lazyOverlay } from "@/components/ui/lazy-load";
import type { AppLocale } from "@/lib/i18n/config";
import type { DependentView } from "@/lib/server/services/dependents/dependents";
import type { DependentTexts, DependentsLabels } from "./dependents-labels";

// Loaded on the first opening of either (components/ui/lazy-load.tsx).
const DependentOverlays = lazyOverlay(() => import("./dependent-overlays").then((m) => m.DependentOverlays));

/** A dependent as the page hands it over: the service's row, its state's label, dates as strings, its texts. */
export type DependentItem = DependentView & { texts: DependentTexts };

type Action = "view" | "cancel";
/** The dependent (by id) whose data sheet (`view`) or enrolment cancelling (`cancel`) is open. */
export type DependentsOpen = { action: Action; id: string };
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
  const [open, setOpen] = useState<DependentsOpen | null>(null);
  const close = () => setOpen(null);

  return (
    <OpenContext value={(action, id) => setOpen({ action, id })}>
      {children}
      <DependentOverlays
        active={open !== null}
        onLoadError={close}
        open={open}
        dependents={dependents}
        onClose={close}
        labels={labels}
        locale={locale}
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
