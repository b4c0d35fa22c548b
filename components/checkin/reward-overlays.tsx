"use client";

import type { ReactElement, ReactNode } from "react";
import { useState } from "react";
import { MapPinIcon } from "@/components/icons/svg/map-pin";
import { StarIcon } from "@/components/icons/svg/star";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";
import { useRewardUnlock } from "@/hooks/use-reward-unlock";
import { cn } from "@/lib/utils";
import { QrScannerView } from "./qr-scanner";
import { RewardCodeEntry } from "./reward-code-entry";
import type { RewardHistoryLabels, RewardPointsLabels, RewardScanLabels } from "./rewards-labels";
import type { RewardPointView } from "./rewards-view";

// /rewards' overlays, one module loaded on the first open of any of them or once the page is idle
// (the scanner opens offline; ./rewards-view.tsx): the scanner's dialog, a point's dialog and the
// whole history's sheet. Their texts come translated from the server page (./rewards-labels.ts).

/** The camera scan that unlocks a reward point, with the typed code's field. */
export function RewardScanDialog({
  open,
  onOpenChange,
  labels: t,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  labels: RewardScanLabels;
}) {
  // Kept while the page lives (as when the page held it): the field stays highlighted on reopening.
  const [noCamera, setNoCamera] = useState(false);
  const unlock = useRewardUnlock(() => onOpenChange(false), t);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t.close}>
        <DialogHeader>
          <DialogTitle>{t.scanTitle}</DialogTitle>
          <DialogDescription>{t.scanHint}</DialogDescription>
        </DialogHeader>
        {open && (
          <>
            <QrScannerView
              onDecode={unlock}
              onProblem={() => setNoCamera(true)}
              manualHint={t.useField}
              labels={t.scanner}
            />
            <RewardCodeEntry onSubmit={unlock} highlight={noCamera} labels={t.code} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** A reward point's place, points and state. */
export function RewardPointDialog({
  detail,
  onClose,
  labels: t,
}: {
  detail: RewardPointView | null;
  onClose: () => void;
  labels: RewardPointsLabels;
}) {
  return (
    <Dialog open={!!detail} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t.close}>
        {detail && (
          <>
            <DialogHeader>
              <DialogTitle>{detail.name}</DialogTitle>
              <DialogDescription>{detail.description}</DialogDescription>
            </DialogHeader>
            <p className="flex items-center gap-2 text-sm">
              <MapPinIcon className="size-4" aria-hidden="true" /> {detail.location}
            </p>
            <p className="flex items-center gap-2 text-sm font-semibold text-amber-700 dark:text-amber-300">
              <StarIcon className="size-4" aria-hidden="true" /> {detail.pointsText}
            </p>
            <p
              className={cn(
                "rounded-xl p-3 text-sm",
                detail.unlocked
                  ? "bg-amber-50 text-amber-800 dark:bg-amber-950/40 dark:text-amber-200"
                  : "bg-muted text-muted-foreground",
              )}
              data-testid="reward-detail-state"
            >
              {detail.stateText}
            </p>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The whole history of unlocks, from 'Ver todo o histórico'. */
export function RewardHistorySheet({
  open,
  onOpenChange,
  trigger,
  labels: t,
  list,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactElement;
  labels: RewardHistoryLabels;
  list: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent
        side="bottom"
        className="max-h-[80dvh] overflow-y-auto rounded-t-3xl"
        closeLabel={t.close}
      >
        <SheetHeader>
          <SheetTitle>{t.title}</SheetTitle>
          <SheetDescription>{t.description}</SheetDescription>
        </SheetHeader>
        <div className="px-4 pb-6">{list}</div>
      </SheetContent>
    </Sheet>
  );
}
