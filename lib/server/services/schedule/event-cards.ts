import "server-only";
import { db } from "@/lib/server/db";
import { rawRead } from "@/lib/server/raw-read";
import { TtlCache } from "@/lib/server/ttl-cache";
import type { EventType, Prisma } from "@/lib/server/generated/prisma/client";
import { recifeDayRange } from "@/lib/server/services/transport/my-trips";
import { hasTranslation, localizeRow, localizedSelect, pickLocalized } from "@/lib/i18n/localized";
import type { AppLocale } from "@/lib/i18n/config";

/**
 * The schedule's event cards, split in two (docs/performance.md):
 *
 * - what organisers write (title, texts, times, place, hosts, tags) changes a few times a day and
 *   is edited straight in the database (Prisma Studio), so no code path can tell this process it
 *   changed: it is cached here per filter for EVENT_CARDS_TTL_MS. An edit, a new event or an
 *   event moved to another day shows on every instance within that time. A filter read steadily
 *   is reloaded in the background before it expires (TtlCache), so no search waits for the ~11 ms
 *   reload.
 * - what moves with every enrolment — seats taken, capacity, the viewer's enrolment and waitlist
 *   place — is read on every request, in one statement on the driver, for the cached ids. An event
 *   deleted from the database drops out of the list at once (its live row is missing).
 *
 * The cache holds nothing about a person, so it is the same for every viewer and every instance.
 */
export const EVENT_CARDS_TTL_MS = 30_000;
/** Distinct filters kept (cities × types × day); the oldest goes first past this. */
const MAX_ENTRIES = 300;

/** What an event card shows (schedule day, search results, the homes); each caller adds its own. */
export const EVENT_CARD_SELECT = {
  id: true,
  ...localizedSelect(["title", "description"]),
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

const CARD_SELECT = { ...EVENT_CARD_SELECT, createdAt: true, cityId: true } satisfies Prisma.EventSelect;
type CardRow = Prisma.EventGetPayload<{ select: typeof CARD_SELECT }>;

export interface CardFilter {
  cities?: string[];
  types?: EventType[];
  /** One day of the congress (YYYY-MM-DD, Recife time). */
  date?: string;
}

/**
 * One cached filter: its rows and, built once per locale on the first text search of the entry,
 * each row's title and description as that locale's reader sees them, folded (search-events.ts).
 */
interface CardSet {
  rows: CardRow[];
  folded: Partial<Record<AppLocale, { title: string; description: string }[]>>;
  /** The rows as the search answers them in each locale (SearchFound), built on first use. */
  shown: Partial<Record<AppLocale, ShownCard[]>>;
  /**
   * Each shown row's JSON without its live fields, open at the end (`{"id":…,"tags":[…],`), in
   * UTF-8, per locale (SearchFound.json): encoded once per entry, copied into each answer.
   */
  json: Partial<Record<AppLocale, Buffer[]>>;
  /**
   * The rows each searched text matched, per locale and folded needle (the entry's rows do not
   * change while it is cached); at most MAX_NEEDLES per entry and locale, the oldest first out.
   */
  matches: Partial<Record<AppLocale, Map<string, Selection>>>;
  /** Every row (the list without a text), built on first use. */
  all?: Selection;
}

/**
 * Some of an entry's rows, with what their live read needs, kept with the entry so a request
 * builds none of it (docs/performance.md, "what a search allocates").
 */
interface Selection {
  /** The rows' indexes in the entry, in its order (start time, then id). */
  indexes: number[];
  /** Their ids: the live read's parameter (PostgreSQL), and as JSON text (SQLite's json_each). */
  ids: string[];
  idsJson: string;
  /** Each id's place in `indexes`, where its live row goes. */
  at: Map<string, number>;
}

function selection(set: CardSet, indexes: number[]): Selection {
  const ids = indexes.map((i) => set.rows[i]!.id);
  return { indexes, ids, idsJson: JSON.stringify(ids), at: new Map(ids.map((id, k) => [id, k])) };
}

/** Texts whose matches an entry keeps per locale (typed searches: one per letter or word). */
const MAX_NEEDLES = 100;

const cards = new TtlCache<CardSet>(EVENT_CARDS_TTL_MS, MAX_ENTRIES);
const cities = new TtlCache<Set<string>>(EVENT_CARDS_TTL_MS, 1);
/** Each filter's last loaded entry, whatever its age: what a reload of the same rows keeps (loadCards). */
const lastLoaded = new Map<string, CardSet>();

/** Tests: forget every cached filter (as a fresh instance would start). */
export function clearEventCardCache() {
  cards.clear();
  cities.clear();
  lastLoaded.clear();
}

/** Ids of the cities that have a schedule (same TTL: organisers rarely add one). */
export function scheduleCityIds(): Promise<Set<string>> {
  return cities.get("all", async () => {
    const rows = await db.city.findMany({ where: { hasSchedule: true }, select: { id: true } });
    return new Set(rows.map((r) => r.id));
  });
}

/** Case- and accent-insensitive text for matching ("Adoração" ~ "adoracao"). */
export function fold(text: string) {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/**
 * Loads the entry of a filter. A reload that reads the same rows as its last load (every field
 * but the live ones, which no answer takes from the cache) keeps what was built from them: the
 * folded texts, the shown cards and their JSON, each text's matches. Without this the first
 * search after every 30-second reload rebuilt them all in the request (~4 ms of CPU for the whole
 * schedule, docs/performance.md), and every request behind it waited.
 */
async function loadCards(key: string, { cities = [], types = [], date }: CardFilter): Promise<CardSet> {
  const range = date ? recifeDayRange(date) : null;
  const rows = await db.event.findMany({
    where: {
      ...(cities.length ? { cityId: { in: cities } } : {}),
      ...(types.length ? { type: { in: types } } : {}),
      ...(range ? { startsAt: { gte: range.start, lt: range.end } } : {}),
    },
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    select: CARD_SELECT,
  });
  const last = lastLoaded.get(key);
  const set: CardSet =
    last && sameRows(last.rows, rows)
      ? { ...last, rows }
      : { rows, folded: {}, shown: {}, json: {}, matches: {} };
  lastLoaded.delete(key);
  if (lastLoaded.size >= MAX_ENTRIES) lastLoaded.delete(lastLoaded.keys().next().value!);
  lastLoaded.set(key, set);
  return set;
}

/** Fields of a cached row that every answer reads live instead (liveRows). */
const LIVE_COLUMNS_CACHED = new Set(["enrolledCount", "capacity"]);

/** The same rows in the same order, field for field (keys in the same order), live fields aside. */
function sameRows(a: CardRow[], b: CardRow[]) {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!sameValue(a[i], b[i], LIVE_COLUMNS_CACHED)) return false;
  return true;
}

/** Deep equality of what Prisma returns here: primitives, dates, arrays, plain objects (anything else: not equal). */
function sameValue(a: unknown, b: unknown, skip?: Set<string>): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof Date) return b instanceof Date && a.getTime() === b.getTime();
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameValue(a[i], b[i])) return false;
    return true;
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  const other = Object.keys(b);
  if (keys.length !== other.length) return false;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if (key !== other[i]) return false;
    if (!skip?.has(key) && !sameValue(a[key], b[key])) return false;
  }
  return true;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

const TEXT_FIELDS = ["title", "description"] as const;

/**
 * A card in the reader's language (Portuguese where organisers wrote none; `translated` false
 * then), twins dropped, tags split — the search's answer but for the live fields, which keep
 * their places (capacity, enrolledCount, isEnrolled, isWaiting) and are set per request.
 */
function shownCard({ tags, ...row }: CardRow, locale: AppLocale) {
  return {
    ...localizeRow(row, TEXT_FIELDS, locale),
    isEnrolled: false,
    isWaiting: false,
    translated: hasTranslation(row, "title", locale),
    tags: tags
      ? tags
          .split(",")
          .map((t) => t.trim())
          .filter(Boolean)
      : [],
  };
}

/** The entry's folded texts in this locale (what the reader sees: Portuguese where no twin). */
function foldedTexts(set: CardSet, locale: AppLocale) {
  return (set.folded[locale] ??= set.rows.map((row) => ({
    title: fold(pickLocalized(row, "title", locale)),
    description: fold(pickLocalized(row, "description", locale)),
  })));
}

/** A text search over the cards: the folded needle (fold), matched in the reader's locale. */
export interface CardText {
  needle: string;
  locale: AppLocale;
}

// ───────────────────────────── live part ─────────────────────────────

interface LiveRow {
  id: string;
  enrolledCount: number | bigint;
  capacity: number | bigint;
  enrolled: number | bigint | boolean;
  waiting: number | bigint | boolean;
}

const LIVE_COLUMNS = (user: string) => `e."id", e."enrolledCount", e."capacity",
  EXISTS (SELECT 1 FROM "Enrolment" n WHERE n."userId" = ${user} AND n."eventId" = e."id") AS "enrolled",
  EXISTS (SELECT 1 FROM "WaitlistEntry" w WHERE w."userId" = ${user} AND w."eventId" = e."id") AS "waiting"`;
// Written once: a text built per request is also flattened per request (the prepared statements' key).
const LIVE_SQLITE = `SELECT ${LIVE_COLUMNS("?")} FROM "Event" e WHERE e."id" IN (SELECT value FROM json_each(?))`;
// PostgreSQL: the ids joined as rows (not `e."id" = ANY($2)`, which a prepared statement's generic
// plan tests on every event, id by id) and the viewer's enrolment and waitlist place as left joins
// on their (userId, eventId) unique indexes, index-only, at most one row each: ~2 × less database
// CPU for a search's ~40 ids, ~1.8 × for the whole schedule (docs/performance.md).
const LIVE_POSTGRES = `SELECT e."id", e."enrolledCount", e."capacity",
  n."eventId" IS NOT NULL AS "enrolled", w."eventId" IS NOT NULL AS "waiting"
  FROM unnest($2::text[]) k("id") JOIN "Event" e ON e."id" = k."id"
  LEFT JOIN "Enrolment" n ON n."userId" = $1 AND n."eventId" = e."id"
  LEFT JOIN "WaitlistEntry" w ON w."userId" = $1 AND w."eventId" = e."id"`;

/** Seats and the viewer's place for these events: one statement on the driver under Prisma. */
function liveRows(userId: string, { ids, idsJson }: Selection): Promise<LiveRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return rawRead<LiveRow>({
    name: "t26-event-cards-live",
    sqlite: { text: LIVE_SQLITE, values: [userId, userId, idsJson] },
    postgres: { text: LIVE_POSTGRES, values: [userId, ids] },
  });
}

/**
 * The entry's indexes whose title or description (folded, in the reader's locale) contains the
 * needle: the folded texts are scanned once per entry, locale and needle (a CPU profile of the
 * text search had this scan of every event's description as the route's largest own cost).
 */
function textMatches(set: CardSet, { needle, locale }: CardText): Selection {
  const known = (set.matches[locale] ??= new Map());
  let found = known.get(needle);
  if (!found) {
    const folded = foldedTexts(set, locale);
    const indexes: number[] = [];
    for (let i = 0; i < folded.length; i++)
      if (folded[i]!.title.includes(needle) || folded[i]!.description.includes(needle)) indexes.push(i);
    found = selection(set, indexes);
    if (known.size >= MAX_NEEDLES) known.delete(known.keys().next().value!);
    known.set(needle, found);
  }
  return found;
}

/** The cache key of a filter: the same for the same cities, types and day in any order. */
function filterKey({ cities = [], types = [], date }: CardFilter) {
  if (cities.length === 0 && types.length === 0 && !date) return NO_FILTER; // the plain search's
  return JSON.stringify([[...new Set(cities)].sort(), [...new Set(types)].sort(), date ?? null]);
}
const NO_FILTER = JSON.stringify([[], [], null]);

/**
 * The cached entry's rows matching the text (all without one), and their live rows, each at its
 * row's place in `rows.indexes` (undefined where the event is gone).
 */
async function matching(userId: string, filter: CardFilter, text?: CardText) {
  const key = filterKey(filter);
  const set = await cards.get(key, () => loadCards(key, filter));
  const rows = text?.needle
    ? textMatches(set, text)
    : (set.all ??= selection(
        set,
        set.rows.map((_, i) => i),
      ));
  const live: (LiveRow | undefined)[] = new Array(rows.indexes.length);
  const read = await liveRows(userId, rows);
  for (let r = 0; r < read.length; r++) live[rows.at.get(read[r]!.id)!] = read[r];
  return { set, indexes: rows.indexes, live };
}

/**
 * The cards matching the filter for this viewer, by start time then id: cached texts and times,
 * live seats and the viewer's enrolment / waitlist flags. With `text`, only the cards whose title
 * or description (folded, in the reader's locale) contains the needle: matched in memory on the
 * cached entry before the live read, which then reads only the matches.
 */
export async function eventCards(userId: string, filter: CardFilter, text?: CardText) {
  const { set, indexes, live } = await matching(userId, filter, text);
  const out = [];
  for (let k = 0; k < indexes.length; k++) {
    const now = live[k];
    if (!now) continue;
    out.push({
      ...set.rows[indexes[k]!]!,
      enrolledCount: Number(now.enrolledCount),
      capacity: Number(now.capacity),
      isEnrolled: Boolean(now.enrolled),
      isWaiting: Boolean(now.waiting),
    });
  }
  return out;
}

type ShownCard = ReturnType<typeof shownCard>;
const LIVE_FIELDS = ["enrolledCount", "capacity", "isEnrolled", "isWaiting"] as const;

/** A shown card's JSON but its live fields, open at the end for them: `{"id":…,"tags":[…],`. */
function staticJson(card: ShownCard): Buffer {
  const rest: Record<string, unknown> = { ...card };
  for (const field of LIVE_FIELDS) delete rest[field];
  return Buffer.from(`${JSON.stringify(rest).slice(0, -1)},`);
}

/** One card a text search found for this viewer: its place in the cached entry, live fields, sort keys. */
export interface SearchHit {
  index: number;
  id: string;
  startsAt: Date;
  createdAt: Date;
  enrolledCount: number;
  capacity: number;
  isEnrolled: boolean;
  isWaiting: boolean;
}

const OPEN = Buffer.from('{"events":[');
const CLOSE = Buffer.from("]}");

/**
 * What a text search found (searchCards): the hits, which the caller may sort in place, then
 * either the cards (`cards`, for the results page) or the route's whole answer (`json`).
 */
export class SearchFound {
  constructor(
    readonly hits: SearchHit[],
    private readonly set: CardSet,
    private readonly locale: AppLocale,
  ) {}

  private get shown(): ShownCard[] {
    return (this.set.shown[this.locale] ??= this.set.rows.map((row) => shownCard(row, this.locale)));
  }

  /** The hits as cards in the reader's language (built once per entry and locale), live fields set. */
  cards() {
    const shown = this.shown;
    return this.hits.map((hit) => ({
      ...shown[hit.index]!,
      enrolledCount: hit.enrolledCount,
      capacity: hit.capacity,
      isEnrolled: hit.isEnrolled,
      isWaiting: hit.isWaiting,
    }));
  }

  /**
   * `{"events":[…]}` in UTF-8: JSON.stringify's answer for `{ events: cards() }` (the live fields
   * last). Each card's texts, times, place and tags were serialised and encoded once per cache
   * entry and locale; a request copies those bytes and writes the four live fields (CPU profiles:
   * JSON.stringify of the ~40 cards, then the conversion and encoding of the answer as a string,
   * then the per-request copies of the cards, were the route's largest own costs).
   */
  json(): Buffer<ArrayBuffer> {
    const heads = (this.set.json[this.locale] ??= this.shown.map(staticJson));
    let size = OPEN.length + CLOSE.length + Math.max(0, this.hits.length - 1);
    for (let k = 0; k < this.hits.length; k++) {
      const hit = this.hits[k]!;
      size +=
        heads[hit.index]!.length +
        ENROLLED_COUNT.length +
        digits(hit.enrolledCount) +
        CAPACITY.length +
        digits(hit.capacity) +
        (hit.isEnrolled ? ENROLLED_TRUE : ENROLLED_FALSE).length +
        (hit.isWaiting ? WAITING_TRUE : WAITING_FALSE).length;
    }
    // Bytes copied and digits written in place: no string per card or per field.
    const out = Buffer.allocUnsafe(size);
    let at = OPEN.copy(out, 0);
    for (let k = 0; k < this.hits.length; k++) {
      const hit = this.hits[k]!;
      if (k > 0) out[at++] = 0x2c; // ","
      at += heads[hit.index]!.copy(out, at);
      at += ENROLLED_COUNT.copy(out, at);
      at = writeDigits(out, at, hit.enrolledCount);
      at += CAPACITY.copy(out, at);
      at = writeDigits(out, at, hit.capacity);
      at += (hit.isEnrolled ? ENROLLED_TRUE : ENROLLED_FALSE).copy(out, at);
      at += (hit.isWaiting ? WAITING_TRUE : WAITING_FALSE).copy(out, at);
    }
    CLOSE.copy(out, at);
    return out;
  }
}

// A card's live fields as JSON.stringify writes them, last in the card (SearchFound.json).
const ENROLLED_COUNT = Buffer.from('"enrolledCount":');
const CAPACITY = Buffer.from(',"capacity":');
const ENROLLED_TRUE = Buffer.from(',"isEnrolled":true');
const ENROLLED_FALSE = Buffer.from(',"isEnrolled":false');
const WAITING_TRUE = Buffer.from(',"isWaiting":true}');
const WAITING_FALSE = Buffer.from(',"isWaiting":false}');

/** A count's length in JSON (seats: safe integers, never negative in the database, but written as JSON would). */
function digits(n: number) {
  if (!Number.isSafeInteger(n) || n < 0) return Buffer.byteLength(JSON.stringify(n));
  let d = 1;
  while (n >= 10) {
    n = Math.floor(n / 10);
    d++;
  }
  return d;
}

/** Writes `n` as JSON.stringify does at `at`; returns where it ends. */
function writeDigits(out: Buffer, at: number, n: number) {
  if (!Number.isSafeInteger(n) || n < 0) return at + out.write(JSON.stringify(n), at, "latin1");
  const end = at + digits(n);
  let i = end;
  do {
    out[--i] = 0x30 + (n % 10);
    n = Math.floor(n / 10);
  } while (n > 0);
  return end;
}

/**
 * The cards matching the filter and text for this viewer (SearchFound), by start time then id:
 * matched in memory on the cached entry, live seats and flags read for the matches only.
 */
export async function searchCards(userId: string, filter: CardFilter, text: CardText): Promise<SearchFound> {
  const { set, indexes, live } = await matching(userId, filter, text);
  const hits: SearchHit[] = [];
  for (let k = 0; k < indexes.length; k++) {
    const now = live[k];
    if (!now) continue;
    const index = indexes[k]!;
    const row = set.rows[index]!;
    hits.push({
      index,
      id: row.id,
      startsAt: row.startsAt,
      createdAt: row.createdAt,
      enrolledCount: Number(now.enrolledCount),
      capacity: Number(now.capacity),
      isEnrolled: Boolean(now.enrolled),
      isWaiting: Boolean(now.waiting),
    });
  }
  return new SearchFound(hits, set, text.locale);
}
