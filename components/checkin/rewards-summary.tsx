"use client";

import { ScanLineIcon } from "@/components/icons/svg/scan-line";
import { TrophyIcon } from "@/components/icons/svg/trophy";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { RewardsViewProps } from "./rewards-view";

export interface RewardsSummaryProps {
  summary: RewardsViewProps["summary"];
  onScan: () => void;
}

/** Points, rewards unlocked, ranking and percentile, and the button that opens the scanner. */
export function RewardsSummary({ summary, onScan }: RewardsSummaryProps) {
  const t = useTranslations("rewards");
  const j = useTranslations("journey");
  return (
    <section
      className="rounded-3xl bg-gradient-to-br from-violet-700 to-fuchsia-600 p-5 text-white shadow-lg"
      data-testid="rewards-summary"
    >
      <div className="flex items-center gap-2 text-sm text-white/80">
        <TrophyIcon className="size-4" aria-hidden="true" /> {t("summaryTitle")}
      </div>
      <p className="mt-2 text-4xl font-bold" data-testid="rewards-points">
        {t("points", { points: summary.totalPoints })}
      </p>
      {/* Three tiles side by side from 360 px; on narrower screens one line each (label, value). */}
      <dl className="mt-4 grid grid-cols-1 gap-2 text-center min-[360px]:grid-cols-3">
        <div className="flex items-center justify-between gap-2 rounded-2xl bg-white/15 p-2 min-[360px]:block">
          <dt className="text-xs text-white/75">{t("unlockedRewards")}</dt>
          <dd className="text-lg font-semibold" data-testid="rewards-unlocked">
            {summary.unlockedRewards}
          </dd>
        </div>
        {summary.ranking !== null && summary.totalParticipants !== null && summary.percentile !== null ? (
          <>
            <div className="flex items-center justify-between gap-2 rounded-2xl bg-white/15 p-2 min-[360px]:block">
              <dt className="text-xs text-white/75">{t("ranking")}</dt>
              <dd className="text-base leading-tight font-semibold" data-testid="rewards-ranking">
                {t("rankingValue", { ranking: summary.ranking, total: summary.totalParticipants })}
              </dd>
            </div>
            <div className="flex items-center justify-between gap-2 rounded-2xl bg-white/15 p-2 min-[360px]:block">
              <dt className="text-xs text-white/75">{t("percentile")}</dt>
              <dd className="text-base leading-tight font-semibold" data-testid="rewards-percentile">
                {t("percentileValue", { percentile: summary.percentile })}
              </dd>
            </div>
          </>
        ) : (
          <div className="rounded-2xl bg-white/15 p-2 text-left min-[360px]:col-span-2">
            <dt className="text-xs text-white/75">{t("ranking")}</dt>
            <dd className="text-sm leading-tight font-medium" data-testid="rewards-ranking-pending">
              {j("rankingPending")}
            </dd>
          </div>
        )}
      </dl>
      <Button
        variant="secondary"
        size="lg"
        className="mt-4 w-full"
        onClick={onScan}
        data-testid="rewards-scan"
      >
        <ScanLineIcon aria-hidden="true" /> {t("scan")}
      </Button>
    </section>
  );
}
