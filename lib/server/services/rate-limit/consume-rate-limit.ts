import "server-only";
import { db } from "@/lib/server/db";
import { tooManyRequests } from "@/lib/server/errors";

export interface RateLimitRule {
  /** Window length in seconds. */
  windowSeconds: number;
  /** Hits allowed inside the window. */
  max: number;
}

/**
 * Counts a hit on `key` if every rule still has room, else throws 429 with the seconds until
 * the oldest hit in the fullest window leaves it. State lives in the database, so every app
 * instance sees the same counts; the check and the insert share one transaction.
 */
export async function consumeRateLimit(key: string, rules: RateLimitRule[], now = new Date()): Promise<void> {
  const retryAfter = await db.$transaction(async (tx) => {
    let wait = 0;
    for (const rule of rules) {
      const inWindow = { key, createdAt: { gt: new Date(now.getTime() - rule.windowSeconds * 1000) } };
      // At most `max` index entries are read, however many hits a shared address has piled up.
      const count = await tx.rateLimitHit.count({ where: inWindow, take: rule.max });
      if (count < rule.max) continue;
      // The window has room again when the max-th most recent hit leaves it.
      const nth = await tx.rateLimitHit.findFirst({
        where: inWindow,
        orderBy: { createdAt: "desc" },
        skip: rule.max - 1,
        select: { createdAt: true },
      });
      if (nth)
        wait = Math.max(
          wait,
          Math.ceil((nth.createdAt.getTime() + rule.windowSeconds * 1000 - now.getTime()) / 1000),
        );
    }
    if (wait === 0) await tx.rateLimitHit.create({ data: { key, createdAt: now } });
    return wait;
  });
  if (retryAfter > 0) throw tooManyRequests(retryAfter);
}

/** Old hits are useless after a day; the login route prunes now and then. */
export async function pruneRateLimitHits(now = new Date()): Promise<number> {
  const { count } = await db.rateLimitHit.deleteMany({
    where: { createdAt: { lt: new Date(now.getTime() - 86_400_000) } },
  });
  return count;
}
