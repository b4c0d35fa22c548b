import "server-only";
import { formatPhone } from "@/lib/phone";
import { now } from "@/lib/server/clock";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { rawRead } from "@/lib/server/raw-read";
import type { Jsonified } from "../jsonified";
import { countUnreadNotifications, shownSql, shownTo } from "./count-unread-notifications";
import { createNotification } from "./create-notification";

export type NotificationFilter = "all" | "unread" | "read";

/**
 * The list of /notifications, newest first, with the counts the filters and the header show; a
 * notification about a news item waits for the item's publication (shownTo).
 */
export async function listNotifications(userId: string, filter: NotificationFilter = "all") {
  const shown = await shownTo(userId);
  const counted = shownSql(userId);
  const where = {
    ...shown,
    ...(filter === "unread" ? { readAt: null } : filter === "read" ? { readAt: { not: null } } : {}),
  };
  const [rows, [counts]] = await Promise.all([
    db.notification.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 200,
      select: {
        id: true,
        type: true,
        key: true,
        params: true,
        link: true,
        avatarUrl: true,
        readAt: true,
        createdAt: true,
        contactRequestId: true,
      },
    }),
    // Both counts in one pass over the person's index entries (count of readAt = the read ones).
    rawRead<{ total: unknown; read: unknown }>({
      name: "t26-notification-counts",
      sqlite: {
        text: `SELECT count(*) AS "total", count("readAt") AS "read" FROM "Notification" WHERE ${counted.sqlite.condition}`,
        values: counted.sqlite.values,
      },
      postgres: {
        text: `SELECT count(*) AS "total", count("readAt") AS "read" FROM "Notification" WHERE ${counted.postgres.condition}`,
        values: counted.postgres.values,
      },
    }),
  ]);
  const total = Number(counts?.total ?? 0);
  const unread = total - Number(counts?.read ?? 0);
  // Contact requests only when a notification names one (most lists have none).
  const requestIds = [...new Set(rows.flatMap((r) => (r.contactRequestId ? [r.contactRequestId] : [])))];
  const requests = new Map(
    (requestIds.length
      ? await db.contactRequest.findMany({
          where: { id: { in: requestIds } },
          select: { id: true, status: true, targetId: true },
        })
      : []
    ).map((r) => [r.id, r]),
  );
  return {
    unread,
    total,
    items: rows.map(({ contactRequestId, params, ...n }) => {
      const contactRequest = contactRequestId ? requests.get(contactRequestId) : undefined;
      return {
        ...n,
        params: JSON.parse(params) as Record<string, string | number>,
        // Approve / reject while the request to this person is still open.
        actions:
          !!contactRequest && contactRequest.targetId === userId && contactRequest.status === "PENDING",
        contactStatus: contactRequest?.status ?? null,
      };
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
