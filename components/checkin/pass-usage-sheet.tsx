"use client";

import type { ReactElement } from "react";
import { MapPinIcon } from "@/components/icons/svg/map-pin";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";
import type { PassUsageSheetLabels } from "./pass-labels";

/** One entry of the pass's history, its "{date} às {time}" written by the server. */
export interface PassUsageEntry {
  id: string;
  kind: "event" | "trip";
  title: string;
  location: string;
  when: string;
}

export interface PassUsageSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Ver Utilização', the sheet's trigger. */
  trigger: ReactElement;
  usage: PassUsageEntry[];
  /** The texts, translated by the server page (./pass-labels.ts). */
  labels: PassUsageSheetLabels;
}

/** The pass's usage history: loaded on its first opening (./pass-actions.tsx). */
export function PassUsageSheet({ open, onOpenChange, trigger, usage, labels }: PassUsageSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent
        side="bottom"
        className="max-h-[80dvh] overflow-y-auto rounded-t-3xl"
        closeLabel={labels.close}
      >
        <SheetHeader>
          <SheetTitle>{labels.title}</SheetTitle>
          <SheetDescription>{labels.description}</SheetDescription>
        </SheetHeader>
        {usage.length === 0 ? (
          <p className="px-4 pb-8 text-center text-sm text-muted-foreground" data-testid="pass-usage-empty">
            {labels.empty}
          </p>
        ) : (
          <ul className="divide-y px-4 pb-6" data-testid="pass-usage">
            {usage.map((u) => (
              <li key={u.id} className="flex gap-3 py-3" data-testid="pass-usage-item">
                <span
                  className={`mt-1 size-2.5 shrink-0 rounded-full ${u.kind === "event" ? "bg-violet-600" : "bg-sky-600"}`}
                  aria-hidden="true"
                />
                <div className="min-w-0">
                  <p className="font-medium">{u.title}</p>
                  <p className="text-sm text-muted-foreground">{u.when}</p>
                  <p className="flex items-center gap-1 text-sm text-muted-foreground">
                    <MapPinIcon className="size-3.5" aria-hidden="true" />
                    {u.location}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </SheetContent>
    </Sheet>
  );
}
