import "server-only";
import type BetterSqlite3 from "better-sqlite3";
import type { Pool } from "pg";
import { rawDriver } from "@/lib/db-client";
import { db } from "@/lib/server/db";
import { newRowId } from "@/lib/server/row-id";
import type { ItemType } from "@/lib/validations/checkin";
import type { ScanErrorCode, ScannedParticipant } from "./scan-pass";
import { sqliteDate } from "@/lib/server/raw-read";
import { pgTimestamp } from "@/lib/server/sqlite-date";
import { sqliteTextParam } from "@/lib/server/sqlite-prepared";
import {
  claimSessionCheck,
  liveSessionRowSql,
  settleSessionCheck,
  type SessionCheck,
} from "@/lib/server/auth/session-check";
import { unauthenticated } from "@/lib/server/errors";

/**
 * The door's hot path: a valid pass of a member of the item, read for the first time (or again).
 * Through Prisma each read costs several queries compiled, bound and mapped in JavaScript; on the
 * driver it is a few prepared statements (BENCHMARKS.md has the figures). Same rules and the same rows as the general
 * path in scan-pass.ts, which still handles everything unusual — a replayed nonce, a person who
 * is not a member, an unknown item — when this returns null.
 */
export interface FastScanInput {
  userId: string;
  type: ItemType;
  itemId: string;
  staffId: string;
  deviceId: string | null;
  rawCode: string;
  nonce: string | null;
  scannedAt: Date;
}

export interface ItemProgress {
  checkedIn: number;
  total: number;
}

export type FastScan =
  | { ok: true; participant: ScannedParticipant; checkedInAt: Date; progress: ItemProgress }
  | {
      ok: false;
      code: "ALREADY_CHECKED_IN";
      participant: ScannedParticipant;
      firstCheckInAt: Date;
      progress: ItemProgress;
    };

export { newRowId };

export async function fastScan(input: FastScanInput): Promise<FastScan | null> {
  const driver = rawDriver(db);
  if (driver.kind === "sqlite") return sqliteScan(await driver.connection(), input);
  return postgresScan(await driver.pool(), input);
}

// ─────────────────────────────── SQLite ───────────────────────────────

/** Prisma's SQLite adapter writes DateTime as ISO 8601 text with an explicit offset. */

type ParticipantRow = {
  id: string;
  fullName: string;
  nickname: string;
  avatarUrl: string | null;
  memberCode: string;
};
const toParticipant = (u: ParticipantRow): ScannedParticipant => ({
  id: u.id,
  name: u.fullName,
  nickname: u.nickname,
  avatarUrl: u.avatarUrl,
  memberCode: u.memberCode,
});

const PERSON = `u."id", u."fullName", u."nickname", u."avatarUrl", u."memberCode"`;
/**
 * The member and their person. The ids are cast (sqliteTextParam): with bare parameters SQLite
 * planned the read again on every run. CROSS JOIN keeps the plan it had then (the member's index
 * first, then the person by id), which the casts alone turned around.
 */
const memberSql = (members: string, column: string) =>
  `SELECT ${PERSON} FROM ${members} m CROSS JOIN "User" u ON u."id" = m."userId" WHERE m."userId" = ${sqliteTextParam()} AND m."${column}" = ${sqliteTextParam()} AND u."deletedAt" IS NULL`;
export const SQLITE_MEMBER = {
  event: memberSql(`"Enrolment"`, "eventId"),
  trip: memberSql(`"TripBooking"`, "tripId"),
};

function prepareSqlite(conn: BetterSqlite3.Database) {
  const counts = (checkins: string, members: string) => {
    const stmt = conn.prepare(
      `SELECT (SELECT count(*) FROM "CheckIn" WHERE "${checkins}" = ?) AS "checkedIn", (SELECT count(*) FROM ${members} = ?) AS "total"`,
    );
    stmt.safeIntegers(false);
    return stmt;
  };
  return {
    begin: conn.prepare("BEGIN IMMEDIATE"),
    commit: conn.prepare("COMMIT"),
    rollback: conn.prepare("ROLLBACK"),
    nonceSeen: conn.prepare(`SELECT 1 FROM "ScanRecord" WHERE "nonce" = ?`),
    member: {
      event: conn.prepare(SQLITE_MEMBER.event),
      trip: conn.prepare(SQLITE_MEMBER.trip),
    },
    firstCheckIn: {
      event: conn.prepare(`SELECT "createdAt" FROM "CheckIn" WHERE "userId" = ? AND "eventId" = ?`),
      trip: conn.prepare(`SELECT "createdAt" FROM "CheckIn" WHERE "userId" = ? AND "tripId" = ?`),
    },
    insertCheckIn: conn.prepare(
      `INSERT INTO "CheckIn" ("id", "userId", "eventId", "tripId", "staffId", "deviceId", "createdAt") VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ),
    insertScan: conn.prepare(
      `INSERT INTO "ScanRecord" ("id", "staffId", "deviceId", "eventId", "tripId", "userId", "rawCode", "result", "errorCode", "nonce", "scannedAt", "createdAt") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    progress: {
      event: counts("eventId", `"Enrolment" WHERE "eventId"`),
      trip: counts("tripId", `"TripBooking" WHERE "tripId"`),
    },
  };
}

type SqliteStatements = ReturnType<typeof prepareSqlite>;
const sqliteStatements = new WeakMap<BetterSqlite3.Database, SqliteStatements>();

interface Job {
  input: FastScanInput;
  resolve: (outcome: FastScan | null) => void;
  reject: (error: unknown) => void;
}
const pending = new WeakMap<BetterSqlite3.Database, Job[]>();

/**
 * Group commit: the reads that reach this point in the same turn of the event loop share one
 * transaction — one write of the WAL instead of one per read, which is most of a read's cost at a
 * busy door. Each is still decided in order inside it (a second read of the same pass in the same
 * batch sees the first), and no one is answered before the commit.
 */
function sqliteScan(conn: BetterSqlite3.Database, input: FastScanInput): Promise<FastScan | null> {
  return new Promise((resolve, reject) => {
    let jobs = pending.get(conn);
    if (!jobs) {
      pending.set(conn, (jobs = []));
      setImmediate(() => void flush(conn));
    }
    jobs.push({ input, resolve, reject });
  });
}

/** How often group commit ran, and for how many reads (tests: it is SQLite's path only). */
export const groupCommitStats = { batches: 0, reads: 0 };

async function flush(conn: BetterSqlite3.Database) {
  const jobs = pending.get(conn)!;
  pending.delete(conn);
  groupCommitStats.batches++;
  groupCommitStats.reads += jobs.length;
  // Prisma runs its transactions on this connection across awaits; ours must not land inside one.
  // From BEGIN to COMMIT ours is synchronous, so nothing of Prisma's can interleave with it.
  // Prisma's interactive transactions time out after 5 s; wait as long, then leave it to Prisma.
  for (const started = Date.now(); conn.inTransaction;) {
    if (Date.now() - started > 5_000) return jobs.forEach((job) => job.resolve(null));
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  let st = sqliteStatements.get(conn);
  if (!st) sqliteStatements.set(conn, (st = prepareSqlite(conn)));
  let decided: { job: Job; outcome: FastScan | null }[];
  st.begin.run();
  try {
    decided = jobs.map((job) => ({ job, outcome: scanOne(st, job.input) }));
    st.commit.run();
  } catch (error) {
    // Unexpected (disk full, I/O): nothing of the batch is kept, everyone is told.
    if (conn.inTransaction) st.rollback.run();
    return jobs.forEach((job) => job.reject(error));
  }
  for (const { job, outcome } of decided) job.resolve(outcome);
}

/** One read inside the batch's transaction; null (nothing written) sends it to the general path. */
function scanOne(st: SqliteStatements, input: FastScanInput): FastScan | null {
  const { type, itemId, userId } = input;
  if (input.nonce && st.nonceSeen.get(input.nonce)) return null;
  const person = st.member[type].get(userId, itemId) as ParticipantRow | undefined;
  if (!person) return null;
  const participant = toParticipant(person);
  const eventId = type === "event" ? itemId : null;
  const tripId = type === "trip" ? itemId : null;
  const first = st.firstCheckIn[type].get(userId, itemId) as { createdAt: string } | undefined;
  const now = sqliteDate(new Date());
  const scannedAt = sqliteDate(input.scannedAt);
  const record = (result: "SUCCESS" | "ERROR", errorCode: ScanErrorCode | null) =>
    st.insertScan.run(
      newRowId(),
      input.staffId,
      input.deviceId,
      eventId,
      tripId,
      userId,
      input.rawCode,
      result,
      errorCode,
      input.nonce,
      scannedAt,
      now,
    );
  if (first) {
    record("ERROR", "ALREADY_CHECKED_IN");
    return {
      ok: false,
      code: "ALREADY_CHECKED_IN",
      participant,
      firstCheckInAt: new Date(first.createdAt),
      progress: st.progress[type].get(itemId, itemId) as ItemProgress,
    };
  }
  st.insertCheckIn.run(newRowId(), userId, eventId, tripId, input.staffId, input.deviceId, scannedAt);
  record("SUCCESS", null);
  return {
    ok: true,
    participant,
    checkedInAt: input.scannedAt,
    progress: st.progress[type].get(itemId, itemId) as ItemProgress,
  };
}

// ───────────────────────────── PostgreSQL ─────────────────────────────

/**
 * One round trip and one commit for every read that reaches this point while the earlier ones are
 * on their way (at most POSTGRES_IN_FLIGHT statements at once): the staff member's session of
 * each read (when withApi folded it here: auth/session-check.ts), the member's row, the check-in
 * (the unique constraints decide a race, inside the batch and across instances), its scan record
 * and the progress counts. Nothing is written for a read whose session has ended. A second entry,
 * a replayed nonce or a non-member leave that read to the general path. The reads are inserted in
 * arrival order, so a pass read twice in one batch gets in once and the second read is refused.
 */
function postgresBatchStatement(type: ItemType) {
  const [members, column] = type === "event" ? [`"Enrolment"`, `"eventId"`] : [`"TripBooking"`, `"tripId"`];
  const [eventValue, tripValue] = type === "event" ? [`c."itemId"`, "NULL"] : ["NULL", `c."itemId"`];
  return `WITH checked AS (
  SELECT i.*, (i."sid" IS NULL OR ${liveSessionRowSql(`i."sid"`, `i."sub"`, `i."role"`, "$13")}) AS "alive"
  FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamp(3)[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[])
    WITH ORDINALITY AS i("userId", "itemId", "checkInId", "staffId", "deviceId", "rawCode", "scannedAt", "scanId", "nonce", "sid", "sub", "role", "ord")
), member AS (
  SELECT c."ord", p.* FROM checked c CROSS JOIN LATERAL (
    SELECT ${PERSON} FROM ${members} m JOIN "User" u ON u."id" = m."userId"
    WHERE m."userId" = c."userId" AND m.${column} = c."itemId" AND u."deletedAt" IS NULL LIMIT 1
  ) p
  WHERE c."alive"
), checkin AS (
  INSERT INTO "CheckIn" ("id", "userId", "eventId", "tripId", "staffId", "deviceId", "createdAt")
  SELECT c."checkInId", c."userId", ${eventValue}, ${tripValue}, c."staffId", c."deviceId", c."scannedAt"
  FROM member JOIN checked c USING ("ord") ORDER BY "ord"
  ON CONFLICT DO NOTHING
  RETURNING "id"
), scan AS (
  INSERT INTO "ScanRecord" ("id", "staffId", "deviceId", "eventId", "tripId", "userId", "rawCode", "result", "errorCode", "nonce", "scannedAt", "createdAt")
  SELECT c."scanId", c."staffId", c."deviceId", ${eventValue}, ${tripValue}, c."userId", c."rawCode", 'SUCCESS'::"ScanResult", NULL, c."nonce", c."scannedAt", $13::timestamp(3)
  FROM checkin k JOIN checked c ON c."checkInId" = k."id" ORDER BY c."ord"
  RETURNING "id"
)
SELECT c."alive", member.*, (k."id" IS NOT NULL) AS "inserted",
  (SELECT count(*) FROM "CheckIn" WHERE ${column} = c."itemId")::int AS "checkedInBefore",
  (SELECT count(*) FROM ${members} WHERE ${column} = c."itemId")::int AS "total"
FROM checked c LEFT JOIN member USING ("ord") LEFT JOIN checkin k ON k."id" = c."checkInId"
ORDER BY c."ord"`;
}

/** A second entry: record the refusal and say when the first one was (the row that won is committed by now). */
function postgresAgainStatement(type: ItemType) {
  const [members, column] = type === "event" ? [`"Enrolment"`, `"eventId"`] : [`"TripBooking"`, `"tripId"`];
  const [eventValue, tripValue] = type === "event" ? ["$2", "NULL"] : ["NULL", "$2"];
  return `WITH first AS (
  SELECT "createdAt" FROM "CheckIn" WHERE "userId" = $1 AND ${column} = $2
), scan AS (
  INSERT INTO "ScanRecord" ("id", "staffId", "deviceId", "eventId", "tripId", "userId", "rawCode", "result", "errorCode", "nonce", "scannedAt", "createdAt")
  SELECT $3, $4, $5, ${eventValue}, ${tripValue}, $1, $6, 'ERROR'::"ScanResult", 'ALREADY_CHECKED_IN', $7, $8::timestamp(3), $9::timestamp(3) FROM first
  RETURNING "id"
)
SELECT (first."createdAt" AT TIME ZONE 'UTC') AS "firstCheckInAt",
  (SELECT count(*) FROM "CheckIn" WHERE ${column} = $2)::int AS "checkedIn",
  (SELECT count(*) FROM ${members} WHERE ${column} = $2)::int AS "total"
FROM first`;
}

/** Named statements: parsed and planned once per connection. */
const POSTGRES_SQL = {
  batch: {
    event: { name: "t26-scan-batch-event", text: postgresBatchStatement("event") },
    trip: { name: "t26-scan-batch-trip", text: postgresBatchStatement("trip") },
  },
  again: {
    event: { name: "t26-scan-again-event", text: postgresAgainStatement("event") },
    trip: { name: "t26-scan-again-trip", text: postgresAgainStatement("trip") },
  },
};

type PgScanRow = Partial<ParticipantRow> & {
  alive: boolean;
  inserted: boolean;
  checkedInBefore: number;
  total: number;
};

interface PgJob {
  input: FastScanInput;
  session: SessionCheck | null;
  resolve: (row: PgScanRow) => void;
  reject: (error: unknown) => void;
}

/**
 * How many batch statements may be on their way at once: the pool's size would let every
 * connection commit a read or two; fewer, larger batches share one round trip and one WAL flush.
 */
const POSTGRES_IN_FLIGHT = 4;
/** A batch's upper bound (its arrays are parameters: no limit from PostgreSQL's 65,535). */
const POSTGRES_BATCH_MAX = 200;

const pgQueues = new WeakMap<Pool, { jobs: PgJob[]; inFlight: number; scheduled: boolean }>();

/** How often the PostgreSQL batch ran, and for how many reads (tests). */
export const postgresBatchStats = { batches: 0, reads: 0 };

function postgresRead(pool: Pool, input: FastScanInput, session: SessionCheck | null): Promise<PgScanRow> {
  let queue = pgQueues.get(pool);
  if (!queue) pgQueues.set(pool, (queue = { jobs: [], inFlight: 0, scheduled: false }));
  const q = queue;
  return new Promise((resolve, reject) => {
    q.jobs.push({ input, session, resolve, reject });
    schedule(pool, q);
  });
}

function schedule(pool: Pool, q: { jobs: PgJob[]; inFlight: number; scheduled: boolean }) {
  if (q.scheduled || q.inFlight >= POSTGRES_IN_FLIGHT || q.jobs.length === 0) return;
  q.scheduled = true;
  // The reads of this turn of the event loop go together; under load, those that arrive while
  // POSTGRES_IN_FLIGHT batches are out wait for the next one.
  setImmediate(() => {
    q.scheduled = false;
    while (q.inFlight < POSTGRES_IN_FLIGHT && q.jobs.length > 0) {
      // One statement per item type (their tables differ); the rest of the queue keeps its order.
      const type = q.jobs[0]!.input.type;
      const batch: PgJob[] = [];
      const rest: PgJob[] = [];
      for (const job of q.jobs)
        (job.input.type === type && batch.length < POSTGRES_BATCH_MAX ? batch : rest).push(job);
      q.jobs = rest;
      q.inFlight++;
      void runBatch(pool, type, batch)
        .catch((error: unknown) => batch.forEach((job) => job.reject(error))) // a settled read stays so
        .finally(() => {
          q.inFlight--;
          schedule(pool, q);
        });
    }
  });
}

async function runBatch(pool: Pool, type: ItemType, jobs: PgJob[]) {
  postgresBatchStats.batches++;
  postgresBatchStats.reads += jobs.length;
  let rows: PgScanRow[];
  try {
    rows = await batchStatement(pool, type, jobs);
  } catch (error) {
    // One read's error (a nonce already recorded: 23505) fails the whole statement, and nothing of
    // it was written: each read then goes alone, in arrival order, and gets its own answer or error.
    if (jobs.length === 1) return jobs[0]!.reject(error);
    for (const job of jobs)
      await batchStatement(pool, type, [job]).then(([row]) => job.resolve(row!), job.reject);
    return;
  }
  // Each statement counted the check-ins committed before it; a read also counts those of its
  // batch inserted before it (and itself, below).
  const earlier = new Map<string, number>();
  jobs.forEach((job, i) => {
    const row = rows[i]!;
    const n = earlier.get(job.input.itemId) ?? 0;
    if (row.inserted) earlier.set(job.input.itemId, n + 1);
    job.resolve({ ...row, checkedInBefore: row.checkedInBefore + n });
  });
}

async function batchStatement(pool: Pool, type: ItemType, jobs: PgJob[]): Promise<PgScanRow[]> {
  const at = new Date();
  const column = <T>(f: (job: PgJob) => T) => jobs.map(f);
  const { rows } = await pool.query<PgScanRow>({
    ...POSTGRES_SQL.batch[type],
    values: [
      column((j) => j.input.userId),
      column((j) => j.input.itemId),
      column(() => newRowId()),
      column((j) => j.input.staffId),
      column((j) => j.input.deviceId),
      column((j) => j.input.rawCode),
      column((j) => pgTimestamp(j.input.scannedAt)),
      column(() => newRowId()),
      column((j) => j.input.nonce),
      column((j) => j.session?.sid ?? null),
      column((j) => j.session?.sub ?? null),
      column((j) => j.session?.role ?? null),
      pgTimestamp(at),
    ],
  });
  if (rows.length !== jobs.length)
    throw new Error(`scan batch: ${rows.length} rows for ${jobs.length} reads`);
  return rows;
}

async function postgresScan(pool: Pool, input: FastScanInput): Promise<FastScan | null> {
  const session = claimSessionCheck();
  let row: PgScanRow | undefined;
  try {
    try {
      row = await postgresRead(pool, input, session);
    } catch (e) {
      if (session) settleSessionCheck(session, null); // nothing was written; withApi reads it
      throw e;
    }
    if (session) settleSessionCheck(session, row?.alive === true);
    if (!row?.alive) throw unauthenticated(); // the staff session has ended: nothing written
    if (!row.id) return null; // not a member (or no longer a participant)
    const participant = toParticipant(row as ParticipantRow);
    if (row.inserted)
      return {
        ok: true,
        participant,
        checkedInAt: input.scannedAt,
        progress: { checkedIn: row.checkedInBefore + 1, total: row.total },
      };
    const again = await pool.query<{ firstCheckInAt: Date; checkedIn: number; total: number }>({
      ...POSTGRES_SQL.again[input.type],
      values: [
        input.userId,
        input.itemId,
        newRowId(),
        input.staffId,
        input.deviceId,
        input.rawCode,
        input.nonce,
        pgTimestamp(input.scannedAt),
        pgTimestamp(new Date()),
      ],
    });
    const first = again.rows[0];
    if (!first) return null;
    return {
      ok: false,
      code: "ALREADY_CHECKED_IN",
      participant,
      firstCheckInAt: first.firstCheckInAt,
      progress: { checkedIn: first.checkedIn, total: first.total },
    };
  } catch (e) {
    // 23505: the nonce was already recorded (a replay racing its original) — the general path answers it.
    if ((e as { code?: string }).code === "23505") return null;
    throw e;
  }
}
