import "server-only";
import { AppError } from "@/lib/server/errors";
import type { EventType } from "@/lib/server/generated/prisma/client";
import type { AppLocale } from "@/lib/i18n/config";
import { eventCards, scheduleCityIds } from "./event-cards";
import { eventInLocale } from "./schedule-day";

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
    const known = await scheduleCityIds();
    if (!cities.every((c) => known.has(c))) throw new AppError(400, "UNKNOWN_CITY");
  }
  // Cached texts and times, live seats and flags (event-cards.ts).
  const raw = await eventCards(userId, { cities, types, date });
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
  return found.map(({ tags, ...e }) => ({
    ...e,
    tags: tags
      ? tags
          .split(",")
          .map((t) => t.trim())
          .filter(Boolean)
      : [],
  }));
}
