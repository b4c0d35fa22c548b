import { TrophyIcon } from "@/components/icons/svg/trophy";
import type { RewardsTexts } from "./rewards-labels";
import type { RewardsSummaryView } from "./rewards-view";

export interface RewardsSummaryProps {
  summary: RewardsSummaryView["summary"];
  texts: RewardsTexts;
}

/**
 * Points, rewards unlocked, ranking and percentile, drawn by the server page: the summary's card
 * above the button that opens the scanner (./rewards-view.tsx draws the card and the button).
 */
export function RewardsSummary({ summary, texts: t }: RewardsSummaryProps) {
  return (
    <>
      <div className="flex items-center gap-2 text-sm text-white/80">
        <TrophyIcon className="size-4" aria-hidden="true" /> {t.summaryTitle}
      </div>
      <p className="mt-2 text-4xl font-bold" data-testid="rewards-points">
        {t.points(summary.totalPoints)}
      </p>
      {/* Three tiles side by side from 360 px; on narrower screens one line each (label, value). */}
      <dl className="mt-4 grid grid-cols-1 gap-2 text-center min-[360px]:grid-cols-3">
        <div className="flex items-center justify-between gap-2 rounded-2xl bg-white/15 p-2 min-[360px]:block">
          <dt className="text-xs text-white/75">{t.unlockedRewards}</dt>
          <dd className="text-lg font-semibold" data-testid="rewards-unlocked">
            {summary.unlockedRewards}
          </dd>
        </div>
        {summary.ranking !== null && summary.totalParticipants !== null && summary.percentile !== null ? (
          <>
            <div className="flex items-center justify-between gap-2 rounded-2xl bg-white/15 p-2 min-[360px]:block">
              <dt className="text-xs text-white/75">{t.ranking}</dt>
              <dd className="text-base leading-tight font-semibold" data-testid="rewards-ranking">
                {t.rankingValue(summary.ranking, summary.totalParticipants)}
              </dd>
            </div>
            <div className="flex items-center justify-between gap-2 rounded-2xl bg-white/15 p-2 min-[360px]:block">
              <dt className="text-xs text-white/75">{t.percentile}</dt>
              <dd className="text-base leading-tight font-semibold" data-testid="rewards-percentile">
                {t.percentileValue(summary.percentile)}
              </dd>
            </div>
          </>
        ) : (
          <div className="rounded-2xl bg-white/15 p-2 text-left min-[360px]:col-span-2">
            <dt className="text-xs text-white/75">{t.ranking}</dt>
            <dd className="text-sm leading-tight font-medium" data-testid="rewards-ranking-pending">
              {t.rankingPending}
            </dd>
          </div>
        )}
      </dl>
    </>
  );
}
