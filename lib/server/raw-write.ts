import "server-only";
import { rawDriver } from "@/lib/db-client";
import { db } from "./db";
import { prepared } from "./sqlite-prepared";
import type { RawRead } from "./raw-read";

/**
 * One write statement on the driver under Prisma (rawRead's twin, docs/performance.md), on its own
 * (autocommit): a prepared statement on SQLite's connection — Prisma runs it instead while one of
 * its transactions is open there — or a named statement on PostgreSQL's pool. Returns the rows
 * it changed.
 */
export async function rawWrite({ name, sqlite, postgres }: RawRead): Promise<number> {
  const driver = rawDriver(db);
  if (driver.kind === "sqlite") {
    const conn = await driver.connection();
    if (conn.inTransaction) return db.$executeRawUnsafe(sqlite.text, ...sqlite.values);
    return prepared(conn, sqlite.text).run(...sqlite.values).changes;
  }
  const { rowCount } = await (
    await driver.pool()
  ).query({
    name,
    text: postgres.text,
    values: postgres.values,
  });
  return rowCount ?? 0;
}
