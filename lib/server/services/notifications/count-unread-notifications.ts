import "server-only";
import { db } from "@/lib/server/db";

/** The bell's badge: unread notifications of one participant. */
export async function countUnreadNotifications(userId: string): Promise<number> {
  return db.notification.count({ where: { userId, readAt: null } });
}
