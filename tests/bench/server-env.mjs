// The app server the benches start (tests/bench/run.mjs, cpu.mjs, tails.mjs): its environment,
// its fresh database, and `next start` itself.
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "../../scripts/server-node-flags.mjs";
import { freshPostgresDatabase, withDb } from "./db.mjs";
import { serverAnswers } from "./http.mjs";
import { scaleSeed } from "./scale-seed.mjs";

/** The PostgreSQL server the benches make their databases on (the local one by default). */
export const PG_ADMIN =
  process.env.TEST_POSTGRES_URL ?? "postgresql://together:together@127.0.0.1:5432/postgres";

/**
 * A fresh pass-signing pair and the server's environment with it. The pair is given to the server
 * explicitly: a project .env (npm run setup writes one) would otherwise win over the key derived
 * from AUTH_SECRET, and every bench pass would be an INVALID_CODE.
 */
export function benchServerEnv() {
  const passKeys = crypto.generateKeyPairSync("ed25519");
  const passJwk = passKeys.privateKey.export({ format: "jwk" });
  const env = {
    ...process.env,
    APP_ENV: "test",
    AUTH_SECRET: "bench-only-secret-0123456789abcdefghijklmn",
    PASS_SIGNING_PRIVATE_KEY: passJwk.d,
    PASS_SIGNING_PUBLIC_KEY: passJwk.x,
    PASS_KEY_VERSION: "1",
    RATE_LIMIT_IP_PER_HOUR: "100000000",
    UPLOADS_DIR: "tests/.tmp/bench-uploads",
    // Business rules run a week before the congress (enrolment is closed after it starts).
    APP_NOW: "2026-10-25T12:00:00-03:00",
    // …and the doors open 14 days early, so scans measure real first entries (lib/door-window.ts).
    DOOR_OPENS_MINUTES_BEFORE: "20160",
    NEXT_TELEMETRY_DISABLED: "1",
  };
  return { passKeys, env };
}

/** Migrates and seeds the database of `env.DATABASE_URL` as the e2e servers' databases are. */
export function migrateAndSeed(env, stdio = "inherit") {
  for (const args of [
    ["--experimental-wasm-modules", "--no-warnings", "prisma/tools/migrate.mjs", "deploy"],
    ["--import", "tsx", "prisma/seed.ts"],
  ]) {
    const r = spawnSync(process.execPath, args, { stdio, env });
    if (r.status !== 0) throw new Error(`node ${args.join(" ")} failed`);
  }
}

/**
 * A fresh, migrated, seeded bench database; returns its DATABASE_URL. SQLite: `sqliteFile`
 * (relative to the project) and its WAL files removed first; PostgreSQL: `pgName` dropped and
 * created on PG_ADMIN. `scale` adds the 15,000-participant seed.
 */
export async function freshBenchDatabase(kind, { sqliteFile, pgName, scale = false, env, stdio }) {
  let url;
  if (kind === "postgres") url = await freshPostgresDatabase(PG_ADMIN, pgName);
  else {
    fs.mkdirSync(path.dirname(sqliteFile), { recursive: true });
    for (const s of ["", "-wal", "-shm", "-journal"]) fs.rmSync(sqliteFile + s, { force: true });
    url = `file:./${sqliteFile}`;
  }
  migrateAndSeed({ ...env, DATABASE_URL: url }, stdio);
  if (scale) await withDb(url, scaleSeed);
  return url;
}

/**
 * `next start` of the current build on 127.0.0.1:`port` with production's node flags
 * (scripts/server-node-flags.mjs) and the given ones (e.g. a preload or --cpu-prof; a later flag
 * wins), once it answers; killed, and an error thrown, when it never does.
 */
export async function startNextServer({
  port,
  env,
  nodeArgs = [],
  stdout = "ignore",
  stderr = "inherit",
  hint = "",
}) {
  const child = spawn(
    process.execPath,
    [
      ...SERVER_NODE_FLAGS,
      ...nodeArgs,
      "node_modules/next/dist/bin/next",
      "start",
      "-p",
      String(port),
      "-H",
      "127.0.0.1",
    ],
    { env, stdio: ["ignore", stdout, stderr] },
  );
  if (await serverAnswers(`http://127.0.0.1:${port}`)) return child;
  child.kill();
  throw new Error(`server did not start${hint}`);
}
