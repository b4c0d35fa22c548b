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
import {
  claimSessionCheck,
  liveSessionSql,
  liveSessionValues,
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
      event: conn.prepare(
        `SELECT ${PERSON} FROM "Enrolment" m JOIN "User" u ON u."id" = m."userId" WHERE m."userId" = ? AND m."eventId" = ? AND u."deletedAt" IS NULL`,
      ),
      trip: conn.prepare(
        `SELECT ${PERSON} FROM "TripBooking" m JOIN "User" u ON u."id" = m."userId" WHERE m."userId" = ? AND m."tripId" = ? AND u."deletedAt" IS NULL`,
      ),
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
 * One round trip for the common case: the staff member's session (when withApi folded it here:
 * auth/session-check.ts), the member's row, the check-in (the unique constraints decide a race),
 * its scan record and the progress counts. Nothing is written for an ended session. A second
 * entry, a replayed nonce (unique violation) or a non-member leave it to the general path.
 */
function postgresStatement(type: ItemType, session: SessionCheck | null) {
  const [members, column] = type === "event" ? [`"Enrolment"`, `"eventId"`] : [`"TripBooking"`, `"tripId"`];
  const [eventValue, tripValue] = type === "event" ? ["$2", "NULL"] : ["NULL", "$2"];
  return `WITH alive AS (
  SELECT ${session ? liveSessionSql(session, 11) : "true"} AS "alive"
), member AS (
  SELECT ${PERSON} FROM ${members} m JOIN "User" u ON u."id" = m."userId"
  WHERE m."userId" = $1 AND m.${column} = $2 AND u."deletedAt" IS NULL AND (SELECT "alive" FROM alive)
), checkin AS (
  INSERT INTO "CheckIn" ("id", "userId", "eventId", "tripId", "staffId", "deviceId", "createdAt")
  SELECT $3, "id", ${eventValue}, ${tripValue}, $4, $5, $6::timestamp(3) FROM member
  ON CONFLICT DO NOTHING
  RETURNING "id"
), scan AS (
  INSERT INTO "ScanRecord" ("id", "staffId", "deviceId", "eventId", "tripId", "userId", "rawCode", "result", "errorCode", "nonce", "scannedAt", "createdAt")
  SELECT $7, $4, $5, ${eventValue}, ${tripValue}, $1, $8, 'SUCCESS'::"ScanResult", NULL, $9, $6::timestamp(3), $10::timestamp(3) FROM checkin
  RETURNING "id"
)
SELECT alive."alive", member.*,
  (SELECT count(*) FROM checkin)::int AS "inserted",
  (SELECT count(*) FROM "CheckIn" WHERE ${column} = $2)::int AS "checkedInBefore",
  (SELECT count(*) FROM ${members} WHERE ${column} = $2)::int AS "total"
FROM alive LEFT JOIN member ON true`;
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

/** Named statements (parsed and planned once per connection): with and without the session check. */
const POSTGRES_SQL = {
  first: {
    event: { name: "t26-scan-event", text: postgresStatement("event", null) },
    trip: { name: "t26-scan-trip", text: postgresStatement("trip", null) },
  },
  again: {
    event: { name: "t26-scan-again-event", text: postgresAgainStatement("event") },
    trip: { name: "t26-scan-again-trip", text: postgresAgainStatement("trip") },
  },
};
const foldedScan = new Map<string, { name: string; text: string }>();
function firstStatement(type: ItemType, session: SessionCheck | null) {
  if (!session) return POSTGRES_SQL.first[type];
  const name = `t26-scan-${type}+session-${session.role}`;
  let statement = foldedScan.get(name);
  if (!statement) foldedScan.set(name, (statement = { name, text: postgresStatement(type, session) }));
  return statement;
}

type PgScanRow = Partial<ParticipantRow> & {
  alive: boolean;
  inserted: number;
  checkedInBefore: number;
  total: number;
};

async function postgresScan(pool: Pool, input: FastScanInput): Promise<FastScan | null> {
  const session = claimSessionCheck();
  let row: PgScanRow | undefined;
  try {
    const at = new Date();
    const now = pgTimestamp(at);
    const scannedAt = pgTimestamp(input.scannedAt);
    try {
      ({
        rows: [row],
      } = await pool.query<PgScanRow>({
        ...firstStatement(input.type, session),
        values: [
          input.userId,
          input.itemId,
          newRowId(),
          input.staffId,
          input.deviceId,
          scannedAt,
          newRowId(),
          input.rawCode,
          input.nonce,
          now,
          ...(session ? liveSessionValues(session, at) : []),
        ],
      }));
    } catch (e) {
      if (session) settleSessionCheck(session, null); // nothing was written; withApi reads it
      throw e;
    }
    if (session) settleSessionCheck(session, row?.alive === true);
    if (!row?.alive) throw unauthenticated(); // the staff session has ended: nothing written
    if (!row.id) return null; // not a member (or no longer a participant)
    const participant = toParticipant(row as ParticipantRow);
    if (row.inserted === 1)
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
        scannedAt,
        now,
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
