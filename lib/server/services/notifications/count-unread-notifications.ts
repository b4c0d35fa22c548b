import "server-only";
import { now } from "@/lib/server/clock";
import { rawRead, sqliteDate } from "@/lib/server/raw-read";

/**
 * The notifications a participant is shown: all of them but those about a news item not yet
 * published by the business clock's now (lib/server/clock.ts), which wait for it like the item
 * does — in a demo a week before the congress, the seed's alert about its third day's rain.
 * One SQL condition on "Notification" (the list, the counts and the bell), with its two parameters
 * in each dialect; the news sub-select reads the few unpublished items live.
 */
export function shownSql(userId: string) {
  const condition = (user: string, at: string) =>
    `"userId" = ${user} AND ("link" IS NULL OR "link" NOT IN (SELECT '/news/' || "id" FROM "NewsItem" WHERE "publishedAt" > ${at}))`;
  const at = now();
  return {
    sqlite: { condition: condition("?", "?"), values: [userId, sqliteDate(at)] },
    // UTC text: node-postgres would send a Date in the server's local offset, which a timestamp
    // without time zone (Prisma's DateTime) drops.
    postgres: { condition: condition("$1", "$2"), values: [userId, at.toISOString()] },
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
