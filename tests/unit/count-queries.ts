// Counts the SQL statements a piece of server code runs (SQLite only): every statement on
// better-sqlite3 — Prisma's adapter's and the app's own prepared ones, BEGIN and COMMIT included —
// is executed through Statement#run, #get, #all or #iterate, which are wrapped here for the call.
// Used by the hot paths' query budgets (lib/server/hot-paths.test.ts).
import type BetterSqlite3 from "better-sqlite3";
import { Client } from "pg";
import { rawDriver } from "@/lib/db-client";
import { db } from "@/lib/server/db";

export const onSqlite = () => rawDriver(db).kind === "sqlite";

const METHODS = ["run", "get", "all", "iterate"] as const;

/** Runs `fn` and returns its result with the statements it executed, in order, and their parameters. */
export async function countQueries<T>(
  fn: () => Promise<T>,
): Promise<{ result: T; sql: string[]; params: unknown[][] }> {
  const driver = rawDriver(db);
  if (driver.kind !== "sqlite") throw new Error("countQueries: SQLite only");
  const conn = await driver.connection();
  const proto = Object.getPrototypeOf(conn.prepare("SELECT 1")) as Record<string, unknown>;
  const sql: string[] = [];
  const params: unknown[][] = [];
  const originals = METHODS.map((m) => proto[m] as (...args: unknown[]) => unknown);
  METHODS.forEach((m, i) => {
    proto[m] = function (this: BetterSqlite3.Statement, ...args: unknown[]) {
      sql.push(this.source);
      params.push(args);
      return originals[i]!.apply(this, args);
    };
  });
  try {
    return { result: await fn(), sql, params };
  } finally {
    METHODS.forEach((m, i) => (proto[m] = originals[i]));
  }
}

/**
 * PostgreSQL: the queries `fn` sends to the server, one per round trip — Prisma's and the app's own
 * on the pool alike (every one goes through pg's Client#query); a simple-protocol query of several
 * statements is one.
 */
export async function countRoundTrips<T>(fn: () => Promise<T>): Promise<{ result: T; sql: string[] }> {
  if (rawDriver(db).kind !== "postgresql") throw new Error("countRoundTrips: PostgreSQL only");
  const proto = Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const sql: string[] = [];
  proto.query = function (this: Client, ...args: unknown[]) {
    const q = args[0];
    sql.push(typeof q === "string" ? q : String((q as { text?: string }).text));
    return original.apply(this, args);
  };
  try {
    return { result: await fn(), sql };
  } finally {
    proto.query = original;
  }
}
