import "server-only";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import type { EventType } from "@/lib/server/generated/prisma/client";
import { recifeDayRange } from "@/lib/server/services/transport/my-trips";
import type { AppLocale } from "@/lib/i18n/config";
import { EVENT_CARD_SELECT, eventInLocale } from "./schedule-day";

export type SortOrder = "time" | "popularity" | "recent";

/** Case- and accent-insensitive text for matching ("Adoração" ~ "adoracao"). */
export function fold(text: string) {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

export interface SearchInput {
  userId: string;
  q?: string;
  cities?: string[];
  types?: EventType[];
  date?: string;
  sort?: SortOrder;
  /** The reader's language: the text searched and answered (Portuguese where an event has none). */
  locale: AppLocale;
}

/** Search over title and description (as the reader sees them) with type and city filters (any of the selected), sorted. */
export async function searchEvents({
  userId,
  q = "",
  cities = [],
  types = [],
  date,
  sort = "time",
  locale,
}: SearchInput) {
  if (cities.length) {
    const known = await db.city.count({ where: { id: { in: cities }, hasSchedule: true } });
    if (known !== new Set(cities).size) throw new AppError(400, "UNKNOWN_CITY");
  }
  const range = date ? recifeDayRange(date) : null;
  const raw = await db.event.findMany({
    where: {
      ...(cities.length ? { cityId: { in: cities } } : {}),
      ...(types.length ? { type: { in: types } } : {}),
      ...(range ? { startsAt: { gte: range.start, lt: range.end } } : {}),
    },
    select: {
      ...EVENT_CARD_SELECT,
      createdAt: true,
      cityId: true,
      enrolments: { where: { userId }, select: { id: true } },
      waitlist: { where: { userId }, select: { id: true } },
    },
  });
  const rows = raw.map((e) => eventInLocale(e, locale));
  const needle = fold(q.trim());
  const found = needle
    ? rows.filter((e) => fold(e.title).includes(needle) || fold(e.description).includes(needle))
    : rows;
  const byTime = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    a.startsAt.getTime() - b.startsAt.getTime() || a.id.localeCompare(b.id);
  found.sort(
    sort === "popularity"
      ? (a, b) => b.enrolledCount / b.capacity - a.enrolledCount / a.capacity || byTime(a, b)
      : sort === "recent"
        ? (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id)
        : byTime,
  );
  return found.map(({ enrolments, waitlist, tags, ...e }) => ({
    ...e,
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
