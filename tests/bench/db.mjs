// The bench's own access to its database, on SQLite (better-sqlite3) or PostgreSQL (pg), with one
// small async interface so the targets' preparation and the scale seed run on both. SQL is written
// once with double-quoted identifiers and `?` placeholders (rewritten to $1, $2… for PostgreSQL).
import { spawnSync } from "node:child_process";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";

export const isPostgresUrl = (url) => /^postgres(ql)?:\/\//i.test(url);

/** `?` → `$n` (the bench's SQL has no `?` inside string literals). */
export const pgPlaceholders = (sql) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

// Prisma keeps DateTime as timestamp(3) without time zone, in UTC: read it back as the same ISO
// text the SQLite rows carry, whatever the machine's time zone.
const pgTypes = {
  getTypeParser: (oid, format) =>
    oid === 1114 ? (s) => `${s.replace(" ", "T")}+00:00` : pg.types.getTypeParser(oid, format),
};

/** url: file:… (relative to the cwd) or postgresql://… */
export async function openDb(url) {
  if (isPostgresUrl(url)) {
    const client = new pg.Client({ connectionString: url, types: pgTypes });
    await client.connect();
    const q = async (sql, params = []) => (await client.query(pgPlaceholders(sql), params)).rows;
    return {
      kind: "postgres",
      all: q,
      get: async (sql, params) => (await q(sql, params))[0],
      run: async (sql, params) => void (await q(sql, params)),
      /** Multi-row INSERTs, as many rows per statement as PostgreSQL's 65,535 parameters allow. */
      async insertMany(table, columns, rows) {
        const per = Math.max(1, Math.floor(60000 / columns.length));
        for (let i = 0; i < rows.length; i += per) {
          const chunk = rows.slice(i, i + per);
          const values = chunk
            .map((_, r) => `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(", ")})`)
            .join(", ");
          await client.query(
            `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES ${values}`,
            chunk.flat(),
          );
        }
      },
      close: () => client.end(),
    };
  }
  const db = new Database(path.resolve(url.replace(/^file:/, "")));
  db.pragma("busy_timeout = 10000");
  return {
    kind: "sqlite",
    all: async (sql, params = []) => db.prepare(sql).all(...params),
    get: async (sql, params = []) => db.prepare(sql).get(...params),
    run: async (sql, params = []) => void db.prepare(sql).run(...params),
    async insertMany(table, columns, rows) {
      const insert = db.prepare(
        `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
      );
      db.transaction(() => {
        for (const row of rows) insert.run(...row);
      })();
    },
    close: async () => db.close(),
  };
}

/** Runs fn(db) and closes the connection whatever happens. */
export async function withDb(url, fn) {
  const db = await openDb(url);
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

/**
 * A fresh PostgreSQL database for the bench: the server is started as .ci/postgres.sh does when it
 * does not answer, then `name` is dropped (connections forced off) and created again.
 */
export async function freshPostgresDatabase(adminUrl, name) {
  const admin = new URL(adminUrl);
  const ready = () =>
    spawnSync("pg_isready", ["-q", "-h", admin.hostname, "-p", admin.port || "5432"]).status === 0;
  if (!ready()) {
    const r = spawnSync("bash", [".ci/postgres.sh"], { stdio: "inherit" });
    if (r.status !== 0 || !ready()) throw new Error("PostgreSQL is not running and .ci/postgres.sh failed");
  }
  await withDb(adminUrl, async (db) => {
    await db.run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await db.run(`CREATE DATABASE "${name}"`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
