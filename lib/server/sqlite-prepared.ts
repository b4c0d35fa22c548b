import "server-only";
import type BetterSqlite3 from "better-sqlite3";

const byConnection = new WeakMap<BetterSqlite3.Database, Map<string, BetterSqlite3.Statement>>();

/**
 * A statement prepared once per SQLite connection and SQL text, for the driver paths under Prisma
 * (rawRead, rawWrite, the session insert). better-sqlite3 runs each statement to completion
 * synchronously, so one prepared statement can serve every caller of the same text.
 */
export function prepared(conn: BetterSqlite3.Database, text: string): BetterSqlite3.Statement {
  let statements = byConnection.get(conn);
  if (!statements) byConnection.set(conn, (statements = new Map()));
  let stmt = statements.get(text);
  if (!stmt) statements.set(text, (stmt = conn.prepare(text)));
  return stmt;
}
