import "server-only";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { createNotifications } from "./create-notification";

/**
 * Organisers mark a news item important (data) and staff send it: every active adult participant
 * who has not been told about this item yet gets a `newsImportant` notification (and a push),
 * respecting their news preference. Idempotent: sending twice tells nobody twice.
 */
export async function notifyImportantNews(newsId: string) {
  const news = await db.newsItem.findUnique({
    where: { id: newsId },
    select: { id: true, title: true, isImportant: true },
  });
  if (!news) throw new AppError(404, "NEWS_NOT_FOUND");
  if (!news.isImportant) throw new AppError(409, "NEWS_NOT_IMPORTANT");
  const link = `/news/${news.id}`;
  // Adults not told about this item yet (one query; the database skips those already told).
  const people = await db.user.findMany({
    where: {
      deletedAt: null,
      guardianId: null,
      phone: { not: null },
      notifications: { none: { key: "newsImportant", link } },
    },
    select: { id: true },
  });
  const sent = await createNotifications(
    people.map((p) => p.id),
    { key: "newsImportant", params: { title: news.title, newsId: news.id }, link },
  );
  return { sent };
}

/** Important news for the staff screen, with how many people were told. */
export async function listImportantNews() {
  const items = await db.newsItem.findMany({
    where: { isImportant: true },
    orderBy: { publishedAt: "desc" },
    select: { id: true, title: true, publishedAt: true },
  });
  return Promise.all(
    items.map(async (n) => ({
      ...n,
      publishedAt: n.publishedAt.toISOString(),
      told: await db.notification.count({ where: { key: "newsImportant", link: `/news/${n.id}` } }),
    })),
  );
}

/**
 * Organisers changed an event (time, place — edited as data): staff tell everyone enrolled.
 * Adults enrolled get `enrolmentChanged`; a dependent's guardian is told for the child. Each
 * person once per call, preferences respected (schedule category).
 */
export async function notifyEventChange(eventId: string) {
  const event = await db.event.findUnique({ where: { id: eventId }, select: { id: true, title: true } });
  if (!event) throw new AppError(404, "EVENT_NOT_FOUND");
  const enrolled = await db.enrolment.findMany({
    where: { eventId },
    select: { user: { select: { id: true, guardianId: true, deletedAt: true } } },
  });
  const people = new Set(
    enrolled.filter((e) => !e.user.deletedAt).map((e) => e.user.guardianId ?? e.user.id),
  );
  const sent = await createNotifications(people, {
    key: "enrolmentChanged",
    params: { title: event.title, eventId: event.id },
    link: `/schedule?event=${event.id}`,
  });
  return { sent };
}

/** POST /api/staff/news/{id}/notify and /api/staff/events/{id}/notify-change — how many were told. */
export type BroadcastSent = Awaited<ReturnType<typeof notifyEventChange | typeof notifyImportantNews>>;
