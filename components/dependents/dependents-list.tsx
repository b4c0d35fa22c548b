"use client";

import { UserPlusIcon } from "@/components/icons/svg/user-plus";
import { UsersIcon } from "@/components/icons/svg/users";
import { AppLink } from "@/components/ui/app-link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { lazyOverlay } from "@/components/ui/lazy-load";
import { DependentCard } from "./dependent-card";
import { PageHeader } from "@/components/shell/page-header";
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

/** /dependents: the guardian's minors, each with their data sheet and enrolment cancelling. */
export function DependentsList({
  dependents,
  labels,
  locale,
}: {
  dependents: DependentItem[];
  /** The texts, translated by the server page (./dependents-labels.ts). */
  labels: DependentsLabels;
  locale: AppLocale;
}) {
  const [viewing, setViewing] = useState<DependentItem | null>(null);
  const [cancelling, setCancelling] = useState<DependentItem | null>(null);

  return (
    <div className="mx-auto w-full max-w-2xl space-y-5 px-4 py-5">
      <PageHeader
        title={labels.title}
        action={
          <Button asChild size="sm" data-testid="dependents-add">
            <AppLink href="/dependents/instructions">
              <UserPlusIcon className="size-4" aria-hidden="true" /> {labels.add}
            </AppLink>
          </Button>
        }
      />
      {dependents.length === 0 ? (
        <div
          className="flex flex-col items-center gap-3 rounded-3xl border border-dashed p-10 text-center text-muted-foreground"
          data-testid="dependents-empty"
        >
          <UsersIcon className="size-10" aria-hidden="true" />
          <p className="font-medium">{labels.empty}</p>
        </div>
      ) : (
        <ul className="space-y-3">
          {dependents.map((d) => (
            <DependentCard
              key={d.id}
              dependent={d}
              labels={labels}
              onView={() => setViewing(d)}
              onCancel={() => setCancelling(d)}
            />
          ))}
        </ul>
      )}
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
    </div>
  );
}
