import "server-only";
import type BetterSqlite3 from "better-sqlite3";

/**
 * A text parameter SQLite's planner does not look at, for a SELECT with an ORDER BY that compares
 * a column with a parameter (`"key" = ${sqliteTextParam()}`). With a bare `?` there, SQLite marks
 * the statement to be planned again whenever that parameter is bound (its "reprepare on bind"),
 * so a statement prepared once was parsed and planned again on every run — the rate limits' head
 * read ~30 µs a run instead of ~4, the sign-in's read ~23 instead of ~4 (docs/performance.md).
 * The cast is an expression the planner does not evaluate: the same plan (the same index seek)
 * and, for the text values bound here, the same comparison.
 */
export const sqliteTextParam = (name = "?") => `CAST(${name} AS TEXT)`;

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
