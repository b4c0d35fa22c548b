import "server-only";
import { EVENT_DAYS } from "@/lib/event";
import type { AppLocale } from "@/lib/i18n/config";
import { hasTranslation, type Localizable, localizeRow, localizedSelect } from "@/lib/i18n/localized";
import { db } from "@/lib/server/db";
import type { Prisma } from "@/lib/server/generated/prisma/client";
import { recifeDayRange } from "@/lib/server/services/transport/my-trips";

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

/** What an event card shows (schedule day, search results, the homes); each caller adds its own. */
export const EVENT_CARD_SELECT = {
  id: true,
  ...localizedSelect(EVENT_TEXT_FIELDS),
  type: true,
  startsAt: true,
  endsAt: true,
  location: true,
  address: true,
  latitude: true,
  longitude: true,
  capacity: true,
  enrolledCount: true,
  tags: true,
  hosts: { orderBy: { position: "asc" }, select: { name: true, role: true, avatarUrl: true } },
} satisfies Prisma.EventSelect;

/** One day of one city's programme for this participant (enrolled / waiting flags), by start time. */
export async function scheduleDay(
  userId: string,
  cityId: string,
  day: string,
  mineOnly: boolean,
  locale: AppLocale,
) {
  const { start, end } = recifeDayRange(day);
  const events = await db.event.findMany({
    where: {
      cityId,
      startsAt: { gte: start, lt: end },
      ...(mineOnly ? { enrolments: { some: { userId } } } : {}),
    },
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    select: {
      ...EVENT_CARD_SELECT,
      enrolments: { where: { userId }, select: { id: true } },
      waitlist: { where: { userId }, select: { id: true } },
    },
  });
  return events.map(({ enrolments, waitlist, tags, ...e }) => ({
    ...eventInLocale(e, locale),
    tags: tags
      ? tags
          .split(",")
          .map((t) => t.trim())
          .filter(Boolean)
      : [],
    isEnrolled: enrolments.length > 0,
    isWaiting: waitlist.length > 0,
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
