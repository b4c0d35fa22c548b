import "server-only";
import { createHash } from "node:crypto";
import type { Jsonified } from "../jsonified";
import type { AppLocale } from "@/lib/i18n/config";
import { localizeRow, localizedSelect, pickLocalized } from "@/lib/i18n/localized";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { isUniqueViolation } from "@/lib/server/db-errors";
import { rewardToken, verifyToken } from "@/lib/server/services/checkin/tokens";
import { MANUAL_REWARD_CODE, normalizeRewardCode } from "@/lib/validations/checkin";

export const RECENT_REWARDS = 6;
export const REWARD_CITIES = ["recife", "fortaleza", "joao-pessoa"] as const;

/**
 * Ranking among all participants (people with a ticket, not erased): 1 + how many have more
 * points; ties share a place. Percentile = the "top X%" the participant is in (ceil, at least 1).
 */
export function percentileOf(ranking: number, totalParticipants: number) {
  if (totalParticipants <= 0) return 100;
  return Math.min(100, Math.max(1, Math.ceil((100 * ranking) / totalParticipants)));
}

/**
 * The participant's points and unlocks, and their place among ticket holders. `ranking` (and its
 * percentile) is null until they have points and a ticket: "148º de 803" for someone who has not
 * played, or who is not in the ranked population at all, would be made up. The history's point
 * names are in the reader's language.
 */
export async function rewardsSummary(userId: string, locale: AppLocale) {
  const ticket = await db.ticket.findUnique({ where: { userId }, select: { id: true } });
  const unlocks = await db.rewardUnlock.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: {
      id: true,
      createdAt: true,
      rewardPoint: { select: { id: true, ...localizedSelect(["name"]), points: true } },
    },
  });
  const totalPoints = unlocks.reduce((sum, u) => sum + u.rewardPoint.points, 0);
  const history = unlocks.map((u) => ({
    id: u.id,
    pointId: u.rewardPoint.id,
    name: pickLocalized(u.rewardPoint, "name", locale),
    points: u.rewardPoint.points,
    at: u.createdAt,
  }));
  if (!ticket || totalPoints <= 0)
    return {
      unlockedRewards: unlocks.length,
      totalPoints,
      ranking: null,
      totalParticipants: null,
      percentile: null,
      history,
    };
  const [aheadRows, totalParticipants] = await Promise.all([
    db.$queryRaw<{ n: bigint | number }[]>`
      SELECT COUNT(*) AS n FROM (
        SELECT u."userId" FROM "RewardUnlock" u
        JOIN "RewardPoint" p ON p."id" = u."rewardPointId"
        JOIN "User" usr ON usr."id" = u."userId"
        WHERE usr."deletedAt" IS NULL AND u."userId" <> ${userId}
          AND EXISTS (SELECT 1 FROM "Ticket" t WHERE t."userId" = u."userId")
        GROUP BY u."userId"
        HAVING SUM(p."points") > ${totalPoints}
      ) ahead`,
    db.user.count({ where: { deletedAt: null, ticket: { isNot: null } } }),
  ]);
  const ranking = Number(aheadRows[0]?.n ?? 0) + 1;
  const population = Math.max(totalParticipants, ranking);
  return {
    unlockedRewards: unlocks.length,
    totalPoints,
    ranking,
    totalParticipants: population,
    percentile: percentileOf(ranking, population),
    history,
  };
}

const POINT_FIELDS = ["name", "description", "location"] as const;

/** The discover list: every point by city, in the reader's language, with the participant's unlock. */
export async function rewardPointsByCity(userId: string, locale: AppLocale) {
  const points = await db.rewardPoint.findMany({
    where: { cityId: { in: [...REWARD_CITIES] } },
    orderBy: [{ cityId: "asc" }, { position: "asc" }],
    select: {
      id: true,
      cityId: true,
      ...localizedSelect(POINT_FIELDS),
      points: true,
      unlocks: { where: { userId }, select: { createdAt: true } },
    },
  });
  return points.map(({ unlocks, ...p }) => ({
    ...localizeRow(p, POINT_FIELDS, locale),
    unlocked: unlocks.length > 0,
    unlockedAt: unlocks[0]?.createdAt ?? null,
  }));
}

const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"; // no 0/O, 1/I/L

/**
 * The typeable twin of a reward point's QR (8 characters, printed under the QR as "XXXX-XXXX"),
 * for a phone without a usable camera. Derived from the point's signed token, so it cannot be
 * worked out from the point's id and changes with the signing key.
 */
export function rewardManualCode(pointId: string): string {
  const digest = createHash("sha256").update(rewardToken(pointId)).digest();
  const chars = Array.from(digest.subarray(0, 8), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]);
  return `${chars.slice(0, 4).join("")}-${chars.slice(4).join("")}`;
}

/** The point a typed code names, or null. */
async function pointForManualCode(code: string): Promise<string | null> {
  const typed = normalizeRewardCode(code);
  if (!MANUAL_REWARD_CODE.test(typed)) return null;
  const points = await db.rewardPoint.findMany({ select: { id: true } });
  return points.find((p) => normalizeRewardCode(rewardManualCode(p.id)) === typed)?.id ?? null;
}

/** A reward point's signed QR (or its typed code), read by the participant: unlocks it once. */
export async function unlockReward(userId: string, code: string, locale: AppLocale) {
  const pointId = (await verifyToken(code, "r")) ?? (await pointForManualCode(code));
  if (!pointId) throw new AppError(400, "REWARD_CODE_INVALID");
  const row = await db.rewardPoint.findUnique({
    where: { id: pointId },
    select: { id: true, points: true, ...localizedSelect(["name", "location"]) },
  });
  if (!row) throw new AppError(400, "REWARD_CODE_INVALID");
  const point = localizeRow(row, ["name", "location"], locale);
  try {
    const unlock = await db.rewardUnlock.create({
      data: { userId, rewardPointId: point.id },
      select: { createdAt: true },
    });
    return { point, unlockedAt: unlock.createdAt };
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    const first = await db.rewardUnlock.findUnique({
      where: { userId_rewardPointId: { userId, rewardPointId: point.id } },
      select: { createdAt: true },
    });
    throw new AppError(
      409,
      "REWARD_ALREADY_UNLOCKED",
      { name: point.name },
      { point, unlockedAt: first?.createdAt ?? null },
    );
  }
}

/** POST /api/rewards/unlock — the point unlocked, as the browser receives it. */
export type RewardUnlocked = Jsonified<Awaited<ReturnType<typeof unlockReward>>>;
