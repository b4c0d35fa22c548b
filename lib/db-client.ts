import path from "node:path";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "./server/generated/prisma/client";

export const DEFAULT_DATABASE_URL = "file:./prisma/dev.db";

/** True for SQLite URLs (file:...). PostgreSQL URLs start with postgres:// or postgresql://. */
export function isSqliteUrl(url: string): boolean {
  return url.startsWith("file:");
}

/** Resolves a file: URL relative to the working directory, as Prisma's CLI does for SQLite. */
export function sqliteFilePath(url: string): string {
  const file = url.replace(/^file:/, "").split("?")[0];
  return path.isAbsolute(file) ? file : path.resolve(/*turbopackIgnore: true*/ process.cwd(), file);
}

/**
 * Builds a Prisma client on the driver adapter that matches the URL. Shared by the app
 * (lib/server/db.ts), the seed and the tests, so every path talks to the database the same way.
 */
export function createPrismaClient(url: string = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL): PrismaClient {
  if (isSqliteUrl(url)) {
    // busy timeout: concurrent writers wait for the lock instead of failing at once.
    const adapter = new PrismaBetterSqlite3({ url: sqliteFilePath(url), timeout: 10_000 });
    return new PrismaClient({ adapter });
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { PrismaPg } = require("@prisma/adapter-pg") as typeof import("@prisma/adapter-pg");
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
}

export type { PrismaClient };
