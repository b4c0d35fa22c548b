import "server-only";
import { rawDriver } from "@/lib/db-client";
import {
  claimSessionCheck,
  liveSessionSql,
  liveSessionValues,
  settleSessionCheck,
  type SessionCheck,
} from "./auth/session-check";
import { db } from "./db";
import { unauthenticated } from "./errors";
import { prepared } from "./sqlite-prepared";

export { sqliteDate } from "./sqlite-date";

/** One read statement in each dialect, with its parameters (an id list: JSON text for SQLite's json_each, an array for PostgreSQL's ANY). */
export interface RawRead {
  /** Names the prepared statement on PostgreSQL (one name per SQL text). */
  name: string;
  sqlite: { text: string; values: unknown[] };
  postgres: { text: string; values: unknown[] };
}

/**
 * A read on the driver under Prisma, for hot paths where Prisma's per-query JavaScript costs more
 * than the read (docs/performance.md). On SQLite the statement is prepared once per connection and
 * runs synchronously; inside one of Prisma's transactions on that connection (whose uncommitted
 * writes it would see) Prisma runs it instead, after the transaction. Numbers may come back as
 * BigInt (SQLite counts through Prisma) and booleans as 0/1 (SQLite): callers convert.
 */
export async function rawRead<T>({ name, sqlite, postgres }: RawRead): Promise<T[]> {
  const driver = rawDriver(db);
  if (driver.kind === "sqlite") {
    const conn = await driver.connection();
    if (conn.inTransaction) return db.$queryRawUnsafe<T[]>(sqlite.text, ...sqlite.values);
    return prepared(conn, sqlite.text).all(...sqlite.values) as T[];
  }
  const pool = await driver.pool();
  const check = claimSessionCheck();
  if (check) return foldedRead<T>(pool, check, name, postgres);
  const { rows } = await pool.query({ name, text: postgres.text, values: postgres.values });
  return rows as T[];
}

type Pool = Awaited<ReturnType<Extract<ReturnType<typeof rawDriver>, { kind: "postgresql" }>["pool"]>>;

/**
 * The read with the request's session check in the same statement (auth/session-check.ts): one
 * round trip for both. The read's rows come back beside one row of the check (`t26_alive`); a
 * dead session reads nothing and answers 401. The read is a subquery joined laterally to the
 * check's one row, so its ORDER BY and LIMIT hold (a nested loop over one outer row keeps the
 * inner rows' order); OFFSET 0 keeps the check from being pulled up and evaluated twice.
 */
async function foldedRead<T>(
  pool: Pool,
  check: SessionCheck,
  name: string,
  read: { text: string; values: unknown[] },
): Promise<T[]> {
  const n = read.values.length;
  let result;
  try {
    result = await pool.query<unknown[]>({
      name: `${name}+session-${check.role}`,
      text: `SELECT s."alive" AS "t26_alive", q.* FROM (SELECT ${liveSessionSql(check, n + 1)} AS "alive" OFFSET 0) s LEFT JOIN LATERAL (SELECT 1 AS "t26_row", r.* FROM (${read.text}) r) q ON s."alive"`,
      values: [...read.values, ...liveSessionValues(check)],
      rowMode: "array",
    });
  } catch (error) {
    settleSessionCheck(check, null); // withApi reads it on its own
    throw error;
  }
  const alive = result.rows[0]?.[0] === true;
  settleSessionCheck(check, alive);
  if (!alive) throw unauthenticated();
  const names = result.fields.slice(2).map((f) => f.name);
  const rows: Record<string, unknown>[] = [];
  for (const row of result.rows) {
    if (row[1] === null) continue; // the check's row when the read found nothing
    const out: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) out[names[i]!] = row[i + 2];
    rows.push(out);
  }
  return rows as T[];
}
