/**
 * Small helpers shared by the seed areas: a seeded PRNG, dates in the event's time zone,
 * document numbers, member codes and the two write strategies the seed uses.
 *
 * Write strategies (both make a second run a no-op):
 *  - syncRows: reference data the organisers own (cities, prices, events, news, FAQs...).
 *    Missing rows are created, rows whose values differ from the seed file are updated,
 *    identical rows are not touched (so @updatedAt columns do not move on a re-run).
 *    With syncReference off (the default when APP_ENV=production, see prisma/seed.ts) existing
 *    rows are left alone, so edits made in Prisma Studio survive the seed run at start-up.
 *  - insertMissing: sample activity (people, enrolments, likes, posts...). Rows are created
 *    only when their stable id is absent AND they do not collide with a natural unique key
 *    that already exists (e.g. the demo user enrolled elsewhere in the same slot); existing
 *    rows are never overwritten, so a re-seed does not undo what was done in the demo.
 */
import { createHash } from "node:crypto";
import type { Prisma } from "../../lib/server/generated/prisma/client";

export type Db = Prisma.TransactionClient;

/** A create input whose id is fixed by the seed (stable ids make re-runs idempotent). */
export type WithId<T> = T & { id: string };

// ───────────── Time ─────────────

/** The congress runs in America/Recife, UTC-3 all year (no DST). */
export const EVENT_UTC_OFFSET = "-03:00";

/** A local Recife date-time ("2026-11-01", "08:00") as an absolute Date. */
export function recife(date: string, time = "00:00"): Date {
  return new Date(`${date}T${time}:00${EVENT_UTC_OFFSET}`);
}

/**
 * The demo's "now": the APP_NOW that `npm run setup` writes to the local `.env` and the e2e servers
 * use (a week before the congress), and the seed's clock unless told otherwise (`seedDatabase`'s
 * `now`, from APP_NOW: see seedClock). Sample activity before the congress (posts, comments, likes,
 * contact requests, notifications, bookings...) is dated up to it, so the demo week reads true.
 * What happens in the congress days (boardings and check-ins with their scans, reward unlocks,
 * Maria's alert about the rain news and the reactions to it) is dated in them and created only
 * when the seed's clock has passed it (`happenedBy`): a week before, none of it exists; on 02/11,
 * day 1's boardings, check-ins and unlocks do. The congress's two news items are organisers'
 * content published on their days (the app holds them back until then).
 */
export const SEED_NOW = recife("2026-10-25", "12:00");

/** A generated time that would fall after the demo's now, moved to just before it. */
export function notAfterSeedNow(at: Date): Date {
  return at > SEED_NOW ? addMinutes(SEED_NOW, -1) : at;
}

/**
 * The seed's clock for prisma/seed.ts: the business clock the app will run on — APP_NOW when it is
 * set (the local `.env`, the e2e and bench servers: SEED_NOW) and APP_ENV is not production (as
 * lib/server/clock.ts reads it) — else the real time.
 */
export function seedClock(env: Record<string, string | undefined> = process.env): Date {
  const fixed = env.APP_NOW;
  if (fixed && env.APP_ENV !== "production") {
    const at = new Date(fixed);
    if (!Number.isNaN(at.getTime())) return at;
  }
  return new Date();
}

/** The rows whose moment (`at`) is not after `now`: what has happened by then. */
export function happenedBy<T>(rows: readonly T[], now: Date, at: (row: T) => Date): T[] {
  return rows.filter((row) => at(row).getTime() <= now.getTime());
}

/** Event day 1..4 → ISO date. */
export const EVENT_DATES = ["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04"] as const;
export type DayNumber = 1 | 2 | 3 | 4;
export const DAY_NUMBERS: DayNumber[] = [1, 2, 3, 4];
export function dayDate(day: DayNumber): string {
  const dates: Record<DayNumber, string> = {
    1: EVENT_DATES[0],
    2: EVENT_DATES[1],
    3: EVENT_DATES[2],
    4: EVENT_DATES[3],
  };
  return dates[day];
}

/** The item at position i of a list read round and round (i ≥ 0); the list must not be empty. */
export function cyclic<T>(items: readonly T[], i: number): T {
  const item = items[i % items.length];
  if (item === undefined) throw new Error("cyclic needs a non-empty list");
  return item;
}

/** Adds minutes to a date (pure). */
export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

// ───────────── Deterministic randomness ─────────────

/** mulberry32: tiny seeded PRNG, so every run produces the same data. */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      return cyclic(items, Math.floor(next() * items.length));
    },
    chance: (p) => next() < p,
  };
}
export interface Rng {
  /** [0, 1) */
  next(): number;
  /** integer in [min, max] */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

/** Stable 32-bit hash of a string (FNV-1a), used to derive per-item seeds. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

// ───────────── Identifiers ─────────────

/** Member-code alphabet: no 0/O/1/I, so codes survive being read aloud or typed by hand. */
export const MEMBER_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const MEMBER_CODE_PATTERN = /^T26-[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{6}$/;

/** Deterministic member code for a seed user id ("T26-" + 6 characters). */
export function memberCodeFor(userId: string, attempt = 0): string {
  const digest = createHash("sha256").update(`${userId}#${attempt}`).digest();
  let code = "";
  for (const byte of digest.subarray(0, 6))
    code += MEMBER_CODE_ALPHABET.charAt(byte % MEMBER_CODE_ALPHABET.length);
  return `T26-${code}`;
}

/** A CPF (11 digits, stored unformatted like "70839597061") with valid check digits, from 9 base digits. */
export function cpfFromBase(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new Error(`CPF base must have 9 digits: ${base}`);
  const digits = base.split("").map(Number);
  const check = (len: number): number => {
    const sum = digits.slice(0, len).reduce((total, digit, i) => total + digit * (len + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  digits.push(check(9));
  digits.push(check(10));
  return digits.join("");
}

/** True when a CPF (formatted or bare) has valid check digits and is not a repeated digit. */
export function isValidCpf(cpf: string): boolean {
  const s = cpf.replace(/\D/g, "");
  if (s.length !== 11 || /^(\d)\1{10}$/.test(s)) return false;
  return cpfFromBase(s.slice(0, 9)) === s;
}

/** CPF for a seed person, derived from a numeric seed (never a repeated-digit base). */
export function cpfForSeed(seed: number): string {
  const rng = createRng(seed);
  let base = "";
  for (let i = 0; i < 9; i++) base += String(rng.int(0, 9));
  if (/^(\d)\1{8}$/.test(base)) base = `${base.slice(0, 8)}${(Number(base[8]) + 1) % 10}`;
  return cpfFromBase(base);
}

// ───────────── Batching ─────────────

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Rows per createMany call: well below SQLite's bound-parameter limit for our widest rows. */
export const CHUNK = 500;

/** Counts of rows created and updated during a run (a second run reports 0 and 0). */
export interface WriteStats {
  inserted: number;
  updated: number;
  skipped: number;
  /**
   * Whether syncRows brings existing reference rows back to the seed files' values (true) or
   * only adds missing rows (false, so edits made in the database survive a re-seed).
   */
  syncReference: boolean;
}
export function newStats(syncReference = true): WriteStats {
  return { inserted: 0, updated: 0, skipped: 0, syncReference };
}

type Comparable = string | number | boolean | Date | null | undefined;

function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) {
    if (!(a instanceof Date) || !(b instanceof Date)) return false;
    return a.getTime() === b.getTime();
  }
  if (a === undefined) return true; // the seed does not set this field
  return (a ?? null) === (b ?? null);
}

/**
 * Reference data: create what is missing, update what differs, leave the rest untouched.
 * `key` names the column that identifies a row (its id, or another unique column).
 */
export async function syncRows<Row extends Record<string, Comparable>, K extends keyof Row & string>(
  stats: WriteStats,
  rows: readonly Row[],
  key: K,
  ops: {
    findExisting: (keys: Row[K][]) => Promise<Record<string, unknown>[]>;
    createMany: (data: Row[]) => Promise<unknown>;
    update: (keyValue: Row[K], data: Partial<Row>) => Promise<unknown>;
  },
): Promise<void> {
  assertUnique(
    rows.map((r) => String(r[key])),
    `syncRows(${key})`,
  );
  const existing = new Map<string, Record<string, unknown>>();
  for (const part of chunk(rows, CHUNK)) {
    for (const row of await ops.findExisting(part.map((r) => r[key]))) existing.set(String(row[key]), row);
  }
  const missing: Row[] = [];
  for (const row of rows) {
    const current = existing.get(String(row[key]));
    if (!current) {
      missing.push(row);
      continue;
    }
    if (!stats.syncReference) continue;
    const changed: Partial<Row> = {};
    let dirty = false;
    for (const field of Object.keys(row) as (keyof Row)[]) {
      if (field === key) continue;
      if (!sameValue(row[field], current[field as string])) {
        changed[field] = row[field];
        dirty = true;
      }
    }
    if (dirty) {
      await ops.update(row[key], changed);
      stats.updated++;
    }
  }
  for (const part of chunk(missing, CHUNK)) await ops.createMany(part);
  stats.inserted += missing.length;
}

/**
 * Sample activity: create rows whose id is absent and whose natural unique keys are free.
 * `uniqueKeys` turns a row into its natural-key strings (one per unique constraint);
 * `existingKeys` returns the keys already taken in the database for those rows.
 * Returns the rows actually inserted.
 */
export async function insertMissing<Row extends { id: string }>(
  stats: WriteStats,
  rows: readonly Row[],
  ops: {
    findExistingIds: (ids: string[]) => Promise<{ id: string }[]>;
    createMany: (data: Row[]) => Promise<unknown>;
    uniqueKeys?: (row: Row) => string[];
    existingKeys?: (rows: Row[]) => Promise<string[]>;
    /** Last check for a row whose keys are free (e.g. a seat is still available). */
    accept?: (row: Row) => boolean;
  },
): Promise<Row[]> {
  assertUnique(
    rows.map((r) => r.id),
    "insertMissing(id)",
  );
  const existingIds = new Set<string>();
  for (const part of chunk(rows, CHUNK)) {
    for (const { id } of await ops.findExistingIds(part.map((r) => r.id))) existingIds.add(id);
  }
  let candidates = rows.filter((r) => !existingIds.has(r.id));
  if (candidates.length > 0 && (ops.uniqueKeys || ops.accept)) {
    const taken = new Set<string>(ops.existingKeys ? await ops.existingKeys(candidates) : []);
    const kept: Row[] = [];
    for (const row of candidates) {
      const keys = ops.uniqueKeys ? ops.uniqueKeys(row) : [];
      if (keys.some((k) => taken.has(k)) || (ops.accept && !ops.accept(row))) {
        stats.skipped++;
        continue;
      }
      keys.forEach((k) => taken.add(k));
      kept.push(row);
    }
    candidates = kept;
  }
  for (const part of chunk(candidates, CHUNK)) await ops.createMany(part);
  stats.inserted += candidates.length;
  return candidates;
}

export function assertUnique(values: readonly string[], label: string): void {
  const seen = new Set<string>();
  for (const v of values) {
    if (seen.has(v)) throw new Error(`Seed data error: duplicate key "${v}" in ${label}`);
    seen.add(v);
  }
}
