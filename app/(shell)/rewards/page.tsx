import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
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
// unlocks reward points, recent rewards and the discover list by city.
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
  const date = (d: Date) => formatDayMonth(d, locale);
  const history = summary.history.map((h) => ({
    id: h.id,
    name: h.name,
    points: h.points,
    date: date(h.at),
    time: formatTime(h.at, locale),
  }));
  return (
    <RewardsView
      summary={{
        unlockedRewards: summary.unlockedRewards,
        totalPoints: summary.totalPoints,
        ranking: summary.ranking,
        totalParticipants: summary.totalParticipants,
        percentile: summary.percentile,
      }}
      recent={history.slice(0, RECENT_REWARDS)}
      history={history}
      cities={cities}
      points={points.map((p) => ({
        id: p.id,
        cityId: p.cityId,
        name: p.name,
        description: p.description,
        location: p.location,
        points: p.points,
        unlocked: p.unlocked,
        unlockedAt: p.unlockedAt ? `${date(p.unlockedAt)} ${formatTime(p.unlockedAt, locale)}` : null,
      }))}
    />
  );
}
