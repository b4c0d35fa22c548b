// Counts the SQL statements a piece of server code runs (SQLite only): every statement on
// better-sqlite3 — Prisma's adapter's and the app's own prepared ones, BEGIN and COMMIT included —
// is executed through Statement#run, #get, #all or #iterate, which are wrapped here for the call.
// Used by the hot paths' query budgets (lib/server/hot-paths.test.ts).
import type BetterSqlite3 from "better-sqlite3";
import { rawDriver } from "@/lib/db-client";
import { db } from "@/lib/server/db";

export const onSqlite = () => rawDriver(db).kind === "sqlite";

const METHODS = ["run", "get", "all", "iterate"] as const;

/** Runs `fn` and returns its result with the statements it executed, in order. */
export async function countQueries<T>(fn: () => Promise<T>): Promise<{ result: T; sql: string[] }> {
  const driver = rawDriver(db);
  if (driver.kind !== "sqlite") throw new Error("countQueries: SQLite only");
  const conn = await driver.connection();
  const proto = Object.getPrototypeOf(conn.prepare("SELECT 1")) as Record<string, unknown>;
  const sql: string[] = [];
  const originals = METHODS.map((m) => proto[m] as (...args: unknown[]) => unknown);
  METHODS.forEach((m, i) => {
    proto[m] = function (this: BetterSqlite3.Statement, ...args: unknown[]) {
      sql.push(this.source);
      return originals[i]!.apply(this, args);
    };
  });
  try {
    return { result: await fn(), sql };
  } finally {
    METHODS.forEach((m, i) => (proto[m] = originals[i]));
  }
}
