import "server-only";
import { AppError } from "@/lib/server/errors";
import type { EventType } from "@/lib/server/generated/prisma/client";
import type { AppLocale } from "@/lib/i18n/config";
import { fold, scheduleCityIds, searchCards } from "./event-cards";

export type SortOrder = "time" | "popularity" | "recent";

export { fold };

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
  // Cached cards, matched against the entry's folded texts in memory and localized once per
  // entry and locale; live seats and flags for the matches only (event-cards.ts).
  const found = await searchCards(userId, { cities, types, date }, { needle: fold(q.trim()), locale });
  const byTime = (a: (typeof found)[number], b: (typeof found)[number]) =>
    a.startsAt.getTime() - b.startsAt.getTime() || a.id.localeCompare(b.id);
  return found.sort(
    sort === "popularity"
      ? (a, b) => b.enrolledCount / b.capacity - a.enrolledCount / a.capacity || byTime(a, b)
      : sort === "recent"
        ? (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id)
        : byTime,
  );
}
