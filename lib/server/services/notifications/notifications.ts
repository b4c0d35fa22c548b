import "server-only";
import { formatPhone } from "@/lib/phone";
import { now } from "@/lib/server/clock";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { rawRead } from "@/lib/server/raw-read";
import type { Jsonified } from "../jsonified";
import type { ContactStatus, NotificationType } from "@/lib/server/generated/prisma/client";
import { countUnreadNotifications, shownSql, SQLITE_SHOWN } from "./count-unread-notifications";
import { createNotification } from "./create-notification";

export type NotificationFilter = "all" | "unread" | "read";

/** One row of the list's statement: the counts, then one notification (null when there is none). */
interface ListRow {
  total: unknown;
  read: unknown;
  id: string | null;
  type: NotificationType;
  key: string;
  params: string;
  link: string | null;
  avatarUrl: string | null;
  /** SQLite: the stored ISO text; PostgreSQL: readMs / createdMs (epoch milliseconds). */
  readAt?: unknown;
  createdAt?: unknown;
  readMs?: unknown;
  createdMs?: unknown;
  contactRequestId: string | null;
  contactStatus: ContactStatus | null;
  contactTargetId: string | null;
}

const toDate = (v: unknown) =>
  v instanceof Date ? v : typeof v === "number" ? new Date(v) : new Date(String(v));

/**
 * The list's one statement: both counts over everything the person is shown (shownSql), joined to
 * the page (the filter's newest 200) and each row's contact request — one row per notification,
 * or a single row of counts with null columns when the page is empty.
 */
function listSql(dialect: "sqlite" | "postgres", condition: string, filter: NotificationFilter) {
  const readFilter =
    filter === "unread" ? ` AND "readAt" IS NULL` : filter === "read" ? ` AND "readAt" IS NOT NULL` : "";
  const dates =
    dialect === "sqlite"
      ? `n."readAt", n."createdAt"`
      : `(extract(epoch from n."readAt") * 1000)::float8 AS "readMs", (extract(epoch from n."createdAt") * 1000)::float8 AS "createdMs"`;
  return `SELECT c."total", c."read", n."id", n."type", n."key", n."params", n."link", n."avatarUrl", ${dates}, n."contactRequestId", r."status" AS "contactStatus", r."targetId" AS "contactTargetId"
FROM (SELECT count(*) AS "total", count("readAt") AS "read" FROM "Notification" WHERE ${condition}) c
LEFT JOIN (SELECT * FROM "Notification" WHERE ${condition}${readFilter} ORDER BY "createdAt" DESC, "id" DESC LIMIT 200) n ON 1 = 1
LEFT JOIN "ContactRequest" r ON r."id" = n."contactRequestId"
ORDER BY n."createdAt" DESC, n."id" DESC`;
}

/** The SQLite text of the list for a filter (its parameters: the person id and the date, twice). */
export const sqliteNotificationList = (filter: NotificationFilter) => listSql("sqlite", SQLITE_SHOWN, filter);

/**
 * The list of /notifications, newest first (200 at most), with the counts the filters and the
 * header show; a notification about a news item waits for the item's publication (shownSql). One
 * statement on the driver (docs/performance.md).
 */
export async function listNotifications(userId: string, filter: NotificationFilter = "all") {
  const shown = shownSql(userId);
  const rows = await rawRead<ListRow>({
    name: `t26-notification-list-${filter}`,
    sqlite: {
      text: sqliteNotificationList(filter),
      // The condition's two parameters, once for the counts and once for the page.
      values: [...shown.sqlite.values, ...shown.sqlite.values],
    },
    postgres: { text: listSql("postgres", shown.postgres.condition, filter), values: shown.postgres.values },
  });
  const total = Number(rows[0]?.total ?? 0);
  const unread = total - Number(rows[0]?.read ?? 0);
  return {
    unread,
    total,
    items: rows.flatMap((r) => {
      if (r.id === null) return [];
      const readAt = r.readMs !== undefined ? r.readMs : r.readAt;
      return [
        {
          id: r.id,
          type: r.type,
          key: r.key,
          link: r.link,
          avatarUrl: r.avatarUrl,
          readAt: readAt === null ? null : toDate(typeof readAt === "string" ? readAt : Number(readAt)),
          createdAt: r.createdMs !== undefined ? toDate(Number(r.createdMs)) : toDate(r.createdAt),
          params: JSON.parse(r.params) as Record<string, string | number>,
          // Approve / reject while the request to this person is still open.
          actions:
            r.contactRequestId !== null && r.contactTargetId === userId && r.contactStatus === "PENDING",
          contactStatus: r.contactRequestId !== null ? r.contactStatus : null,
        },
      ];
    }),
  };
}

type NotificationRow = Awaited<ReturnType<typeof listNotifications>>["items"][number];
/** GET /api/notifications as the client receives it (JSON: dates as ISO strings). */
export type NotificationList = Jsonified<Awaited<ReturnType<typeof listNotifications>>>;

/** The bell's answer (GET /api/notifications/unread, and what reading one returns). */
export interface UnreadCount {
  unread: number;
}

/** One notification as the client receives it (JSON: dates as ISO strings). */
export type NotificationView = Omit<NotificationRow, "readAt" | "createdAt"> & {
  readAt: string | null;
  createdAt: string;
};

/** Tapping a card: unread → read (never back). Someone else's notification is a 404. */
export async function markNotificationRead(userId: string, id: string) {
  const found = await db.notification.findFirst({
    where: { id, userId },
    select: { id: true, readAt: true },
  });
  if (!found) throw new AppError(404, "NOTIFICATION_NOT_FOUND");
  if (!found.readAt)
    await db.notification.updateMany({ where: { id, readAt: null }, data: { readAt: now() } });
  return { unread: await countUnreadNotifications(userId) };
}

export async function markAllNotificationsRead(userId: string) {
  const { count } = await db.notification.updateMany({
    where: { userId, readAt: null },
    data: { readAt: now() },
  });
  return { updated: count, unread: 0 };
}

function contactValue(
  kind: "whatsapp" | "instagram",
  target: { phone: string | null; instagram: string | null },
) {
  if (kind === "whatsapp")
    return target.phone
      ? { value: formatPhone(target.phone), link: `https://wa.me/${target.phone.replace(/\D/g, "")}` }
      : null;
  const handle = target.instagram?.replace(/^@/, "");
  return handle ? { value: `@${handle}`, link: `https://instagram.com/${encodeURIComponent(handle)}` } : null;
}

/**
 * Approve or reject the contact request behind a notification. Only the person asked may decide,
 * once (a conditional PENDING → decided update, so two taps or two devices decide once). Approval
 * reveals the number or handle to the requester in a notification of their own; rejection tells
 * them nothing. The notification is read either way.
 */
export async function decideContactRequest(
  userId: string,
  notificationId: string,
  action: "approve" | "reject",
) {
  const notification = await db.notification.findFirst({
    where: { id: notificationId, userId },
    select: {
      id: true,
      contactRequest: { select: { id: true, kind: true, status: true, targetId: true, requesterId: true } },
    },
  });
  if (!notification) throw new AppError(404, "NOTIFICATION_NOT_FOUND");
  const request = notification.contactRequest;
  if (!request || request.targetId !== userId) throw new AppError(400, "NOTIFICATION_NO_ACTIONS");
  if (request.status !== "PENDING") throw new AppError(409, "CONTACT_ALREADY_DECIDED");

  const target = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { nickname: true, fullName: true, phone: true, instagram: true, avatarUrl: true },
  });
  const reveal = action === "approve" ? contactValue(request.kind, target) : null;
  if (action === "approve" && !reveal)
    throw new AppError(409, request.kind === "instagram" ? "CONTACT_NO_INSTAGRAM" : "CONTACT_NO_PHONE");

  const at = now();
  await db.$transaction(async (tx) => {
    const decided = await tx.contactRequest.updateMany({
      where: { id: request.id, status: "PENDING" },
      data: { status: action === "approve" ? "APPROVED" : "REJECTED", decidedAt: at },
    });
    if (decided.count !== 1) throw new AppError(409, "CONTACT_ALREADY_DECIDED");
    await tx.notification.updateMany({ where: { id: notification.id, readAt: null }, data: { readAt: at } });
    if (reveal) {
      await createNotification(
        {
          userId: request.requesterId,
          key: "contactApproved",
          params: { name: target.nickname || target.fullName, kind: request.kind, value: reveal.value },
          link: reveal.link,
          avatarUrl: target.avatarUrl,
          contactRequestId: request.id,
        },
        tx,
      );
    }
  });
  return {
    status: action === "approve" ? "APPROVED" : "REJECTED",
    unread: await countUnreadNotifications(userId),
  };
}
