import "server-only";
import { now } from "@/lib/server/clock";
import { db } from "@/lib/server/db";

/**
 * The notifications a participant is shown: all of them but those about a news item not yet
 * published by the business clock's now (lib/server/clock.ts), which wait for it like the item
 * does — in a demo a week before the congress, the seed's alert about its third day's rain.
 */
export async function shownTo(userId: string) {
  const unpublished = await db.newsItem.findMany({
    where: { publishedAt: { gt: now() } },
    select: { id: true },
  });
  if (unpublished.length === 0) return { userId };
  const links = unpublished.map((n) => `/news/${n.id}`);
  return { userId, OR: [{ link: null }, { link: { notIn: links } }] };
}

/** The bell's badge: unread notifications of one participant. */
export async function countUnreadNotifications(userId: string): Promise<number> {
  return db.notification.count({ where: { ...(await shownTo(userId)), readAt: null } });
}
