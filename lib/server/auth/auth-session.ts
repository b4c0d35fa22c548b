import "server-only";
import type BetterSqlite3 from "better-sqlite3";
import { rawDriver } from "@/lib/db-client";
import { randomPoolBytes } from "../random-pool";
import { sqliteDate } from "../sqlite-date";
import { immediateTransaction, prepared } from "../sqlite-prepared";
import type { Role } from "./session";
import { pendingCheck, settleSessionCheck } from "./session-check";

/** How long a signed-in device stays signed in. Staff phones at the doors: one working day at most. */
export const SESSION_SECONDS: Record<Role, number> = {
  participant: 30 * 24 * 60 * 60,
  staff: 12 * 60 * 60,
};

async function database() {
  // Imported lazily: proxy.ts imports this module, and the Prisma client is only built when used.
  return (await import("../db")).db;
}

/** A new session's id: 32 random bytes (the CSPRNG's, through its pool), base64url. */
export const newSessionId = () => randomPoolBytes(32).toString("base64url");

/**
 * A new server-side session for a successful sign-in; its id goes into the JWT as `sid`.
 * The principal's expired rows are swept at the same time, so the table does not grow.
 */
export async function createAuthSession(
  { id, role }: { id: string; role: Role },
  now = new Date(),
): Promise<{ sid: string; expiresAt: Date }> {
  const db = await database();
  const sid = newSessionId();
  const expiresAt = new Date(now.getTime() + SESSION_SECONDS[role] * 1000);
  const owner = role === "staff" ? { staffId: id } : { userId: id };
  if (role === "staff") {
    // A disabled account cannot start a session even if it still holds a valid second factor.
    const staff = await db.staffUser.findUnique({ where: { id }, select: { disabledAt: true } });
    if (!staff || staff.disabledAt) throw new Error("staff account not active");
  }
  const column = role === "staff" ? "staffId" : "userId";
  if (!(await insertOnDriver(db, { sid, column, id, expiresAt, now })))
    await db.$transaction([
      db.authSession.deleteMany({ where: { ...owner, expiresAt: { lt: now } } }),
      db.authSession.create({ data: { id: sid, ...owner, expiresAt } }),
    ]);
  return { sid, expiresAt };
}

export interface NewSession {
  sid: string;
  column: "userId" | "staffId";
  id: string;
  expiresAt: Date;
  now: Date;
}

const sweepSql = (column: NewSession["column"], owner: string, at: string) =>
  `DELETE FROM "AuthSession" WHERE "${column}" = ${owner} AND "expiresAt" < ${at}`;
const insertSql = (column: NewSession["column"], values: string) =>
  `INSERT INTO "AuthSession" ("id", "${column}", "expiresAt", "createdAt") VALUES ${values}`;

/**
 * SQLite: the principal's expired sessions swept and the new row inserted, on the driver's
 * connection, inside a transaction the caller has begun (BEGIN IMMEDIATE) and commits.
 */
export function insertSessionRowsSqlite(
  conn: BetterSqlite3.Database,
  { sid, column, id, expiresAt, now }: NewSession,
): void {
  prepared(conn, sweepSql(column, "?", "?")).run(id, sqliteDate(now));
  prepared(conn, insertSql(column, "(?, ?, ?, ?)")).run(
    sid,
    id,
    sqliteDate(expiresAt),
    sqliteDate(new Date()),
  );
}

/**
 * The sweep and the insert on the driver under Prisma (the sign-in's hot path,
 * docs/performance.md): on SQLite in one synchronous BEGIN IMMEDIATE … COMMIT on Prisma's
 * connection (false while a Prisma transaction is open there: Prisma does it after), on
 * PostgreSQL as one statement (atomic on its own).
 */
async function insertOnDriver(
  db: Awaited<ReturnType<typeof database>>,
  session: NewSession,
): Promise<boolean> {
  const { sid, column, id, expiresAt, now } = session;
  const driver = rawDriver(db);
  if (driver.kind === "sqlite") {
    const conn = await driver.connection();
    if (conn.inTransaction) return false;
    immediateTransaction(conn, () => insertSessionRowsSqlite(conn, session));
    return true;
  }
  const created = new Date();
  const sweep = (owner: string, at: string) => sweepSql(column, owner, at);
  const insert = (values: string) => insertSql(column, values);
  await (
    await driver.pool()
  ).query({
    name: `t26-new-session-${column}`,
    text: `WITH "swept" AS (${sweep("$2", "$5::timestamp(3)")}) ${insert("($1, $2, $3::timestamp(3), $4::timestamp(3))")}`,
    values: [sid, id, expiresAt.toISOString(), created.toISOString(), now.toISOString()],
  });
  return true;
}

interface SessionRow {
  userId: string | null;
  staffId: string | null;
  expiresMs: number;
}

/**
 * One read by primary key on the driver under Prisma: this runs on every API call and page
 * (the door scan included), where Prisma's per-query JavaScript would cost more than the read.
 */
async function readSession(sid: string): Promise<SessionRow | null> {
  const driver = rawDriver(await database());
  if (driver.kind === "sqlite") {
    const conn = await driver.connection();
    const row = prepared(
      conn,
      `SELECT "userId", "staffId", "expiresAt" FROM "AuthSession" WHERE "id" = ?`,
    ).get(sid) as { userId: string | null; staffId: string | null; expiresAt: string | number } | undefined;
    if (!row) return null;
    // Prisma's SQLite adapter stores DateTime as ISO 8601 text.
    const expiresMs = typeof row.expiresAt === "number" ? row.expiresAt : Date.parse(row.expiresAt);
    return { userId: row.userId, staffId: row.staffId, expiresMs };
  }
  const { rows } = await (
    await driver.pool()
  ).query<SessionRow>({
    name: "t26-auth-session",
    // timestamp(3) holds UTC without a zone; epoch of a zone-less timestamp reads it as UTC.
    text: `SELECT "userId", "staffId", (extract(epoch from "expiresAt") * 1000)::float8 AS "expiresMs" FROM "AuthSession" WHERE "id" = $1`,
    values: [sid],
  });
  return rows[0] ?? null;
}

/**
 * The per-request check: one read by primary key. The row exists only while the session is alive
 * (logout, LGPD deletion, staff removal or disabling delete it), belongs to the token's subject
 * and role, and has not passed its own expiry (which a refreshed cookie cannot extend).
 */
export async function authSessionActive(
  sid: unknown,
  { sub, role }: { sub: string; role: Role },
  now = Date.now(),
): Promise<boolean> {
  if (typeof sid !== "string" || sid.length === 0 || sid.length > 100) return false;
  const row = await readSession(sid);
  if (!row || !(row.expiresMs > now)) return false;
  return role === "staff" ? row.staffId === sub : row.userId === sub;
}

/**
 * Whether the request's session is alive (session-check.ts): true outside a folded request, or
 * when a statement already found it alive; false when one found it dead; else the separate read
 * now. Routes that write call it before their first write that does not check it itself.
 */
export async function sessionConfirmed(check = pendingCheck()): Promise<boolean> {
  if (!check || check.state === "alive") return true;
  if (check.state === "dead") return false;
  check.state = "claimed";
  try {
    const alive = await authSessionActive(check.sid, { sub: check.sub, role: check.role });
    settleSessionCheck(check, alive);
    return alive;
  } catch (error) {
    settleSessionCheck(check, null);
    throw error;
  }
}

/** True when this process's database is PostgreSQL (where withApi folds the session read). */
export async function foldsSessionRead(): Promise<boolean> {
  return rawDriver(await database()).kind === "postgresql";
}

/** Logout: the session's row goes, so a copy of the cookie stops working everywhere at once. */
export async function endAuthSession(sid: unknown): Promise<void> {
  if (typeof sid !== "string" || sid.length === 0) return;
  const db = await database();
  await db.authSession.deleteMany({ where: { id: sid } });
}
