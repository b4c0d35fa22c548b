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
  // The generated client is tied to its provider: PostgreSQL uses the twin generated from
  // prisma/postgresql/schema.prisma. Same models, same API, so it is typed as the SQLite one.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { PrismaPg } = require("@prisma/adapter-pg") as typeof import("@prisma/adapter-pg");
  const { PrismaClient: PostgresClient } = require("./server/generated/prisma-pg/client") as { PrismaClient: new (options: unknown) => PrismaClient };
  /* eslint-enable @typescript-eslint/no-require-imports */
  return new PostgresClient({ adapter: new PrismaPg({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) }) });
}

export type { PrismaClient };
