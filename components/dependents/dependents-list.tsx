"use client";

import { UserPlusIcon, UsersIcon } from "lucide-react";
import { AppLink } from "@/components/ui/app-link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { lazyOverlay } from "@/components/ui/lazy-load";
import { DependentCard } from "./dependent-card";
import { PageHeader } from "@/components/shell/page-header";
import type { DependentView } from "@/lib/server/services/dependents/dependents";

// Loaded on their first open (components/ui/lazy-overlay.tsx).
const DependentSheet = lazyOverlay(() => import("./dependent-sheet").then((m) => m.DependentSheet));
const CancelEnrolmentsDialog = lazyOverlay(() =>
  import("./cancel-enrolments-dialog").then((m) => m.CancelEnrolmentsDialog),
);

/** A dependent as the page hands it over: the service's row, its state's label, dates as strings. */
export type DependentItem = DependentView;

/** /dependents: the guardian's minors, each with their data sheet and enrolment cancelling. */
export function DependentsList({ dependents }: { dependents: DependentItem[] }) {
  const t = useTranslations("dependents");
  const [viewing, setViewing] = useState<DependentItem | null>(null);
  const [cancelling, setCancelling] = useState<DependentItem | null>(null);

  return (
    <div className="mx-auto w-full max-w-2xl space-y-5 px-4 py-5">
      <PageHeader
        title={t("title")}
        action={
          <Button asChild size="sm" data-testid="dependents-add">
            <AppLink href="/dependents/instructions">
              <UserPlusIcon className="size-4" aria-hidden="true" /> {t("add")}
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
          <p className="font-medium">{t("empty")}</p>
        </div>
      ) : (
        <ul className="space-y-3">
          {dependents.map((d) => (
            <DependentCard
              key={d.id}
              dependent={d}
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
        onClose={() => setViewing(null)}
      />
      <CancelEnrolmentsDialog
        active={cancelling !== null}
        onLoadError={() => setCancelling(null)}
        cancelling={cancelling}
        onClose={() => setCancelling(null)}
      />
    </div>
  );
}
