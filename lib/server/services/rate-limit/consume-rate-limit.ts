import "server-only";
import type BetterSqlite3 from "better-sqlite3";
import type { Pool, PoolClient } from "pg";
import { rawDriver } from "@/lib/db-client";
import { db } from "@/lib/server/db";
import { tooManyRequests } from "@/lib/server/errors";
import type { Prisma } from "@/lib/server/generated/prisma/client";
import { newRowId } from "@/lib/server/row-id";
import { sqliteDate } from "@/lib/server/raw-read";
import { sqliteTextParam } from "@/lib/server/sqlite-prepared";

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
export async function consumeRateLimits(
  steps: RateLimitStep[],
  now = new Date(),
  sqliteThen?: SqliteFollowUp,
): Promise<{ followedUp: boolean }> {
  const ran = { followedUp: false };
  maybePruneRateLimitHits();
  const retryAfter =
    (await sqliteConsume(steps, now, sqliteThen, ran)) ??
    (await postgresConsume(steps, now)) ??
    (await db.$transaction((tx) => prismaConsume(tx, steps, now)));
  if (retryAfter > 0) throw tooManyRequests(retryAfter);
  return ran;
}

/**
 * Writes that belong to the counted request, run synchronously inside SQLite's rate-limit
 * transaction when every step had room (one commit for both: the login code's, docs/performance.md).
 * `followedUp` says whether it ran; when not (PostgreSQL, Prisma's path, a refusal) the caller
 * writes on its own. If it throws, the transaction and so the hits are rolled back.
 */
export type SqliteFollowUp = (conn: BetterSqlite3.Database) => void;

/** Seconds until the window has room again when the max-th most recent hit leaves it. */
const waitFor = (rule: RateLimitRule, nthAt: number, now: Date) =>
  Math.ceil((nthAt + rule.windowSeconds * 1000 - now.getTime()) / 1000);

// How a key's hits are found (issue 18): each hit carries `seq`, its number among the key's hits
// in time order (1, 2, 3…; the migration numbered the hits kept before it). The sweep deletes the
// oldest hits only, so the numbers kept run without a gap up to the newest's, `top`, and a rule's
// max-th most recent hit is the one numbered top - max + 1: the window is full exactly when that
// hit exists and is inside it. Two index seeks on (key, seq), however many hits the window holds
// (the walk over the max most recent hits it replaced grew with a shared address's hits).
// A new hit gets top + 1 — or, when it is older than some of the key's hits (another instance's
// clock), the number of the first of them, which move up by one: numbers stay in time order.
// A hit numbered 0 was written without a number (an instance of an older version, a test's
// createMany): the check numbers the key's hits again before it reads them. Every write of a
// number happens under the key's lock (PostgreSQL) or in one write transaction (SQLite).

/**
 * Numbers the hits of the keys `keys` gives (a list or a sub-select) 1, 2, 3… per key in time
 * order: the migration's backfill, for those keys.
 */
const renumberSql = (keys: string) =>
  `UPDATE "RateLimitHit" AS "h" SET "seq" = "r"."n" FROM (SELECT "id", row_number() OVER (PARTITION BY "key" ORDER BY "createdAt", "id") AS "n" FROM "RateLimitHit" WHERE "key" IN (${keys})) AS "r" WHERE "h"."id" = "r"."id"`;

/**
 * A key's lowest hit number ("low", 0: some hit is not numbered), its newest's ("top"), and the
 * first number after the time `at` ("after", null: a hit at `at` is the newest). Index seeks on
 * (key, seq): the lowest, the newest (and its time). Only when the newest is later than `at`
 * (another instance's clock) is "after" looked for, walking down from the newest to the last hit
 * at or before `at` (the first of all when there is none): the hits after `at` are the numbers
 * above it, and the shift that follows moves every one of them anyway.
 */
const headSql = (key: string, at: string) =>
  `SELECT (SELECT "seq" FROM "RateLimitHit" WHERE "key" = ${key} ORDER BY "seq" LIMIT 1) AS "low", (SELECT "seq" FROM "RateLimitHit" WHERE "key" = ${key} ORDER BY "seq" DESC LIMIT 1) AS "top", (SELECT CASE WHEN "createdAt" > ${at} THEN coalesce((SELECT "seq" + 1 FROM "RateLimitHit" WHERE "key" = ${key} AND "createdAt" <= ${at} ORDER BY "seq" DESC LIMIT 1), (SELECT "seq" FROM "RateLimitHit" WHERE "key" = ${key} ORDER BY "seq" LIMIT 1)) END FROM "RateLimitHit" WHERE "key" = ${key} ORDER BY "seq" DESC LIMIT 1) AS "after"`;

/** Moves up by one the key's hits numbered from `after` on (those later than the new hit). */
const shiftSql = (key: string, after: string) =>
  `UPDATE "RateLimitHit" SET "seq" = "seq" + 1 WHERE "key" = ${key} AND "seq" >= ${after}`;

async function prismaConsume(tx: Prisma.TransactionClient, steps: RateLimitStep[], now: Date) {
  const postgres = rawDriver(db).kind === "postgresql";
  for (const { key, rules } of steps) {
    // PostgreSQL (read committed): two transactions could both count the same room and both
    // insert. A transaction-scoped lock on the key makes the count and the insert one step for
    // every instance; keys are locked in the steps' fixed order (phone, then IP).
    if (postgres) await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${key}))::text AS "locked"`;
    if (await tx.rateLimitHit.findFirst({ where: { key, seq: 0 }, select: { id: true } }))
      await tx.$executeRawUnsafe(renumberSql(postgres ? "$1" : "?"), key);
    const newest = await tx.rateLimitHit.findFirst({
      where: { key },
      orderBy: { seq: "desc" },
      select: { seq: true, createdAt: true },
    });
    const top = newest?.seq ?? 0;
    let wait = 0;
    for (const rule of rules) {
      if (top < rule.max) continue;
      const nth = await tx.rateLimitHit.findFirst({
        where: { key, seq: top - rule.max + 1 },
        select: { createdAt: true },
      });
      if (nth && nth.createdAt.getTime() > now.getTime() - rule.windowSeconds * 1000)
        wait = Math.max(wait, waitFor(rule, nth.createdAt.getTime(), now));
    }
    if (wait > 0) return wait;
    // headSql's "after": only when the newest hit is later than this one.
    let after: number | null = null;
    if (newest && newest.createdAt.getTime() > now.getTime()) {
      const last = await tx.rateLimitHit.findFirst({
        where: { key, createdAt: { lte: now } },
        orderBy: { seq: "desc" },
        select: { seq: true },
      });
      after = last
        ? last.seq + 1
        : (await tx.rateLimitHit.findFirst({
            where: { key },
            orderBy: { seq: "asc" },
            select: { seq: true },
          }))!.seq;
      await tx.rateLimitHit.updateMany({
        where: { key, seq: { gte: after } },
        data: { seq: { increment: 1 } },
      });
    }
    await tx.rateLimitHit.create({ data: { key, createdAt: now, seq: after ?? top + 1 } });
  }
  return 0;
}

// ───────────────────────────── SQLite ─────────────────────────────
// The same reads and writes as statements on the driver under Prisma, in one synchronous
// BEGIN IMMEDIATE … COMMIT (the login code's hot path: Prisma's per-statement JavaScript cost
// more than the work, docs/performance.md). PostgreSQL keeps Prisma's transaction above.

/** Prisma's SQLite adapter writes DateTime as ISO 8601 text with an explicit offset. */

/** headSql on SQLite's driver; the key cast so that SQLite does not plan it again on each run. */
export const SQLITE_HEAD = headSql(sqliteTextParam("@key"), "@at");

function prepare(conn: BetterSqlite3.Database) {
  const head = conn.prepare(SQLITE_HEAD);
  head.safeIntegers(false);
  return {
    begin: conn.prepare("BEGIN IMMEDIATE"),
    commit: conn.prepare("COMMIT"),
    rollback: conn.prepare("ROLLBACK"),
    head,
    nth: conn.prepare(`SELECT "createdAt" FROM "RateLimitHit" WHERE "key" = ? AND "seq" = ?`),
    renumber: conn.prepare(renumberSql("?")),
    shift: conn.prepare(shiftSql("?", "?")),
    insert: conn.prepare(`INSERT INTO "RateLimitHit" ("id", "key", "createdAt", "seq") VALUES (?, ?, ?, ?)`),
  };
}
const statements = new WeakMap<BetterSqlite3.Database, ReturnType<typeof prepare>>();

type Head = { low: number | null; top: number | null; after: number | null };

/** The seconds to wait (0: counted), or null when Prisma must do it (not SQLite, or a transaction is open). */
async function sqliteConsume(
  steps: RateLimitStep[],
  now: Date,
  then?: SqliteFollowUp,
  ran?: { followedUp: boolean },
): Promise<number | null> {
  const driver = rawDriver(db);
  if (driver.kind !== "sqlite") return null;
  const conn = await driver.connection();
  // Prisma runs its transactions on this connection across awaits; ours must not land inside one.
  if (conn.inTransaction) return null;
  let st = statements.get(conn);
  if (!st) statements.set(conn, (st = prepare(conn)));
  const at = sqliteDate(now);
  st.begin.run();
  try {
    let wait = 0;
    for (const { key, rules } of steps) {
      let head = st.head.get({ key, at }) as Head;
      if (head.low === 0) {
        st.renumber.run(key);
        head = st.head.get({ key, at }) as Head;
      }
      const top = head.top ?? 0;
      for (const rule of rules) {
        if (top < rule.max) continue;
        const nth = st.nth.get(key, top - rule.max + 1) as { createdAt: string } | undefined;
        const nthAt = nth ? Date.parse(nth.createdAt) : 0;
        if (nthAt > now.getTime() - rule.windowSeconds * 1000)
          wait = Math.max(wait, waitFor(rule, nthAt, now));
      }
      if (wait > 0) break;
      if (head.after !== null) st.shift.run(key, head.after);
      st.insert.run(newRowId(), key, at, head.after ?? top + 1);
    }
    if (wait === 0 && then) {
      then(conn);
      ran!.followedUp = true;
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
// one statement that reads each rule's max-th most recent hit (by its number) and inserts each
// step's hit when it and every step before it have room. Under read committed each statement
// takes its snapshot when it starts: it sees every hit committed by whoever held a lock before
// us and every hit of the requests before it in the batch. One round trip and one commit flush
// per batch; each request's answer is the one it would have got alone, in that order.
// The request's statement is PREPAREd once per connection and shape (the number of rules of each
// step), its values as parameters: each request of a batch is an EXECUTE, which is neither
// parsed nor analysed again, and after a few runs not planned again either (the generic plan:
// index seeks on (key, seq) only). The simple protocol takes no parameters of its
// own: EXECUTE's values are written as literals, escaped as pg's escapeLiteral does.
// A request whose key has a hit numbered 0 does nothing in its statement and says so; it runs
// again right after its batch, in a query that numbers those keys first (under their locks).

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
 * window's start and max - 1; then each step's new row id. Its one row: "unnumbered" (some key
 * has a hit numbered 0: nothing was done), and "n<step>_<rule>", that rule's max-th most recent
 * hit when it is in the window (epoch ms), null if there is room.
 */
function prepareStatement(steps: RateLimitStep[]): string {
  const types: string[] = [];
  const param = (type: string) => `$${types.push(type)}`;
  const at = param("timestamp(3)");
  const parts = steps.map(({ rules }, i) => {
    const key = param("text");
    const s = `"s${i}"`;
    const head = `${s} AS (${headSql(key, at)})`;
    const columns = rules.map(() => {
      const since = param("timestamp(3)");
      const offset = param("bigint");
      // The max-th most recent hit by its number; the window is tested on that one row.
      return `(SELECT CASE WHEN "createdAt" > ${since} THEN (extract(epoch from "createdAt") * 1000)::float8 END FROM "RateLimitHit" WHERE "key" = ${key} AND "seq" = ${s}."top" - ${offset} LIMIT 1)`;
    });
    return { key, s, head, columns };
  });
  const unnumbered = parts.map((p) => `coalesce(${p.s}."low", 1) = 0`).join(" OR ") || "FALSE";
  const columns = parts.flatMap((step, i) => step.columns.map((sql, j) => `${sql} AS "n${i}_${j}"`));
  const writes = parts.flatMap((step, i) => {
    const room = [
      'NOT "unnumbered"',
      ...parts.slice(0, i + 1).flatMap((p, k) => p.columns.map((_, j) => `"n${k}_${j}" IS NULL`)),
    ].join(" AND ");
    return [
      // A hit older than some of the key's: those move up by one, it takes the first's number.
      `"u${i}" AS (${shiftSql(step.key, `(SELECT "after" FROM ${step.s})`)} AND (SELECT ${room} FROM "n") RETURNING 1)`,
      `"i${i}" AS (INSERT INTO "RateLimitHit" ("id", "key", "createdAt", "seq") SELECT ${param("text")}, ${step.key}, ${at}, coalesce(${step.s}."after", ${step.s}."top" + 1, 1) FROM "n", ${step.s} WHERE ${room} RETURNING 1)`,
    ];
  });
  const from = parts.map((p) => p.s).join(", ");
  const n = `"n" AS (SELECT ${unnumbered} AS "unnumbered"${columns.map((c) => `, ${c}`).join("")}${from ? ` FROM ${from}` : ""})`;
  const body = `WITH ${[...parts.map((p) => p.head), n, ...writes].join(", ")} SELECT * FROM "n"`;
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

/**
 * The query for a batch: its keys' locks in the locks' order, then (renumber) the numbering of
 * those keys that have a hit numbered 0, then each request's statement.
 */
function batchQuery(batch: Waiting[], renumber: boolean): string {
  const keys = `ARRAY[${[...new Set(batch.flatMap((w) => w.steps.map((s) => s.key)))].map(literal).join(", ")}]::text[]`;
  const locks = `SELECT pg_advisory_xact_lock("h")::text FROM (SELECT DISTINCT hashtext("k") AS "h" FROM unnest(${keys}) AS "k" ORDER BY 1) AS "l"`;
  const numbering = renumberSql(`SELECT "key" FROM "RateLimitHit" WHERE "key" = ANY(${keys}) AND "seq" = 0`);
  return [
    locks,
    ...(renumber ? [numbering] : []),
    ...batch.map((w) => executeStatement(w.steps, w.now)),
  ].join(";\n");
}

type Row = Record<string, unknown>;

function waitOf({ steps, now }: Waiting, row: Row): number {
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

type Results = { rows: Row[] }[];

/**
 * Prepares what the batch needs on this connection (once), then runs it: each request's row, in
 * the batch's order.
 */
async function runBatch(client: PoolClient, batch: Waiting[], renumber: boolean): Promise<Row[]> {
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
  const results = (await client.query(batchQuery(batch, renumber))) as unknown as Results;
  const first = renumber ? 2 : 1;
  return batch.map((_, i) => results[first + i]?.rows[0] ?? {});
}

/**
 * An error that leaves the connection unusable: no SQLSTATE (the socket closed), or the server's
 * "connection exception" (08…) and "operator intervention" (57…, a terminated backend) classes.
 */
function connectionLost(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code !== "string" || code.startsWith("08") || code.startsWith("57");
}

/** Runs a batch on a pooled connection, preparing again what a connection lost. */
async function runOnPool(pool: Pool, batch: Waiting[], renumber: boolean): Promise<Row[]> {
  const client = await pool.connect();
  let lost: Error | undefined;
  try {
    return await runBatch(client, batch, renumber).catch((error: unknown) => {
      // A statement gone from the connection (DEALLOCATE): nothing was counted, so the
      // batch can run again once it is prepared again.
      if ((error as { code?: string }).code !== "26000") throw error;
      preparedOn.delete(client);
      return runBatch(client, batch, renumber);
    });
  } catch (error) {
    // A dead connection is destroyed, not given back: the pool could hand it to the next query
    // before it notices the socket closed.
    if (connectionLost(error)) lost = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.release(lost);
  }
}

/** Sends the waiting checks, a batch at a time, until none is left. */
async function send(pool: Pool) {
  sending = true;
  try {
    while (waiting.length > 0) {
      let batch = waiting.splice(0, MAX_BATCH);
      // The requests that met a hit numbered 0 did nothing: they run again at once, after their
      // keys are numbered under their locks (so nothing can come between).
      for (let pass = 0; batch.length > 0; pass++) {
        try {
          if (pass === 3) throw new Error("rate limit: hits still unnumbered after numbering them");
          const rows = await runOnPool(pool, batch, pass > 0);
          const again: Waiting[] = [];
          batch.forEach((w, i) => {
            if (rows[i]!.unnumbered === true) again.push(w);
            else w.done({ wait: waitOf(w, rows[i]!) });
          });
          batch = again;
        } catch (error) {
          // The transaction was rolled back: nothing of the batch was counted.
          batch.forEach((w) => w.done({ error }));
          batch = [];
        }
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
  // One statement per request cannot see its own hits: a key twice in the steps goes through Prisma.
  if (new Set(steps.map((s) => s.key)).size < steps.length) return null;
  const pool = await driver.pool();
  const result = await new Promise<{ wait: number } | { error: unknown }>((done) => {
    waiting.push({ steps, now, done });
    if (!sending) void send(pool);
  });
  if ("error" in result) throw result.error;
  return result.wait;
}

/** Old hits are useless after a day (the longest window): the checks prune now and then, below. */
export async function pruneRateLimitHits(now = new Date()): Promise<number> {
  const { count } = await db.rateLimitHit.deleteMany({
    where: { createdAt: { lt: new Date(now.getTime() - 86_400_000) } },
  });
  return count;
}

const PRUNE_EVERY_MS = 10 * 60_000;
let nextPrune = Date.now() + PRUNE_EVERY_MS;

/**
 * Prunes the hits older than a day in the background, at most every 10 minutes per instance (the
 * first 10 minutes after start), triggered by the checks themselves as uploads trigger their sweep:
 * no separate process or timer. The hits a prune deletes are each key's oldest, so the numbers
 * kept still run without a gap (above); several instances pruning at once delete the same rows.
 * Answers the prune's promise (its count), or null when it is not time yet.
 */
export function maybePruneRateLimitHits(at = Date.now()): Promise<number> | null {
  if (at < nextPrune) return null;
  nextPrune = at + PRUNE_EVERY_MS;
  const pruning = pruneRateLimitHits(new Date(at));
  pruning.catch((error: unknown) => console.error("[rate-limit] prune failed", error));
  return pruning;
}
