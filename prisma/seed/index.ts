/**
 * The seed: loads the spec's sample data into the database, idempotently.
 *
 * Every row has a stable id; reference data is synced (created or updated to match the seed
 * files) and sample activity is only inserted when missing (see util.ts), so running the seed
 * twice changes nothing. Everything runs in one transaction: a failed seed leaves no half.
 *
 * Used by prisma/seed.ts (CLI) and by tests: `await seedDatabase(prisma)`.
 */
import type { PrismaClient } from "../../lib/server/generated/prisma/client";
import { seedCheckIns } from "./checkins";
import { seedCities } from "./cities";
import { seedCommunity, seedTopics } from "./community";
import { seedEnrolments } from "./enrolments";
import { seedHelp } from "./help";
import { seedLegal } from "./legal";
import { NEWS, seedNews } from "./news";
import { seedNotifications } from "./notifications";
import { seedPeople, seedStaff, staffId } from "./people";
import { seedPrices } from "./prices";
import { seedRewardPoints, seedRewardUnlocks } from "./rewards";
import { seedSchedule } from "./schedule";
import { seedTripBookings, seedTrips } from "./transport";
import { type Db, SEED_NOW, newStats } from "./util";

export {
  MAIN_PARTICIPANT,
  COMMUNITY_MEMBER,
  TICKET_HOLDER,
  DEPENDENT_IDS,
  STAFF_CREDENTIALS,
  STAFF_ID,
} from "./people";
export { MAIN_PARTICIPANT_EVENTS } from "./enrolments";

export interface SeedSummary {
  durationMs: number;
  /** Rows created by this run (0 on a re-run). */
  inserted: number;
  /** Rows whose values were brought back to the seed's (0 on a re-run). */
  updated: number;
  /** Sample rows not inserted because they would collide with data already there. */
  skipped: number;
  /** Rows per model after the run. */
  counts: Record<string, number>;
}

/** Models counted in the summary, in a readable order. */
export const COUNTED_MODELS = [
  "city",
  "price",
  "eventDay",
  "legalDocument",
  "legalDocumentVersion",
  "event",
  "eventHost",
  "trip",
  "rewardPoint",
  "newsItem",
  "topic",
  "helpTopic",
  "faq",
  "staffUser",
  "user",
  "order",
  "payment",
  "ticket",
  "termsAcceptance",
  "enrolment",
  "waitlistEntry",
  "tripBooking",
  "checkIn",
  "scanRecord",
  "post",
  "postComment",
  "postLike",
  "commentLike",
  "profileLike",
  "contactRequest",
  "report",
  "newsComment",
  "newsLike",
  "rewardUnlock",
  "notification",
] as const;
export type CountedModel = (typeof COUNTED_MODELS)[number];

export async function countRows(db: Db): Promise<Record<CountedModel, number>> {
  const out = {} as Record<CountedModel, number>;
  for (const model of COUNTED_MODELS) {
    // Every delegate has count(); the union of delegate types is not callable as one signature.
    const delegate = db[model] as unknown as { count: () => Promise<number> };
    out[model] = await delegate.count();
  }
  return out;
}

export interface SeedOptions {
  /**
   * true (default): reference data (cities, prices, legal texts, events, trips, news, FAQs,
   * reward points, the staff login) is brought back to the seed files' values.
   * false: only missing rows are added; rows edited in the database are kept as they are.
   */
  syncReference?: boolean;
  /**
   * true (default): also the sample people, their activity and the sample staff login (whose
   * password is published). false (APP_ENV=production): reference data only; staff accounts are
   * made with `npm run staff:create`.
   */
  samples?: boolean;
  /**
   * The seed's clock (default SEED_NOW, the demo's APP_NOW a week before the congress; the CLI
   * passes APP_NOW or the real time: util.seedClock). What the sample people do in the congress
   * days — boardings, check-ins and their scans, reward unlocks, the rain alert and its reactions —
   * is created only up to it; a later run with a later clock adds what has happened since.
   */
  now?: Date;
}

export async function seedDatabase(prisma: PrismaClient, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = Date.now();
  const stats = newStats(options.syncReference ?? true);
  const now = options.now ?? SEED_NOW;
  const newsDate = new Map(NEWS.map((n) => [n.id, n.publishedAt]));
  const publishedAt = (id: string): Date => {
    const d = newsDate.get(id);
    if (!d) throw new Error(`Seed data error: unknown news ${id}`);
    return d;
  };

  const counts = await prisma.$transaction(
    async (tx) => {
      // Reference data (organisers' data; kept in step with the seed files).
      await seedCities(tx, stats);
      await seedPrices(tx, stats);
      await seedLegal(tx, stats);
      await seedHelp(tx, stats);
      await seedTopics(tx, stats);
      await seedNews(tx, stats);
      await seedSchedule(tx, stats);
      await seedTrips(tx, stats);
      await seedRewardPoints(tx, stats);
      if (options.samples === false) return countRows(tx);
      await seedStaff(tx, stats);
      const staff = await staffId(tx);

      // Sample people and their activity (inserted once, never overwritten).
      await seedPeople(tx, stats);
      await seedEnrolments(tx, stats);
      await seedTripBookings(tx, stats);
      await seedCheckIns(tx, stats, staff, now);
      await seedCommunity(tx, stats, staff, publishedAt, now);
      await seedRewardUnlocks(tx, stats, now);
      await seedNotifications(tx, stats, now);
      return countRows(tx);
    },
    { timeout: 180_000, maxWait: 20_000 },
  );

  return {
    durationMs: Date.now() - started,
    inserted: stats.inserted,
    updated: stats.updated,
    skipped: stats.skipped,
    counts,
  };
}

// ───────────── Safety ─────────────

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);

/** The URL with any password masked, for messages. */
export function redactUrl(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@/]*@/, "//$1:****@");
}

/**
 * Throws unless the URL points at a local database: a SQLite file (file:...), or PostgreSQL on
 * localhost / 127.0.0.1 / ::1 (or a local Unix socket). SEED_ALLOW_REMOTE=1 overrides.
 * The seed creates sample accounts with published logins; it must never reach a real database
 * by accident.
 */
export function assertSeedTargetAllowed(
  url: string,
  env: Record<string, string | undefined> = process.env,
): void {
  if (env.SEED_ALLOW_REMOTE === "1") return;
  if (url.startsWith("file:")) return;
  if (/^postgres(ql)?:\/\//i.test(url)) {
    let host = "";
    let socketHost = "";
    try {
      const parsed = new URL(url);
      host = parsed.hostname.toLowerCase();
      socketHost = parsed.searchParams.get("host") ?? "";
    } catch {
      throw new Error(`Refusing to seed: DATABASE_URL is not a valid URL (${redactUrl(url)}).`);
    }
    if (LOCAL_HOSTS.has(host)) return;
    if (host === "" && (socketHost === "" || socketHost.startsWith("/"))) return;
    throw new Error(
      `Refusing to seed a non-local database (host "${host}" in ${redactUrl(url)}). ` +
        "The seed creates sample participants and a staff login with a published password. " +
        "Only file: URLs and PostgreSQL on localhost/127.0.0.1/::1 are seeded; set SEED_ALLOW_REMOTE=1 to override.",
    );
  }
  throw new Error(
    `Refusing to seed: unsupported DATABASE_URL ${redactUrl(url)} (expected file:... or postgres://localhost/...). ` +
      "Set SEED_ALLOW_REMOTE=1 to override.",
  );
}
