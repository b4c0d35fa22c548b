import "server-only";
import type BetterSqlite3 from "better-sqlite3";
import type { Pool, PoolClient } from "pg";
import { rawDriver } from "@/lib/db-client";
import { db } from "@/lib/server/db";
import { tooManyRequests } from "@/lib/server/errors";
import type { Prisma } from "@/lib/server/generated/prisma/client";
import { newRowId } from "@/lib/server/row-id";
import { sqliteDate } from "@/lib/server/raw-read";

export interface RateLimitRule {
  /** Window length in seconds. */
  windowSeconds: number;
  /** Hits allowed inside the window. */
  max: number;
}

/** One key and its rules; several are checked in order, the first that is full stops the rest. */
export interface RateLimitStep {
  key: string;
  rules: RateLimitRule[];
}

/**
 * Counts a hit on `key` if every rule still has room, else throws 429 with the seconds until
 * the oldest hit in the fullest window leaves it. State lives in the database, so every app
 * instance sees the same counts; the check and the insert share one transaction.
 */
export async function consumeRateLimit(key: string, rules: RateLimitRule[], now = new Date()): Promise<void> {
  await consumeRateLimits([{ key, rules }], now);
}

/**
 * The steps in order, in one transaction: each counts its hit if all its rules have room; the
 * first full one throws 429 and the steps after it are not counted (the ones before it are, as
 * if each had been its own call). One commit instead of one per key.
 */
export async function consumeRateLimits(steps: RateLimitStep[], now = new Date()): Promise<void> {
  const retryAfter =
    (await sqliteConsume(steps, now)) ??
    (await postgresConsume(steps, now)) ??
    (await db.$transaction((tx) => prismaConsume(tx, steps, now)));
  if (retryAfter > 0) throw tooManyRequests(retryAfter);
}

/** Seconds until the window has room again when the max-th most recent hit leaves it. */
const waitFor = (rule: RateLimitRule, nthAt: number, now: Date) =>
  Math.ceil((nthAt + rule.windowSeconds * 1000 - now.getTime()) / 1000);

async function prismaConsume(tx: Prisma.TransactionClient, steps: RateLimitStep[], now: Date) {
  const postgres = rawDriver(db).kind === "postgresql";
  for (const { key, rules } of steps) {
    // PostgreSQL (read committed): two transactions could both count the same room and both
    // insert. A transaction-scoped lock on the key makes the count and the insert one step for
    // every instance; keys are locked in the steps' fixed order (phone, then IP).
    if (postgres) await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${key}))::text AS "locked"`;
    let wait = 0;
    for (const rule of rules) {
      const inWindow = { key, createdAt: { gt: new Date(now.getTime() - rule.windowSeconds * 1000) } };
      // At most `max` index entries are read, however many hits a shared address has piled up.
      const count = await tx.rateLimitHit.count({ where: inWindow, take: rule.max });
      if (count < rule.max) continue;
      const nth = await tx.rateLimitHit.findFirst({
        where: inWindow,
        orderBy: { createdAt: "desc" },
        skip: rule.max - 1,
        select: { createdAt: true },
      });
      if (nth) wait = Math.max(wait, waitFor(rule, nth.createdAt.getTime(), now));
    }
    if (wait > 0) return wait;
    await tx.rateLimitHit.create({ data: { key, createdAt: now } });
  }
  return 0;
}

// ───────────────────────────── SQLite ─────────────────────────────
// The same reads and writes as statements on the driver under Prisma, in one synchronous
// BEGIN IMMEDIATE … COMMIT (the login code's hot path: Prisma's per-statement JavaScript cost
// more than the work, docs/performance.md). PostgreSQL keeps Prisma's transaction above.

/** Prisma's SQLite adapter writes DateTime as ISO 8601 text with an explicit offset. */

function prepare(conn: BetterSqlite3.Database) {
  const count = conn.prepare(
    `SELECT count(*) AS "n" FROM (SELECT 1 FROM "RateLimitHit" WHERE "key" = ? AND "createdAt" > ? LIMIT ?)`,
  );
  count.safeIntegers(false);
  return {
    begin: conn.prepare("BEGIN IMMEDIATE"),
    commit: conn.prepare("COMMIT"),
    rollback: conn.prepare("ROLLBACK"),
    count,
    nth: conn.prepare(
      `SELECT "createdAt" FROM "RateLimitHit" WHERE "key" = ? AND "createdAt" > ? ORDER BY "createdAt" DESC LIMIT 1 OFFSET ?`,
    ),
    insert: conn.prepare(`INSERT INTO "RateLimitHit" ("id", "key", "createdAt") VALUES (?, ?, ?)`),
  };
}
const statements = new WeakMap<BetterSqlite3.Database, ReturnType<typeof prepare>>();

/** The seconds to wait (0: counted), or null when Prisma must do it (not SQLite, or a transaction is open). */
async function sqliteConsume(steps: RateLimitStep[], now: Date): Promise<number | null> {
  const driver = rawDriver(db);
  if (driver.kind !== "sqlite") return null;
  const conn = await driver.connection();
  // Prisma runs its transactions on this connection across awaits; ours must not land inside one.
  if (conn.inTransaction) return null;
  let st = statements.get(conn);
  if (!st) statements.set(conn, (st = prepare(conn)));
  st.begin.run();
  try {
    let wait = 0;
    for (const { key, rules } of steps) {
      for (const rule of rules) {
        const since = sqliteDate(new Date(now.getTime() - rule.windowSeconds * 1000));
        const { n } = st.count.get(key, since, rule.max) as { n: number };
        if (n < rule.max) continue;
        const nth = st.nth.get(key, since, rule.max - 1) as { createdAt: string } | undefined;
        if (nth) wait = Math.max(wait, waitFor(rule, Date.parse(nth.createdAt), now));
      }
      if (wait > 0) break;
      st.insert.run(newRowId(), key, sqliteDate(now));
    }
    st.commit.run();
    return wait;
  } catch (error) {
    if (conn.inTransaction) st.rollback.run();
    throw error;
  }
}

// ─────────────────────────── PostgreSQL ───────────────────────────
// Every key is locked (pg_advisory_xact_lock) for its check and insert, so two requests cannot
// both count the same room (read committed), whichever instance they reach; the lock is released
// at commit, after the commit is flushed to disk. Every login code of a congress Wi-Fi shares its
// IP's key: one request per commit flush, at best, was the login code's ceiling. So the checks
// waiting in this process go together (one batch at a time), as one simple-protocol query that
// PostgreSQL runs as one implicit transaction: every key of the batch locked, in one global order
// (the lock's number: no two batches can wait on each other); then, per request in arrival order,
// one statement that reads each rule's max-th most recent hit in the window and inserts each
// step's hit when it and every step before it have room. Under read committed each statement
// takes its snapshot when it starts: it sees every hit committed by whoever held a lock before
// us and every hit of the requests before it in the batch. One round trip and one commit flush
// per batch; each request's answer is the one it would have got alone, in that order.
// The request's statement is PREPAREd once per connection and shape (the number of rules of each
// step), its values as parameters: each request of a batch is an EXECUTE, which is neither
// parsed nor analysed again, and after a few runs not planned again either (the generic plan: an
// index-only scan backwards from the newest hit). A statement written out per request was planned
// anew under the IP's lock, and PostgreSQL chose to sort every hit in the window (a bitmap scan)
// when the rule's max was large. The simple protocol takes no parameters of its own: EXECUTE's
// values are written as literals, escaped as pg's escapeLiteral does.

/**
 * A value as SQL text: an integer, or a string literal with quotes doubled (and backslashes, in
 * an E'' literal, so the text means the same whatever standard_conforming_strings says).
 */
function literal(v: string | number): string {
  if (typeof v === "number") return String(Math.trunc(v));
  const quoted = `'${v.replaceAll("'", "''").replaceAll("\\", "\\\\")}'`;
  return v.includes("\\") ? ` E${quoted}` : quoted;
}

/** The prepared statement's name for steps of this shape (how many rules each step has). */
const statementName = (steps: RateLimitStep[]) =>
  `t26_rate_limit_${steps.map((s) => s.rules.length).join("_")}`;

/**
 * One request's check and hits, to PREPARE: $1 the time; per step its key, then per rule the
 * window's start and max - 1; then each step's new row id. Its one row: "n<step>_<rule>", that
 * rule's max-th most recent hit in the window (epoch ms), null if there is room.
 */
function prepareStatement(steps: RateLimitStep[]): string {
  const types: string[] = [];
  const param = (type: string) => `$${types.push(type)}`;
  const at = param("timestamp(3)");
  const nth = steps.map(({ rules }) => {
    const key = param("text");
    const columns = rules.map(() => {
      const since = param("timestamp(3)");
      const offset = param("bigint");
      // The time is converted on the one row read, not on each of the `offset` rows it skips.
      return `(SELECT (extract(epoch from "at") * 1000)::float8 FROM (SELECT "createdAt" AS "at" FROM "RateLimitHit" WHERE "key" = ${key} AND "createdAt" > ${since} ORDER BY "createdAt" DESC LIMIT 1 OFFSET ${offset}) AS "nth")`;
    });
    return { key, columns };
  });
  const columns = nth.flatMap((step, i) => step.columns.map((sql, j) => `${sql} AS "n${i}_${j}"`));
  const inserts = nth.map((step, i) => {
    const room = nth
      .slice(0, i + 1)
      .flatMap((s, k) => s.columns.map((_, j) => `"n${k}_${j}" IS NULL`))
      .join(" AND ");
    return `"i${i}" AS (INSERT INTO "RateLimitHit" ("id", "key", "createdAt") SELECT ${param("text")}, ${step.key}, ${at} FROM "n" WHERE ${room || "TRUE"} RETURNING 1)`;
  });
  const body = `WITH "n" AS (SELECT ${columns.join(", ") || '1 AS "none"'}), ${inserts.join(", ")} SELECT * FROM "n"`;
  return `PREPARE ${statementName(steps)} (${types.join(", ")}) AS ${body}`;
}

/** The EXECUTE of a request's prepared statement, its values in prepareStatement's order. */
function executeStatement(steps: RateLimitStep[], now: Date): string {
  const values: (string | number)[] = [now.toISOString()];
  for (const { key, rules } of steps) {
    values.push(key);
    for (const rule of rules)
      values.push(new Date(now.getTime() - rule.windowSeconds * 1000).toISOString(), rule.max - 1);
  }
  for (const _ of steps) values.push(newRowId());
  return `EXECUTE ${statementName(steps)}(${values.map(literal).join(", ")})`;
}

interface Waiting {
  steps: RateLimitStep[];
  now: Date;
  done: (result: { wait: number } | { error: unknown }) => void;
}

/** The largest batch (its query text grows by about 300 bytes a request). */
const MAX_BATCH = 100;
const waiting: Waiting[] = [];
let sending = false;
/** The statements PREPAREd on each of the pool's connections (a closed one is dropped with it). */
const preparedOn = new WeakMap<PoolClient, Set<string>>();

/** The query for a batch: its keys' locks in the locks' order, then each request's statement. */
function batchQuery(batch: Waiting[]): string {
  const keys = [...new Set(batch.flatMap((w) => w.steps.map((s) => s.key)))];
  const locks = `SELECT pg_advisory_xact_lock("h")::text FROM (SELECT DISTINCT hashtext("k") AS "h" FROM unnest(ARRAY[${keys.map(literal).join(", ")}]::text[]) AS "k" ORDER BY 1) AS "l"`;
  return [locks, ...batch.map((w) => executeStatement(w.steps, w.now))].join(";\n");
}

function waitOf({ steps, now }: Waiting, row: Record<string, number | null>): number {
  for (const [i, { rules }] of steps.entries()) {
    let wait = 0;
    rules.forEach((rule, j) => {
      const at = row[`n${i}_${j}`];
      if (at !== null && at !== undefined) wait = Math.max(wait, waitFor(rule, Number(at), now));
    });
    if (wait > 0) return wait;
  }
  return 0;
}

type Results = { rows: Record<string, number | null>[] }[];

/** Prepares what the batch needs on this connection (once), then runs it: one result per statement. */
async function runBatch(client: PoolClient, batch: Waiting[]): Promise<Results> {
  let names = preparedOn.get(client);
  if (!names) preparedOn.set(client, (names = new Set()));
  for (const { steps } of batch) {
    const name = statementName(steps);
    if (names.has(name)) continue;
    // Outside the batch's transaction (a PREPARE is not undone by a rollback, nor our note of it).
    // Already there (our note was dropped after a DEALLOCATE): the same shape, the same text.
    await client.query(prepareStatement(steps)).catch((error: unknown) => {
      if ((error as { code?: string }).code !== "42P05") throw error;
    });
    names.add(name);
  }
  // No values: the simple protocol, one implicit transaction.
  return (await client.query(batchQuery(batch))) as unknown as Results;
}

/** Sends the waiting checks, a batch at a time, until none is left. */
async function send(pool: Pool) {
  sending = true;
  try {
    while (waiting.length > 0) {
      const batch = waiting.splice(0, MAX_BATCH);
      try {
        const client = await pool.connect();
        let results: Results;
        try {
          results = await runBatch(client, batch).catch((error: unknown) => {
            // A statement gone from the connection (DEALLOCATE): nothing was counted, so the
            // batch can run again once it is prepared again.
            if ((error as { code?: string }).code !== "26000") throw error;
            preparedOn.delete(client);
            return runBatch(client, batch);
          });
        } finally {
          client.release();
        }
        batch.forEach((w, i) => w.done({ wait: waitOf(w, results[i + 1]?.rows[0] ?? {}) }));
      } catch (error) {
        // The transaction was rolled back: nothing of the batch was counted.
        batch.forEach((w) => w.done({ error }));
      }
    }
  } finally {
    sending = false;
  }
}

/** The seconds to wait (0: counted), or null when not on PostgreSQL. */
async function postgresConsume(steps: RateLimitStep[], now: Date): Promise<number | null> {
  const driver = rawDriver(db);
  if (driver.kind !== "postgresql") return null;
  if (steps.length === 0) return 0;
  // A NUL cannot be in PostgreSQL text (nor in a simple query's text): Prisma's path refuses it.
  if (steps.some((s) => s.key.includes("\0"))) return null;
  const pool = await driver.pool();
  const result = await new Promise<{ wait: number } | { error: unknown }>((done) => {
    waiting.push({ steps, now, done });
    if (!sending) void send(pool);
  });
  if ("error" in result) throw result.error;
  return result.wait;
}

/** Old hits are useless after a day; the login route prunes now and then. */
export async function pruneRateLimitHits(now = new Date()): Promise<number> {
  const { count } = await db.rateLimitHit.deleteMany({
    where: { createdAt: { lt: new Date(now.getTime() - 86_400_000) } },
  });
  return count;
}
