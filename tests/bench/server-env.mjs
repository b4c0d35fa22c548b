// The environment of the app server the benches start (tests/bench/run.mjs, tests/bench/cpu.mjs).
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";

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
