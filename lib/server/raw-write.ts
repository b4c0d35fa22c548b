import "server-only";
import type BetterSqlite3 from "better-sqlite3";
import { rawDriver } from "@/lib/db-client";
import { db } from "./db";
import type { RawRead } from "./raw-read";

const sqliteStatements = new WeakMap<BetterSqlite3.Database, Map<string, BetterSqlite3.Statement>>();

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
    let byText = sqliteStatements.get(conn);
    if (!byText) sqliteStatements.set(conn, (byText = new Map()));
    let stmt = byText.get(sqlite.text);
    if (!stmt) byText.set(sqlite.text, (stmt = conn.prepare(sqlite.text)));
    return stmt.run(...sqlite.values).changes;
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
