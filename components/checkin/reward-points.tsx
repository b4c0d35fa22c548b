"use client";

import { type ReactNode, useState } from "react";
import { TabsBase, TabsContentBase, TabsListBase, TabsTriggerBase } from "@/components/ui/tabs-base";
import { RewardPointDialog } from "./reward-overlays-lazy";
import type { RewardPointsLabels, RewardsLooks } from "./rewards-labels";
import type { RewardPointView } from "./rewards-view";

export interface RewardPointsProps {
  cities: { id: string; name: string }[];
  points: RewardPointView[];
  labels: RewardPointsLabels;
  /** Tabs' and the points' classes, merged by the server (./rewards-labels.ts). */
  looks: Pick<RewardsLooks, "tabs" | "point" | "pointIcon">;
  /** The lock (closed, open) and the star, drawn by the server. */
  icons: { locked: ReactNode; unlocked: ReactNode; star: ReactNode };
}

/** 'Descubra': each city's reward points, locked or unlocked, with a detail dialog. */
export function RewardPoints({ cities, points, labels: t, looks, icons }: RewardPointsProps) {
  const [detail, setDetail] = useState<RewardPointView | null>(null);
  return (
    <>
      <section aria-labelledby="discover-title">
        <h2 id="discover-title" className="mb-2 text-lg font-semibold">
          {t.discoverTitle}
        </h2>
        <TabsBase defaultValue={cities[0]?.id} className={looks.tabs.root}>
          <TabsListBase className={looks.tabs.list}>
            {cities.map((c) => (
              <TabsTriggerBase key={c.id} value={c.id} className={looks.tabs.trigger}>
                {c.name}
              </TabsTriggerBase>
            ))}
          </TabsListBase>
          {cities.map((c) => (
            <TabsContentBase key={c.id} value={c.id} className={looks.tabs.content}>
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
                        className={p.unlocked ? looks.point.unlocked : looks.point.locked}
                      >
                        <span className={p.unlocked ? looks.pointIcon.unlocked : looks.pointIcon.locked}>
                          {p.unlocked ? icons.unlocked : icons.locked}
                        </span>
                        <span className="min-w-0 flex-1">
                          <span className="block truncate font-medium">{p.name}</span>
                          <span className="block text-xs text-muted-foreground">
                            {p.unlocked ? t.unlockedState : t.lockedState}
                          </span>
                        </span>
                        <span className="flex items-center gap-1 text-sm font-semibold text-amber-700 dark:text-amber-300">
                          {icons.star}
                          {p.points}
                        </span>
                      </button>
                    </li>
                  ))}
              </ul>
            </TabsContentBase>
          ))}
        </TabsBase>
      </section>

      <RewardPointDialog
        active={!!detail}
        onLoadError={() => setDetail(null)}
        detail={detail}
        onClose={() => setDetail(null)}
        labels={t}
      />
    </>
  );
}
