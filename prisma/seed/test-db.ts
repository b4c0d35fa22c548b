/**
 * Test helper: a fresh SQLite database in a temp directory with every migration applied
 * (prisma/migrations/<name>/migration.sql, in name order, via better-sqlite3), and a Prisma
 * client on it. Reusable by any Jest suite:
 *
 *   const t = await createTestDatabase();
 *   await seedDatabase(t.prisma);   // optional
 *   ...
 *   await t.cleanup();
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { createPrismaClient } from "../../lib/db-client";
import type { PrismaClient } from "../../lib/server/generated/prisma/client";

export const MIGRATIONS_DIR = path.resolve(__dirname, "..", "migrations");

export interface TestDatabase {
  prisma: PrismaClient;
  /** file: URL of the database (for code that builds its own client). */
  url: string;
  /** Absolute path of the SQLite file. */
  file: string;
  /** Disconnects the client and deletes the temp directory. */
  cleanup: () => Promise<void>;
}

/** The migration SQL files in the order they apply. */
export function migrationFiles(dir: string = MIGRATIONS_DIR): string[] {
  if (!existsSync(dir)) throw new Error(`No migrations directory at ${dir}`);
  const files = readdirSync(dir)
    .filter((name) => statSync(path.join(dir, name)).isDirectory())
    .sort()
    .map((name) => path.join(dir, name, "migration.sql"))
    .filter((file) => existsSync(file));
  if (files.length === 0) throw new Error(`No migration.sql files under ${dir}`);
  return files;
}

/** Creates the schema in a new SQLite file by running the migrations' SQL. */
export function applyMigrations(file: string, dir: string = MIGRATIONS_DIR): void {
  const db = new Database(file);
  try {
    for (const sql of migrationFiles(dir)) db.exec(readFileSync(sql, "utf8"));
  } finally {
    db.close();
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB_PROVIDER === "postgresql") return createPostgresTestDatabase();
  const dir = mkdtempSync(path.join(tmpdir(), "together-test-"));
  const file = path.join(dir, "test.db");
  applyMigrations(file);
  const url = `file:${file}`;
  const prisma = createPrismaClient(url);
  return {
    prisma,
    url,
    file,
    cleanup: async () => {
      await prisma.$disconnect();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The same on PostgreSQL (TEST_DB_PROVIDER=postgresql): a fresh database per call. */
async function createPostgresTestDatabase(): Promise<TestDatabase> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- an untyped CommonJS helper, loaded only for PostgreSQL runs
  const { createPgDatabase, dropPgDatabase } = require("../../tests/unit/pg-test-db") as {
    createPgDatabase: () => { url: string; name: string };
    dropPgDatabase: (name: string) => void;
  };
  const { url, name } = createPgDatabase();
  const prisma = createPrismaClient(url);
  return {
    prisma,
    url,
    file: name,
    cleanup: async () => {
      await prisma.$disconnect();
      dropPgDatabase(name);
    },
  };
}
