import "server-only";
import { EVENT_DAYS } from "@/lib/event";
import type { AppLocale } from "@/lib/i18n/config";
import { hasTranslation, type Localizable, localizeRow } from "@/lib/i18n/localized";
import { db } from "@/lib/server/db";
import { eventCards } from "./event-cards";

const EVENT_TEXT_FIELDS = ["title", "description"] as const;

/**
 * An event's title and description in the reader's language (Portuguese where the organisers wrote
 * none); `translated` false → the card and dialog say "Em português".
 */
export function eventInLocale<T extends Localizable<(typeof EVENT_TEXT_FIELDS)[number]>>(
  event: T,
  locale: AppLocale,
) {
  return {
    ...localizeRow(event, EVENT_TEXT_FIELDS, locale),
    translated: hasTranslation(event, "title", locale),
  };
}

export { EVENT_CARD_SELECT } from "./event-cards";

/** One day of one city's programme for this participant (enrolled / waiting flags), by start time. */
export async function scheduleDay(
  userId: string,
  cityId: string,
  day: string,
  mineOnly: boolean,
  locale: AppLocale,
) {
  // Cached texts and times, live seats and flags (event-cards.ts); by start time, then id.
  const events = (await eventCards(userId, { cities: [cityId], date: day })).filter(
    (e) => !mineOnly || e.isEnrolled,
  );
  return events.map(({ tags, createdAt: _createdAt, cityId: _cityId, ...e }) => ({
    ...eventInLocale(e, locale),
    tags: tags
      ? tags
          .split(",")
          .map((t) => t.trim())
          .filter(Boolean)
      : [],
  }));
}

export async function scheduleCities() {
  return db.city.findMany({
    where: { hasSchedule: true },
    orderBy: { position: "asc" },
    select: { id: true, name: true },
  });
}

export function isEventDay(day: string) {
  return (EVENT_DAYS as readonly string[]).includes(day);
}
