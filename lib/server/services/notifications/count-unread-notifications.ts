import "server-only";
import { rawRead } from "@/lib/server/raw-read";

/**
 * The bell's badge: unread notifications of one participant. Every participant page's layout asks,
 * so it is one statement on the driver (the `Notification_userId_readAt_idx` index, covering).
 */
export async function countUnreadNotifications(userId: string): Promise<number> {
  const sql = (param: string) =>
    `SELECT count(*) AS "unread" FROM "Notification" WHERE "userId" = ${param} AND "readAt" IS NULL`;
  const [row] = await rawRead<{ unread: unknown }>({
    name: "t26-unread-notifications",
    sqlite: { text: sql("?"), values: [userId] },
    postgres: { text: sql("$1"), values: [userId] },
  });
  return Number(row?.unread ?? 0);
}
