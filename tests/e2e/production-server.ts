// The production e2e server: `node --import tsx tests/e2e/production-server.ts` (playwright.config.ts
// starts it for the `production` project). It
//   1. starts the fake WhatsApp Cloud API (tests/e2e/support/fake-whatsapp.ts) on 127.0.0.1 (the
//      fake Mercado Pago the payments go to runs in the spec's process, which drives it),
//   2. creates a fresh PostgreSQL database, applies the migrations and loads the reference data
//      as a deployment does (APP_ENV=production: no sample people, no sample staff login),
//   3. runs the STANDALONE server (.next/standalone/server.js) with APP_ENV=production and a
//      configuration made for the run (fresh secrets and keys), as the README's "Deploy" says.
// The build is the suite's (the SQLite server builds first when the sources changed).
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "../../scripts/server-node-flags.mjs";
import { buildNeeded } from "./build-state.mjs";
import { startFakeWhatsApp } from "./support/fake-whatsapp";
import {
  FAKE_MERCADOPAGO,
  FAKE_MERCADOPAGO_URL,
  FAKE_WHATSAPP,
  FAKE_WHATSAPP_PORT,
  PROD_DATABASE,
  PROD_PORT,
  PROD_URL,
  PROD_WEBHOOK_URL,
  prodDatabaseUrl,
} from "./support/production";

const root = path.resolve(__dirname, "../..");
process.chdir(root);
type Env = Record<string, string | undefined>;
// Next's types make NODE_ENV required in ProcessEnv; these children set their own environment.
const asProcessEnv = (env: Env) => env as unknown as NodeJS.ProcessEnv;
const log = (msg: string) => console.log(`[prod-server] ${msg}`);

function run(label: string, cmd: string, args: string[], env: Env) {
  log(`${label}: ${[cmd === process.execPath ? "node" : cmd, ...args].join(" ")}`);
  const res = spawnSync(cmd, args, { stdio: "inherit", env: asProcessEnv(env) });
  if (res.status !== 0) {
    console.error(`[prod-server] ${label} failed (exit ${res.status ?? res.signal})`);
    process.exit(1);
  }
}

/** What an operator puts in the secret store: fresh for every run. */
function productionConfig(apiBase: string): Env {
  const pass = crypto.generateKeyPairSync("ed25519");
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    APP_ENV: "production",
    DATABASE_URL: prodDatabaseUrl(),
    AUTH_SECRET: crypto.randomBytes(32).toString("base64url"),
    PASS_SIGNING_PRIVATE_KEY: pass.privateKey.export({ format: "jwk" }).d,
    PASS_SIGNING_PUBLIC_KEY: pass.publicKey.export({ format: "jwk" }).x,
    PASS_KEY_VERSION: "1",
    VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString("base64url"),
    VAPID_PRIVATE_KEY: ecdh.getPrivateKey().toString("base64url"),
    WHATSAPP_TOKEN: FAKE_WHATSAPP.token,
    WHATSAPP_PHONE_NUMBER_ID: FAKE_WHATSAPP.phoneNumberId,
    WHATSAPP_TEMPLATE_NAME: FAKE_WHATSAPP.templateName,
    WHATSAPP_API_BASE: apiBase,
    PAYMENTS_PROVIDER: "mercadopago",
    MERCADOPAGO_ACCESS_TOKEN: FAKE_MERCADOPAGO.accessToken,
    MERCADOPAGO_PUBLIC_KEY: FAKE_MERCADOPAGO.publicKey,
    MERCADOPAGO_WEBHOOK_SECRET: FAKE_MERCADOPAGO.webhookSecret,
    MERCADOPAGO_API_BASE: FAKE_MERCADOPAGO_URL,
    MERCADOPAGO_JS_URL: `${FAKE_MERCADOPAGO_URL}/js/v2`,
    MERCADOPAGO_NOTIFICATION_URL: PROD_WEBHOOK_URL,
    UPLOADS_DIR: path.join(root, "tests/.tmp/prod-uploads"),
    NEXTAUTH_URL: PROD_URL,
  };
}

async function main() {
  const admin = process.env.TEST_POSTGRES_URL;
  if (!admin) throw new Error("TEST_POSTGRES_URL is not set");
  const fake = await startFakeWhatsApp({ ...FAKE_WHATSAPP, port: FAKE_WHATSAPP_PORT });
  log(`fake WhatsApp Cloud API on ${fake.apiBase}`);

  // Only the system's basics are inherited: no .env, no APP_ENV or secrets of the caller.
  const base: Env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NEXT_TELEMETRY_DISABLED: "1",
  };
  const config = productionConfig(fake.apiBase);

  run(
    "drop database",
    "psql",
    [admin, "-q", "-c", `DROP DATABASE IF EXISTS "${PROD_DATABASE}" WITH (FORCE)`],
    base,
  );
  run("create database", "psql", [admin, "-q", "-c", `CREATE DATABASE "${PROD_DATABASE}"`], base);
  const tools = { ...base, ...config };
  run(
    "migrate",
    process.execPath,
    ["--experimental-wasm-modules", "--no-warnings", "prisma/tools/migrate.mjs", "deploy"],
    tools,
  );
  run("reference data", process.execPath, ["--import", "tsx", "prisma/seed.ts"], tools);

  const stale = buildNeeded();
  if (stale || !fs.existsSync(".next/standalone/server.js")) {
    log(`building: ${stale || "no standalone server"}`);
    run("next build", process.execPath, ["node_modules/next/dist/bin/next", "build"], {
      ...process.env,
      ...base,
    });
  }
  run("standalone assets", process.execPath, ["scripts/standalone.mjs", "prepare"], base);

  log(`standalone server on :${PROD_PORT} (APP_ENV=production, database ${PROD_DATABASE})`);
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, ".next/standalone/server.js"], {
    stdio: "inherit",
    env: asProcessEnv({ ...base, ...config, PORT: String(PROD_PORT), HOSTNAME: "127.0.0.1" }),
  });
  const stop = () => {
    if (server.exitCode === null) server.kill("SIGTERM");
    void fake.close();
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, stop);
  server.on("exit", (code, signal) => {
    log(`standalone server exited (${signal ?? code})`);
    void fake.close();
    process.exitCode = code ?? 0;
  });
}

main().catch((error: unknown) => {
  console.error("[prod-server]", error);
  process.exit(1);
});
