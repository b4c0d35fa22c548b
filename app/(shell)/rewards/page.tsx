import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LockIcon } from "@/components/icons/svg/lock";
import { UnlockIcon } from "@/components/icons/svg/lock-open";
import { ScanLineIcon } from "@/components/icons/svg/scan-line";
import { StarIcon } from "@/components/icons/svg/star";
import { RewardHistory } from "@/components/checkin/reward-history";
import { rewardsLabels, rewardsLooks } from "@/components/checkin/rewards-labels";
import { RewardsSummary } from "@/components/checkin/rewards-summary";
import { RewardsView } from "@/components/checkin/rewards-view";
import { formatDayMonth, formatTime } from "@/lib/format";
import { pageLocale } from "@/lib/i18n/page-locale";
import { requireParticipant } from "@/lib/server/auth/current";
import { db } from "@/lib/server/db";
import {
  RECENT_REWARDS,
  REWARD_CITIES,
  rewardPointsByCity,
  rewardsSummary,
} from "@/lib/server/services/rewards/rewards";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("rewards") };
}

// /rewards — summary (points, ranking, percentile among all participants), the camera scan that
// unlocks reward points, recent rewards and the discover list by city. Translated and drawn here:
// the browser gets the texts and merged classes (components/checkin/rewards-labels.ts).
export default async function RewardsPage() {
  const session = await requireParticipant("/rewards");
  const locale = await pageLocale();
  const [summary, points, cities] = await Promise.all([
    rewardsSummary(session.id, locale),
    rewardPointsByCity(session.id, locale),
    db.city.findMany({
      where: { id: { in: [...REWARD_CITIES] } },
      orderBy: { position: "asc" },
      select: { id: true, name: true },
    }),
  ]);
  const {
    texts,
    scan,
    points: pointsLabels,
    history: historyLabels,
  } = await rewardsLabels(summary.history.length);
  const looks = rewardsLooks();
  const date = (d: Date) => formatDayMonth(d, locale);
  const history = summary.history.map((h) => ({
    id: h.id,
    name: h.name,
    points: h.points,
    when: texts.when(date(h.at), formatTime(h.at, locale)),
  }));
  return (
    <RewardsView
      summary={
        <RewardsSummary
          summary={{
            unlockedRewards: summary.unlockedRewards,
            totalPoints: summary.totalPoints,
            ranking: summary.ranking,
            totalParticipants: summary.totalParticipants,
            percentile: summary.percentile,
          }}
          texts={texts}
        />
      }
      scan={{
        className: looks.scan,
        icon: <ScanLineIcon aria-hidden="true" />,
        label: texts.scan,
        labels: scan,
      }}
      history={
        <RewardHistory
          recent={history.slice(0, RECENT_REWARDS)}
          history={history}
          texts={texts}
          labels={historyLabels}
          looks={looks}
        />
      }
      points={{
        cities,
        points: points.map((p) => ({
          id: p.id,
          cityId: p.cityId,
          name: p.name,
          description: p.description,
          location: p.location,
          points: p.points,
          unlocked: p.unlocked,
          pointsText: texts.points(p.points),
          stateText: p.unlocked
            ? texts.unlockedAt(
                p.unlockedAt ? `${date(p.unlockedAt)} ${formatTime(p.unlockedAt, locale)}` : "",
              )
            : texts.lockedHint,
        })),
        labels: pointsLabels,
        looks,
        icons: {
          locked: <LockIcon className="size-5" aria-hidden="true" />,
          unlocked: <UnlockIcon className="size-5" aria-hidden="true" />,
          star: <StarIcon className="size-4" aria-hidden="true" />,
        },
      }}
    />
  );
}
