// Jest setupFiles: every test file gets its own database with every migration applied — a
// temporary SQLite file by default, or a fresh PostgreSQL database when TEST_DB_PROVIDER=postgresql
// (see tests/unit/pg-test-db.js) — and a test environment. Modules reading DATABASE_URL see it.
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");

if (process.env.TEST_DB_PROVIDER === "postgresql") {
  const { createPgDatabase } = require("./pg-test-db");
  const { url, name } = createPgDatabase();
  process.env.DATABASE_URL = url;
  process.env.TEST_PG_DATABASE = name;
} else {
  const Database = require("better-sqlite3");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "t26-jest-"));
  const file = path.join(dir, "test.db");
  const migrations = path.join(__dirname, "..", "..", "prisma", "migrations");
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  for (const name of fs
    .readdirSync(migrations)
    .filter((n) => fs.statSync(path.join(migrations, n)).isDirectory())
    .sort()) {
    db.exec(fs.readFileSync(path.join(migrations, name, "migration.sql"), "utf8"));
  }
  db.close();
  process.env.DATABASE_URL = `file:${file}`;
  process.env.TEST_DB_DIR = dir;
}

// Uploaded files of this test file go to their own temporary folder (removed afterwards).
process.env.UPLOADS_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "t26-uploads-"));
process.env.APP_ENV = "test";
process.env.AUTH_SECRET = "jest-secret-jest-secret-jest-secret-0123456789";
