import "server-only";
import type { NotificationType, Prisma } from "@/lib/server/generated/prisma/client";
import { db } from "@/lib/server/db";
import { pushNotification } from "./push";

/**
 * The notification catalogue. A notification stores a message key + JSON params; the
 * notifications screen renders `notifications.items.<key>.title` / `.description` in the
 * reader's language. Every feature creates notifications through createNotification().
 *
 * key               type     preference    params
 * contactRequest    contact  userContact   { name, kind: "whatsapp"|"instagram" }   (+ contactRequestId)
 * contactApproved   contact  userContact   { name, kind, value }                     (the revealed number/handle)
 * postComment       comment  community     { name, postId }
 * postLike          like     community     { name, postId }
 * newsImportant     news     news          { title, newsId }
 * waitlistSeat      event    schedule      { title, eventId }
 * enrolmentChanged  event    schedule      { title, eventId }
 */
export const NOTIFICATION_KEYS = {
  contactRequest: { type: "contact", preference: "notifyUserContact" },
  contactApproved: { type: "contact", preference: "notifyUserContact" },
  postComment: { type: "comment", preference: "notifyCommunity" },
  postLike: { type: "like", preference: "notifyCommunity" },
  newsImportant: { type: "news", preference: "notifyNews" },
  waitlistSeat: { type: "event", preference: "notifySchedule" },
  enrolmentChanged: { type: "event", preference: "notifySchedule" },
} as const satisfies Record<
  string,
  {
    type: NotificationType;
    preference: "notifyUserContact" | "notifyCommunity" | "notifyNews" | "notifySchedule";
  }
>;

export type NotificationKey = keyof typeof NOTIFICATION_KEYS;

export interface CreateNotificationInput {
  userId: string;
  key: NotificationKey;
  params?: Record<string, string | number>;
  link?: string;
  avatarUrl?: string | null;
  contactRequestId?: string;
}

type Tx = Prisma.TransactionClient | typeof db;

/** Who may be told of a key: an account that still exists and has the key's category on. */
function reachable(key: NotificationKey) {
  return { deletedAt: null, [NOTIFICATION_KEYS[key].preference]: true };
}

function notificationRow(userId: string, input: Omit<CreateNotificationInput, "userId">) {
  return {
    userId,
    type: NOTIFICATION_KEYS[input.key].type,
    key: input.key,
    params: JSON.stringify(input.params ?? {}),
    link: input.link,
    avatarUrl: input.avatarUrl ?? undefined,
    contactRequestId: input.contactRequestId,
  };
}

/**
 * Creates a notification unless the user turned that category off (returns null then).
 * Pass `tx` to create it inside the caller's transaction.
 */
export async function createNotification(input: CreateNotificationInput, tx: Tx = db) {
  const user = await tx.user.findFirst({
    where: { id: input.userId, ...reachable(input.key) },
    select: { id: true },
  });
  if (!user) return null;
  const created = await tx.notification.create({ data: notificationRow(input.userId, input) });
  // Pushed to the user's devices too (after this call; a failed push never fails the action).
  pushNotification([input.userId], { key: input.key, params: input.params ?? {}, link: input.link });
  return created;
}

/** Ids per statement in broadcasts: far below SQLite's and PostgreSQL's bound-parameter limits. */
const BROADCAST_CHUNK = 1000;

/**
 * One notification for many people (broadcasts to everyone enrolled or every adult): the same
 * rules as createNotification, but one read and one insert per thousand people, and the pushes
 * after, in the background. Returns how many were told.
 */
export async function createNotifications(
  userIds: Iterable<string>,
  input: Omit<CreateNotificationInput, "userId" | "contactRequestId">,
): Promise<number> {
  const ids = [...new Set(userIds)];
  let told = 0;
  for (let i = 0; i < ids.length; i += BROADCAST_CHUNK) {
    const users = await db.user.findMany({
      where: { id: { in: ids.slice(i, i + BROADCAST_CHUNK) }, ...reachable(input.key) },
      select: { id: true },
    });
    if (users.length === 0) continue;
    await db.notification.createMany({ data: users.map((u) => notificationRow(u.id, input)) });
    pushNotification(
      users.map((u) => u.id),
      { key: input.key, params: input.params ?? {}, link: input.link },
    );
    told += users.length;
  }
  return told;
}
