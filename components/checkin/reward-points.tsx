"use client";

import { LockIcon } from "@/components/icons/svg/lock";
import { UnlockIcon } from "@/components/icons/svg/lock-open";
import { MapPinIcon } from "@/components/icons/svg/map-pin";
import { StarIcon } from "@/components/icons/svg/star";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { cn } from "@/lib/utils";
import type { RewardPointView } from "./rewards-view";
import { LazyDialog } from "@/components/ui/lazy-overlay";

export interface RewardPointsProps {
  cities: { id: string; name: string }[];
  points: RewardPointView[];
}

/** 'Descubra': each city's reward points, locked or unlocked, with a detail dialog. */
export function RewardPoints({ cities, points }: RewardPointsProps) {
  const t = useTranslations("rewards");
  const [detail, setDetail] = useState<RewardPointView | null>(null);
  return (
    <>
      <section aria-labelledby="discover-title">
        <h2 id="discover-title" className="mb-2 text-lg font-semibold">
          {t("discoverTitle")}
        </h2>
        <Tabs defaultValue={cities[0]?.id}>
          <TabsList className="w-full">
            {cities.map((c) => (
              <TabsTrigger key={c.id} value={c.id} className="flex-1">
                {c.name}
              </TabsTrigger>
            ))}
          </TabsList>
          {cities.map((c) => (
            <TabsContent key={c.id} value={c.id}>
              <ul className="space-y-2">
                {points
                  .filter((p) => p.cityId === c.id)
                  .map((p) => (
                    <li key={p.id}>
                      <button
                        type="button"
                        onClick={() => setDetail(p)}
                        data-testid="reward-point"
                        data-state={p.unlocked ? "unlocked" : "locked"}
                        className={cn(
                          "flex w-full items-center gap-3 rounded-2xl border p-3 text-left transition-colors hover:bg-muted",
                          p.unlocked
                            ? "border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950/40"
                            : "bg-card",
                        )}
                      >
                        <span
                          className={cn(
                            "flex size-10 shrink-0 items-center justify-center rounded-full",
                            p.unlocked ? "bg-amber-400 text-white" : "bg-muted text-muted-foreground",
                          )}
                        >
                          {p.unlocked ? (
                            <UnlockIcon className="size-5" aria-hidden="true" />
                          ) : (
                            <LockIcon className="size-5" aria-hidden="true" />
                          )}
                        </span>
                        <span className="min-w-0 flex-1">
                          <span className="block truncate font-medium">{p.name}</span>
                          <span className="block text-xs text-muted-foreground">
                            {p.unlocked ? t("unlockedState") : t("lockedState")}
                          </span>
                        </span>
                        <span className="flex items-center gap-1 text-sm font-semibold text-amber-700 dark:text-amber-300">
                          <StarIcon className="size-4" aria-hidden="true" />
                          {p.points}
                        </span>
                      </button>
                    </li>
                  ))}
              </ul>
            </TabsContent>
          ))}
        </Tabs>
      </section>

      <LazyDialog active={!!detail} onLoadError={() => setDetail(null)}>
        {({ Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle }) => (
          <Dialog open={!!detail} onOpenChange={(open) => !open && setDetail(null)}>
            <DialogContent closeLabel={t("close")}>
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
                    <StarIcon className="size-4" aria-hidden="true" />{" "}
                    {t("points", { points: detail.points })}
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
                    {detail.unlocked ? t("unlockedAt", { when: detail.unlockedAt ?? "" }) : t("lockedHint")}
                  </p>
                </>
              )}
            </DialogContent>
          </Dialog>
        )}
      </LazyDialog>
    </>
  );
}
