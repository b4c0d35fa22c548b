// App servers for the e2e suite (started by playwright.config.ts's webServer entries).
//
//   node tests/e2e/server.mjs --prepare --port 3100   fresh database + build if stale, then `next start`
//   node tests/e2e/server.mjs --port 3101 --otp-ttl 6  `next start` only, on the same database
//   node tests/e2e/server.mjs --prepare-only           database + build, then exit
//   node tests/e2e/server.mjs --port 3140 --app-now 2026-11-02T10:30:00-03:00   another business clock
//   node tests/e2e/server.mjs                          all of it by hand: prepare, then both servers
//
// Playwright starts its webServer entries one after the other and waits for each one's health
// URL, so the database is prepared exactly once, before either server starts.
//
// Env: SKIP_BUILD=1 never builds (an existing build must be there); FORCE_BUILD=1 always builds.
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { BUILD_ID, buildNeeded } from "./build-state.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
process.chdir(root);

const DB_FILE = "tests/.tmp/e2e.db";
const DATABASE_URL = `file:./${DB_FILE}`;
// Fixed, test-only (40 characters); the app requires at least 32.
const AUTH_SECRET = "e2e-test-only-secret-0123456789abcdefghi";
// A fixed, test-only Ed25519 pass-signing key (the specs sign fake-camera QR codes with it:
// tests/e2e/support/pass-token.ts). A .env left by `npm start` must not change it.
const PASS_SEED = crypto.createHash("sha256").update("together-2026-e2e-pass-key").digest();
const PASS_PUBLIC = crypto
  .createPublicKey(
    crypto.createPrivateKey({
      key: Buffer.concat([Buffer.from("302e020100300506032b657004220420", "hex"), PASS_SEED]),
      format: "der",
      type: "pkcs8",
    }),
  )
  .export({ format: "jwk" }).x;

const { values: opts } = parseArgs({
  options: {
    prepare: { type: "boolean", default: false },
    "prepare-only": { type: "boolean", default: false },
    port: { type: "string" },
    "otp-ttl": { type: "string" },
    // PostgreSQL instead of SQLite (TEST_POSTGRES_URL): `--pg --prepare` recreates the database.
    pg: { type: "boolean", default: false },
    // Another SQLite file (the crash test runs its own server on a copy of the e2e database).
    db: { type: "string" },
    // Another business clock (ISO date-time): specs that need "now" inside the congress start
    // their own server with it (tests/e2e/clock.spec.ts).
    "app-now": { type: "string" },
  },
});

const log = (msg) => console.log(`[e2e-server] ${msg}`);

const PG_DATABASE = "t26_e2e";
function pgUrl() {
  const admin = process.env.TEST_POSTGRES_URL;
  if (!admin) {
    console.error("[e2e-server] --pg needs TEST_POSTGRES_URL");
    process.exit(1);
  }
  const u = new URL(admin);
  u.pathname = `/${PG_DATABASE}`;
  return u.toString();
}

function preparePostgres() {
  const admin = process.env.TEST_POSTGRES_URL;
  run("drop pg database", "psql", [
    admin,
    "-q",
    "-c",
    `DROP DATABASE IF EXISTS "${PG_DATABASE}" WITH (FORCE)`,
  ]);
  run("create pg database", "psql", [admin, "-q", "-c", `CREATE DATABASE "${PG_DATABASE}"`]);
  const env = { ...baseEnv(), DATABASE_URL: pgUrl() };
  run(
    "migrate (pg)",
    process.execPath,
    ["--experimental-wasm-modules", "--no-warnings", "prisma/tools/migrate.mjs", "deploy"],
    env,
  );
  run("seed (pg)", process.execPath, ["--import", "tsx", "prisma/seed.ts"], env);
}

function baseEnv() {
  return {
    ...process.env,
    APP_ENV: "test",
    // Every e2e login comes from 127.0.0.1: the per-IP cap would stop the suite, not protect it.
    RATE_LIMIT_IP_PER_HOUR: "100000",
    DATABASE_URL,
    AUTH_SECRET,
    PASS_SIGNING_PRIVATE_KEY: PASS_SEED.toString("base64url"),
    PASS_SIGNING_PUBLIC_KEY: PASS_PUBLIC,
    PASS_KEY_VERSION: "1",
    UPLOADS_DIR: "tests/.tmp/uploads",
    // The congress (01–04/11/2026) is in the past of today's clock: business rules run before it.
    APP_NOW: "2026-10-25T12:00:00-03:00",
    NEXT_TELEMETRY_DISABLED: "1",
  };
}

// The PostgreSQL instances run as a deployment of several would: one database, uploads in an
// S3-compatible store (tests/e2e/support/s3-server.mjs), and a real per-IP cap of login codes
// (the multi-instance spec sends from its own loopback addresses, through the round-robin proxy).
function pgInstanceEnv() {
  const port = Number(process.env.E2E_PORT ?? 3100);
  return {
    DATABASE_URL: pgUrl(),
    STORAGE_DRIVER: "s3",
    S3_ENDPOINT: `http://127.0.0.1:${port + 13}`,
    S3_BUCKET: "t26-e2e",
    S3_FORCE_PATH_STYLE: "true",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    RATE_LIMIT_IP_PER_HOUR: "20",
    // The demo clock is a week before the congress: doors open two weeks ahead, so the
    // multi-instance and crash tests read real first entries (the window has its own tests).
    DOOR_OPENS_MINUTES_BEFORE: "20160",
  };
}

function run(label, cmd, args, env = baseEnv()) {
  const started = Date.now();
  log(`${label}: ${[cmd === process.execPath ? "node" : cmd, ...args].join(" ")}`);
  const res = spawnSync(cmd, args, { stdio: "inherit", env });
  if (res.status !== 0) {
    console.error(`[e2e-server] ${label} failed (exit ${res.status ?? res.signal})`);
    process.exit(1);
  }
  log(`${label}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function prepareDatabase() {
  for (const required of ["prisma/tools/migrate.mjs", "prisma/seed.ts"]) {
    if (!fs.existsSync(required)) {
      console.error(`[e2e-server] ${required} is missing: the e2e database cannot be migrated and seeded.`);
      process.exit(1);
    }
  }
  fs.mkdirSync(path.dirname(DB_FILE), { recursive: true });
  for (const suffix of ["", "-wal", "-shm", "-journal"]) fs.rmSync(`${DB_FILE}${suffix}`, { force: true });
  run("migrate", process.execPath, [
    "--experimental-wasm-modules",
    "--no-warnings",
    "prisma/tools/migrate.mjs",
    "deploy",
  ]);
  run("seed", process.execPath, ["--import", "tsx", "prisma/seed.ts"]);
}

function buildIfNeeded() {
  const hasBuild = fs.existsSync(BUILD_ID);
  if (process.env.SKIP_BUILD === "1") {
    if (!hasBuild) {
      console.error(
        "[e2e-server] SKIP_BUILD=1 but there is no build (.next/BUILD_ID); run `npx next build` first.",
      );
      process.exit(1);
    }
    log("SKIP_BUILD=1: using the existing build");
    return;
  }
  if (process.env.FORCE_BUILD !== "1") {
    const why = buildNeeded();
    if (!why) {
      log("build is up to date (.next/BUILD_ID newer than every source)");
      return;
    }
    log(`building: ${why}`);
  }
  run("next build", process.execPath, ["node_modules/next/dist/bin/next", "build"]);
}

function startServer(port, otpTtl) {
  const env = { ...baseEnv(), PORT: String(port), NEXTAUTH_URL: `http://localhost:${port}` };
  if (opts.db) env.DATABASE_URL = `file:./${opts.db}`;
  if (opts.pg) Object.assign(env, pgInstanceEnv());
  if (otpTtl) env.OTP_TTL_SECONDS = String(otpTtl);
  if (opts["app-now"]) env.APP_NOW = opts["app-now"];
  log(`next start on :${port}${otpTtl ? ` (OTP_TTL_SECONDS=${otpTtl})` : ""}, database ${DB_FILE}`);
  const child = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port)], {
    stdio: "inherit",
    env,
  });
  child.on("exit", (code, signal) => {
    log(`server on :${port} exited (${signal ?? code})`);
    process.exitCode = code ?? 1;
    shutdown();
  });
  children.push(child);
}

const children = [];
function shutdown() {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    shutdown();
    process.exitCode = 0;
  });
}

const all = !opts.port && !opts["prepare-only"];
if (opts.pg) {
  // The SQLite server (started first) has built the app; this one only needs its database.
  if (opts.prepare) preparePostgres();
  startServer(Number(opts.port));
} else if (opts.prepare || opts["prepare-only"] || all) {
  prepareDatabase();
  buildIfNeeded();
}
if (opts["prepare-only"]) process.exit(0);

if (opts.pg) {
  // started above
} else if (all) {
  startServer(3100);
  startServer(3101, 6);
} else {
  if (!fs.existsSync(opts.db ?? DB_FILE)) {
    console.error(`[e2e-server] ${DB_FILE} does not exist: start the --prepare server first.`);
    process.exit(1);
  }
  startServer(Number(opts.port), opts["otp-ttl"] ? Number(opts["otp-ttl"]) : undefined);
}
