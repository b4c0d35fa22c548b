import "server-only";
import { rawDriver } from "@/lib/db-client";
import { db } from "./db";
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
  const { rows } = await (await driver.pool()).query({ name, text: postgres.text, values: postgres.values });
  return rows as T[];
}
