/**
 * prisma/tools/migrate.mjs end to end: the real script in a child process, against real SQLite
 * files and copies of the migrations folder under os.tmpdir().
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { defined } from "@/tests/unit/defined";

const ROOT = path.resolve(__dirname, "../..");
const SCRIPT = path.join(__dirname, "migrate.mjs");
const MIGRATIONS = path.join(ROOT, "prisma/migrations");
const SCHEMA = path.join(ROOT, "prisma/schema.prisma");

let tmp: string;
let env: { DATABASE_URL: string; PRISMA_MIGRATIONS: string; PRISMA_SCHEMA: string };
let dbPath: string;

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "migrate-test-"));
  // A folder that does not exist yet: deploy must create it.
  dbPath = path.join(tmp, "data", "test.db");
  // Each test gets its own copy of the migrations, so it can add to them.
  const migrations = path.join(tmp, "migrations");
  fs.cpSync(MIGRATIONS, migrations, { recursive: true });
  env = { DATABASE_URL: `file:${dbPath}`, PRISMA_MIGRATIONS: migrations, PRISMA_SCHEMA: SCHEMA };
});

afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

function migrate(...args: string[]) {
  const result = spawnSync(process.execPath, ["--experimental-wasm-modules", SCRIPT, ...args], {
    cwd: ROOT,
    // The PostgreSQL half of `new`/`check` has its own tests below; these are about SQLite.
    env: { ...process.env, SKIP_POSTGRES: "1", ...env, DEBUG: "" },
    encoding: "utf8",
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function migrationNames(dir = env.PRISMA_MIGRATIONS) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

function addMigration(name: string, sql: string) {
  fs.mkdirSync(path.join(env.PRISMA_MIGRATIONS, name));
  fs.writeFileSync(path.join(env.PRISMA_MIGRATIONS, name, "migration.sql"), sql);
}

type MigrationRow = {
  id: string;
  migration_name: string;
  checksum: string;
  finished_at: string | null;
  rolled_back_at: string | null;
};

function readDb<T>(fn: (db: Database.Database) => T): T {
  const db = new Database(dbPath, { fileMustExist: true });
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

const rows = () =>
  readDb(
    (db) => db.prepare("SELECT * FROM _prisma_migrations ORDER BY migration_name").all() as MigrationRow[],
  );
const tables = () =>
  readDb((db) =>
    (
      db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .pluck()
        .all() as string[]
    ).sort(),
  );

test("the committed migrations exist", () => {
  expect(migrationNames(MIGRATIONS).length).toBeGreaterThan(0);
  expect(fs.readFileSync(path.join(MIGRATIONS, "migration_lock.toml"), "utf8")).toContain(
    'provider = "sqlite"',
  );
});

test("deploy gives a fresh database every migration, recorded like the Prisma CLI does", () => {
  const names = migrationNames();
  const result = migrate("deploy");
  expect(result.stderr).toBe("");
  expect(result.code).toBe(0);
  for (const name of names) expect(result.stdout).toContain(name);

  // Every table the migrations create exists. (SQLite alters a table by building "new_X" and
  // renaming it to X: those temporary names are not tables of the result.)
  const created = names.flatMap((name) => {
    const sql = fs.readFileSync(path.join(env.PRISMA_MIGRATIONS, name, "migration.sql"), "utf8");
    return [...sql.matchAll(/CREATE TABLE "(\w+)"/g)].map((m) => m[1]).filter((t) => !t?.startsWith("new_"));
  });
  expect(created).toContain("User");
  expect(tables()).toEqual([...created, "_prisma_migrations"].sort());

  // One finished row per migration, with the sha256 of its migration.sql as checksum.
  expect(rows().map((r) => r.migration_name)).toEqual(names);
  for (const row of rows()) {
    const sql = fs.readFileSync(path.join(env.PRISMA_MIGRATIONS, row.migration_name, "migration.sql"));
    expect(row.checksum).toBe(createHash("sha256").update(sql).digest("hex"));
    expect(row.finished_at).not.toBeNull();
    expect(row.rolled_back_at).toBeNull();
  }
  expect(readDb((db) => db.pragma("journal_mode", { simple: true }))).toBe("wal");
});

test("a second deploy applies nothing", () => {
  expect(migrate("deploy").code).toBe(0);
  const before = rows();

  const result = migrate("deploy");
  expect(result.code).toBe(0);
  expect(result.stdout.trim()).toBe("No pending migrations");
  expect(rows()).toEqual(before);
});

test("a migration added later is applied by the next deploy, and only it", () => {
  expect(migrate("deploy").code).toBe(0);
  const before = rows();
  addMigration("29991231235959_add_x", 'CREATE TABLE "X" ("id" INTEGER NOT NULL PRIMARY KEY);\n');

  const result = migrate("deploy");
  expect(result.code).toBe(0);
  expect(result.stdout).toContain("Applied 1 migration(s)");
  expect(result.stdout).toContain("29991231235959_add_x");
  for (const row of before) expect(result.stdout).not.toContain(row.migration_name);
  expect(tables()).toContain("X");
  const after = rows();
  expect(after.slice(0, before.length)).toEqual(before);
  expect(after.map((r) => r.migration_name)).toEqual([
    ...before.map((r) => r.migration_name),
    "29991231235959_add_x",
  ]);
});

test("new writes nothing when the schema matches the migrations", () => {
  const result = migrate("new", "nothing_to_do");
  expect(result.code).toBe(0);
  expect(result.stdout).toContain("Schema and migrations are in sync");
  expect(migrationNames()).toEqual(migrationNames(MIGRATIONS));
  expect(fs.existsSync(dbPath)).toBe(false); // diffing never touches the real database
  expect(migrate("check").code).toBe(0);
});

test("new writes the next migration when the schema changed, and check sees the difference", () => {
  const schema = path.join(tmp, "schema.prisma");
  fs.writeFileSync(schema, fs.readFileSync(SCHEMA, "utf8") + "\nmodel Extra {\n  id String @id\n}\n");
  env.PRISMA_SCHEMA = schema;
  const check = migrate("check");
  expect(check.code).toBe(1);
  expect(check.stderr).toContain("db:new-migration");

  const result = migrate("new", "Add extra");
  expect(result.code).toBe(0);
  const added = migrationNames().filter((name) => !migrationNames(MIGRATIONS).includes(name));
  expect(added).toEqual([expect.stringMatching(/^\d{14}_add_extra$/)]);
  const sql = fs.readFileSync(
    path.join(env.PRISMA_MIGRATIONS, defined(added[0], "the new migration"), "migration.sql"),
    "utf8",
  );
  expect(sql).toContain('CREATE TABLE "Extra"');
  expect(migrate("check").code).toBe(0);
});

test("status exits 1 while migrations are pending and 0 once deployed", () => {
  const fresh = migrate("status");
  expect(fresh.code).toBe(1);
  expect(fresh.stdout).toContain("Pending");
  expect(fs.existsSync(dbPath)).toBe(false);

  expect(migrate("deploy").code).toBe(0);
  const deployed = migrate("status");
  expect(deployed.code).toBe(0);
  expect(deployed.stdout).not.toContain("Pending");

  addMigration("29991231235959_add_x", 'CREATE TABLE "X" ("id" INTEGER NOT NULL PRIMARY KEY);\n');
  const behind = migrate("status");
  expect(behind.code).toBe(1);
  expect(behind.stdout).toMatch(/Pending \(1\):\s+29991231235959_add_x/);
});

test("an unsupported DATABASE_URL is refused with one clear line", () => {
  env.DATABASE_URL = "mysql://user:secret@localhost:3306/app";
  const result = migrate("deploy");
  expect(result.code).toBe(1);
  expect(result.stderr.trim().split("\n")).toEqual([expect.stringContaining("postgresql://")]);
  expect(result.stderr).not.toContain("secret");
});

test("an unreachable PostgreSQL fails clearly without showing the password", () => {
  env.DATABASE_URL = "postgresql://user:secret@127.0.0.1:1/app";
  const result = migrate("deploy");
  expect(result.code).toBe(1);
  expect(result.stderr).toContain("Can't reach database server");
  expect(result.stderr).not.toContain("secret");
});

test("the committed PostgreSQL schema is the generated twin of the SQLite schema", () => {
  const sqlite = fs.readFileSync(SCHEMA, "utf8");
  const pg = fs.readFileSync(path.join(ROOT, "prisma/postgresql/schema.prisma"), "utf8");
  expect(pg).toContain('provider = "postgresql"');
  expect(
    pg
      .replace(/^\/\/ GENERATED.*\n/, "")
      .replace('provider = "postgresql"', 'provider = "sqlite"')
      .replace("../../lib/server/generated/prisma-pg", "../lib/server/generated/prisma"),
  ).toBe(sqlite);
});

const pgAdmin = process.env.TEST_POSTGRES_URL;
(pgAdmin ? describe : describe.skip)("on PostgreSQL (TEST_POSTGRES_URL)", () => {
  const name = `t26_migrate_${process.pid}`;
  const url = () => {
    const u = new URL(pgAdmin as string);
    u.pathname = `/${name}`;
    return u.toString();
  };
  const psql = (sql: string) =>
    spawnSync("psql", [pgAdmin as string, "-v", "ON_ERROR_STOP=1", "-q", "-c", sql], { encoding: "utf8" });

  beforeAll(() => {
    psql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    expect(psql(`CREATE DATABASE "${name}"`).status).toBe(0);
  });
  afterAll(() => psql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

  test("deploy applies every PostgreSQL migration once, with Prisma's bookkeeping", () => {
    env.DATABASE_URL = url();
    const first = migrate("deploy");
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/Applied \d+ migration/);
    const second = migrate("deploy");
    expect(second.code).toBe(0);
    expect(second.stdout.trim()).toBe("No pending migrations");
    const rows = spawnSync(
      "psql",
      [
        url(),
        "-At",
        "-c",
        "SELECT migration_name, checksum FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY 1",
      ],
      { encoding: "utf8" },
    );
    const applied = rows.stdout
      .trim()
      .split("\n")
      .map((line) => {
        const [name = "", checksum] = line.split("|");
        return [name, checksum] as const;
      });
    const dir = path.join(ROOT, "prisma/postgresql/migrations");
    const expected = fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    expect(applied.map(([n]) => n)).toEqual(expected);
    for (const [n, checksum] of applied) {
      const sql = fs.readFileSync(path.join(dir, n, "migration.sql"));
      expect(checksum).toBe(createHash("sha256").update(sql).digest("hex"));
    }
  });
});
