/**
 * The main participant's notifications: five, three unread (the spec's default badge is 3).
 * Texts are message keys + JSON params, rendered in the reader's language by the app:
 *
 *   key               type     params
 *   contactRequest    contact  { name, kind }          kind: "whatsapp" | "instagram"
 *   postComment       comment  { name, postId }
 *   postLike          like     { name, postId }
 *   newsImportant     news     { title, newsId }
 *   enrolmentChanged  event    { title, eventId }
 *   (waitlistSeat     event    { title, eventId } — used by the app, not seeded)
 *
 * The alert about the rain news is sent when it is published, on the congress's third day: it
 * exists only once the seed's clock (`now`) has passed that, and is read only after 07:12.
 */
import type { NotificationType, Prisma } from "../../lib/server/generated/prisma/client";
import { MAIN_PARTICIPANT_POST, PENDING_CONTACT_REQUEST_ID } from "./community";
import { IMPORTANT_NEWS_ID, NEWS } from "./news";
import { MAIN_PARTICIPANT, userId } from "./people";
import { eventById } from "./schedule";
import { type Db, type WithId, type WriteStats, SEED_NOW, happenedBy, insertMissing, recife } from "./util";

export const NOTIFICATION_KEYS = [
  "contactRequest",
  "postComment",
  "postLike",
  "newsImportant",
  "waitlistSeat",
  "enrolmentChanged",
] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];

interface NotificationSpec {
  id: string;
  type: NotificationType;
  key: NotificationKey;
  params: Record<string, string>;
  link: string | null;
  contactRequestId?: string;
  createdAt: Date;
  readAt: Date | null;
}

const CHANGED_EVENT_ID = "d2-recife-08";

/** The main participant's notifications sent by `now` (the seed's clock), read if read by then. */
export function mainParticipantNotifications(now: Date = SEED_NOW): NotificationSpec[] {
  const important = NEWS.find((n) => n.id === IMPORTANT_NEWS_ID)!;
  const changed = eventById(CHANGED_EVENT_ID);
  const all: NotificationSpec[] = [
    {
      id: "seed-notif-maria-01",
      type: "contact",
      key: "contactRequest",
      params: { name: "Lucas", kind: "whatsapp" },
      link: `/community/profile/${userId("lucas")}`,
      contactRequestId: PENDING_CONTACT_REQUEST_ID,
      createdAt: recife("2026-10-25", "09:40"),
      readAt: null,
    },
    {
      id: "seed-notif-maria-02",
      type: "comment",
      key: "postComment",
      params: { name: "Gabriel", postId: MAIN_PARTICIPANT_POST },
      link: `/community/post/${MAIN_PARTICIPANT_POST}`,
      createdAt: recife("2026-10-24", "21:50"),
      readAt: null,
    },
    {
      id: "seed-notif-maria-03",
      type: "like",
      key: "postLike",
      params: { name: "Ana Beatriz", postId: MAIN_PARTICIPANT_POST },
      link: `/community/post/${MAIN_PARTICIPANT_POST}`,
      createdAt: recife("2026-10-24", "22:04"),
      readAt: null,
    },
    {
      id: "seed-notif-maria-04",
      type: "news",
      key: "newsImportant",
      params: { title: important.title, newsId: important.id },
      link: `/news/${important.id}`,
      createdAt: important.publishedAt,
      readAt: recife("2026-11-03", "07:12"),
    },
    {
      id: "seed-notif-maria-05",
      type: "event",
      key: "enrolmentChanged",
      params: { title: changed.row.title, eventId: changed.row.id },
      link: "/schedule",
      createdAt: recife("2026-10-23", "10:00"),
      readAt: recife("2026-10-23", "12:30"),
    },
  ];
  return happenedBy(all, now, (n) => n.createdAt).map((n) =>
    n.readAt && n.readAt > now ? { ...n, readAt: null } : n,
  );
}

export const MAIN_PARTICIPANT_UNREAD = 3;

export function notificationRows(now: Date = SEED_NOW): WithId<Prisma.NotificationCreateManyInput>[] {
  return mainParticipantNotifications(now).map((n) => ({
    id: n.id,
    userId: MAIN_PARTICIPANT.id,
    type: n.type,
    key: n.key,
    params: JSON.stringify(n.params),
    avatarUrl: null,
    link: n.link,
    contactRequestId: n.contactRequestId ?? null,
    readAt: n.readAt,
    createdAt: n.createdAt,
  }));
}

export async function seedNotifications(db: Db, stats: WriteStats, now: Date): Promise<void> {
  await insertMissing(stats, notificationRows(now), {
    findExistingIds: (ids) => db.notification.findMany({ where: { id: { in: ids } }, select: { id: true } }),
    createMany: (data) => db.notification.createMany({ data }),
  });
}
