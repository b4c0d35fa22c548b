// PostgreSQL test databases for Jest (TEST_DB_PROVIDER=postgresql): one database per test file,
// created from TEST_POSTGRES_URL (a role allowed to CREATE DATABASE) with every migration of
// prisma/postgresql/migrations applied by psql. Synchronous, so Jest setupFiles can use it.
const { execFileSync } = require("node:child_process");
const crypto = require("node:crypto");
const fs = require("node:fs");
const path = require("node:path");

const MIGRATIONS = path.join(__dirname, "..", "..", "prisma", "postgresql", "migrations");

function adminUrl() {
  const url = process.env.TEST_POSTGRES_URL;
  if (!url)
    throw new Error(
      "TEST_DB_PROVIDER=postgresql needs TEST_POSTGRES_URL (e.g. postgresql://together:together@127.0.0.1:5432/postgres)",
    );
  return url;
}

function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

function psql(url, args) {
  execFileSync("psql", [url, "-v", "ON_ERROR_STOP=1", "-q", "-X", ...args], {
    stdio: ["ignore", "ignore", "pipe"],
  });
}

/** Creates a fresh database with every PostgreSQL migration applied; returns its URL and name. */
function createPgDatabase() {
  const name = `t26_test_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
  psql(adminUrl(), ["-c", `CREATE DATABASE "${name}"`]);
  const url = withDatabase(adminUrl(), name);
  const dirs = fs
    .readdirSync(MIGRATIONS)
    .filter((d) => fs.statSync(path.join(MIGRATIONS, d)).isDirectory())
    .sort();
  for (const dir of dirs) psql(url, ["-f", path.join(MIGRATIONS, dir, "migration.sql")]);
  return { url, name };
}

/**
 * Removes a test database. WITH (FORCE) may meet an autovacuum worker that a non-superuser role
 * cannot terminate ("must be a member of pg_signal_backend"): wait and retry, and if the database
 * is still busy leave it for later rather than fail a test file whose tests all passed.
 */
function dropPgDatabase(name) {
  for (let attempt = 1; attempt <= 10; attempt++) {
    try {
      psql(adminUrl(), ["-c", `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`]);
      return;
    } catch (error) {
      if (attempt === 10) {
        console.warn(
          `[pg-test-db] could not drop ${name} (left behind): ${String(error.stderr ?? error).trim()}`,
        );
        return;
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300 * attempt);
    }
  }
}

module.exports = { createPgDatabase, dropPgDatabase };
