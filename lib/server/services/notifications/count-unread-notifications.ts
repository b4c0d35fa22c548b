import "server-only";
import { now } from "@/lib/server/clock";
import { db } from "@/lib/server/db";
import { rawRead, sqliteDate } from "@/lib/server/raw-read";
import { TtlCache } from "@/lib/server/ttl-cache";

/**
 * Every news item's publication time (a few dozen rows), cached like the news list
 * (NEWS_DATES_TTL_MS: an organiser's new or moved item counts within 30 s); compared with the
 * business clock's now on every call, so the clock itself is never stale.
 */
export const NEWS_DATES_TTL_MS = 30_000;
const newsDates = new TtlCache<{ id: string; publishedAt: number }[]>(NEWS_DATES_TTL_MS, 1);
const loadNewsDates = async () =>
  (await db.newsItem.findMany({ select: { id: true, publishedAt: true } })).map((n) => ({
    id: n.id,
    publishedAt: n.publishedAt.getTime(),
  }));

/** For tests: a new process's empty cache. */
export function clearNewsDatesCache() {
  newsDates.clear();
}

/**
 * The notifications a participant is shown: all of them but those about a news item not yet
 * published by the business clock's now (lib/server/clock.ts), which wait for it like the item
 * does — in a demo a week before the congress, the seed's alert about its third day's rain.
 * For Prisma (the list); `shownSql` is the same rule in one SQL condition (the counts).
 */
export async function shownTo(userId: string) {
  const at = now().getTime();
  const unpublished = (await newsDates.get("all", loadNewsDates)).filter((n) => n.publishedAt > at);
  if (unpublished.length === 0) return { userId };
  const links = unpublished.map((n) => `/news/${n.id}`);
  return { userId, OR: [{ link: null }, { link: { notIn: links } }] };
}

/** `shownTo` as a WHERE condition on "Notification", with its two parameters in each dialect. */
export function shownSql(userId: string) {
  const condition = (user: string, at: string) =>
    `"userId" = ${user} AND ("link" IS NULL OR "link" NOT IN (SELECT '/news/' || "id" FROM "NewsItem" WHERE "publishedAt" > ${at}))`;
  const at = now();
  return {
    sqlite: { condition: condition("?", "?"), values: [userId, sqliteDate(at)] },
    postgres: { condition: condition("$1", "$2"), values: [userId, at] },
  };
}

/**
 * The bell's badge: unread notifications of one participant. Every participant page's layout asks,
 * so it is one statement on the driver (the `Notification_userId_readAt_idx` index; the news
 * sub-select reads the few unpublished items).
 */
export async function countUnreadNotifications(userId: string): Promise<number> {
  const shown = shownSql(userId);
  const sql = (condition: string) =>
    `SELECT count(*) AS "unread" FROM "Notification" WHERE ${condition} AND "readAt" IS NULL`;
  const [row] = await rawRead<{ unread: unknown }>({
    name: "t26-unread-notifications",
    sqlite: { text: sql(shown.sqlite.condition), values: shown.sqlite.values },
    postgres: { text: sql(shown.postgres.condition), values: shown.postgres.values },
  });
  return Number(row?.unread ?? 0);
}
