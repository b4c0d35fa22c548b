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

/**
 * `run` inside BEGIN IMMEDIATE … COMMIT on the connection (rolled back if it throws), for the
 * driver paths that write under Prisma: `run` must be synchronous, so nothing of Prisma's can
 * interleave with the transaction. The caller checks `conn.inTransaction` first.
 */
export function immediateTransaction<T>(conn: BetterSqlite3.Database, run: () => T): T {
  prepared(conn, "BEGIN IMMEDIATE").run();
  try {
    const result = run();
    prepared(conn, "COMMIT").run();
    return result;
  } catch (error) {
    if (conn.inTransaction) prepared(conn, "ROLLBACK").run();
    throw error;
  }
}
