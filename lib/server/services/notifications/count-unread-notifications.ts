import "server-only";
import { now } from "@/lib/server/clock";
import { rawRead, sqliteDate } from "@/lib/server/raw-read";
import { sqliteTextParam } from "@/lib/server/sqlite-prepared";

/**
 * The notifications a participant is shown: all of them but those about a news item not yet
 * published by the business clock's now (lib/server/clock.ts), which wait for it like the item
 * does — in a demo a week before the congress, the seed's alert about its third day's rain.
 * One SQL condition on "Notification" (the list, the counts and the bell), with its two parameters
 * in each dialect; the news sub-select reads the few unpublished items live.
 */
const condition = (user: string, at: string) =>
  `"userId" = ${user} AND ("link" IS NULL OR "link" NOT IN (SELECT '/news/' || "id" FROM "NewsItem" WHERE "publishedAt" > ${at}))`;
/**
 * On SQLite the person's id is cast (sqliteTextParam: the list, with its ORDER BY, was planned
 * again on every run); the date stays a bare parameter, compared as before.
 */
export const SQLITE_SHOWN = condition(sqliteTextParam(), "?");

export function shownSql(userId: string) {
  const at = now();
  return {
    sqlite: { condition: SQLITE_SHOWN, values: [userId, sqliteDate(at)] },
    // UTC text: node-postgres would send a Date in the server's local offset, which a timestamp
    // without time zone (Prisma's DateTime) drops.
    postgres: { condition: condition("$1", "$2"), values: [userId, at.toISOString()] },
  };
}

const unreadSql = (condition: string) =>
  `SELECT count(*) AS "unread" FROM "Notification" WHERE ${condition} AND "readAt" IS NULL`;
/** The bell's SQLite text (SQLITE_SHOWN's cast does not change its plan or its cost). */
export const SQLITE_UNREAD = unreadSql(SQLITE_SHOWN);

/**
 * The bell's badge: unread notifications of one participant. Every participant page's layout asks,
 * so it is one statement on the driver (the `Notification_userId_readAt_idx` index; the news
 * sub-select reads the few unpublished items).
 */
export async function countUnreadNotifications(userId: string): Promise<number> {
  const shown = shownSql(userId);
  const [row] = await rawRead<{ unread: unknown }>({
    name: "t26-unread-notifications",
    sqlite: { text: SQLITE_UNREAD, values: shown.sqlite.values },
    postgres: { text: unreadSql(shown.postgres.condition), values: shown.postgres.values },
  });
  return Number(row?.unread ?? 0);
}
