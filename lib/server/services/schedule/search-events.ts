import "server-only";
import { AppError } from "@/lib/server/errors";
import type { EventType } from "@/lib/server/generated/prisma/client";
import type { AppLocale } from "@/lib/i18n/config";
import { fold, scheduleCityIds, searchCards, type SearchHit } from "./event-cards";

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

const byTime = (a: SearchHit, b: SearchHit) =>
  a.startsAt.getTime() - b.startsAt.getTime() || a.id.localeCompare(b.id);

const ORDER: Record<SortOrder, (a: SearchHit, b: SearchHit) => number> = {
  time: byTime,
  popularity: (a, b) => b.enrolledCount / b.capacity - a.enrolledCount / a.capacity || byTime(a, b),
  recent: (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id),
};

/** What the search found, sorted (SearchFound: the cards, or the route's answer as bytes). */
async function search({ userId, q = "", cities = [], types = [], date, sort = "time", locale }: SearchInput) {
  if (cities.length) {
    const known = await scheduleCityIds();
    if (!cities.every((c) => known.has(c))) throw new AppError(400, "UNKNOWN_CITY");
  }
  // Cached cards, matched against the entry's folded texts in memory and localized once per
  // entry and locale; live seats and flags for the matches only (event-cards.ts).
  const found = await searchCards(userId, { cities, types, date }, { needle: fold(q.trim()), locale });
  found.hits.sort(ORDER[sort]);
  return found;
}

/** Search over title and description (as the reader sees them) with type and city filters (any of the selected), sorted. */
export async function searchEvents(input: SearchInput) {
  return (await search(input)).cards();
}

/**
 * searchEvents' answer as the API sends it: `{"events":[…]}` in UTF-8, the same JSON as
 * `JSON.stringify({ events: await searchEvents(input) })`, written from bytes cached per card
 * (SearchFound.json).
 */
export async function searchEventsJson(input: SearchInput): Promise<Buffer<ArrayBuffer>> {
  return (await search(input)).json();
}
