// One-step local setup: .env with fresh secrets (if missing), migrations, seed. Idempotent.
import { execFileSync } from "node:child_process";
import { createECDH, generateKeyPairSync, randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";

if (!existsSync(".env")) {
  const lines = [
    "# Written by `npm run setup` for a local run. See README.md, Configuration.",
    "APP_ENV=development",
    "DATABASE_URL=file:./prisma/dev.db",
    `AUTH_SECRET=${randomBytes(32).toString("base64url")}`,
    "# The demo clock for business rules (enrolment, waitlist): a week before the congress. Remove for real time.",
    "APP_NOW=2026-10-25T12:00:00-03:00",
    "",
  ];
  writeFileSync(".env", lines.join("\n"));
  console.log("setup: wrote .env (APP_ENV=development, SQLite at prisma/dev.db)");
}

// Keys added after a .env was first written (or missing from a hand-written one) are appended,
// never overwritten; a variable already set in the environment is left to it.
function generatedKeys() {
  const { privateKey, publicKey } = generateKeyPairSync("ed25519");
  const priv = privateKey.export({ format: "jwk" });
  const pub = publicKey.export({ format: "jwk" });
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    // The server refuses to start without these two (no default environment, no constant secret).
    APP_ENV: "development",
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    PASS_SIGNING_PRIVATE_KEY: priv.d,
    PASS_SIGNING_PUBLIC_KEY: pub.x,
    PASS_KEY_VERSION: "1",
    VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString("base64url"),
    VAPID_PRIVATE_KEY: ecdh.getPrivateKey().toString("base64url"),
  };
}
const present = new Set(
  readFileSync(".env", "utf8")
    .split("\n")
    .map((l) => l.split("=")[0].trim()),
);
const missing = Object.entries(generatedKeys()).filter(([k]) => !present.has(k) && !process.env[k]);
// The two halves of each pair must come from one generation: write a pair only if both are missing.
const pairs = [
  ["PASS_SIGNING_PRIVATE_KEY", "PASS_SIGNING_PUBLIC_KEY"],
  ["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY"],
];
const keep = missing.filter(([k]) => {
  const pair = pairs.find((p) => p.includes(k));
  return !pair || pair.every((p) => missing.some(([m]) => m === p));
});
if (keep.length) {
  appendFileSync(".env", keep.map(([k, v]) => `${k}=${v}`).join("\n") + "\n");
  console.log(`setup: added ${keep.map(([k]) => k).join(", ")} to .env`);
}
process.loadEnvFile(".env");

const run = (cmd, args) => execFileSync(cmd, args, { stdio: "inherit", env: process.env });
run(process.execPath, ["--experimental-wasm-modules", "--no-warnings", "prisma/tools/migrate.mjs", "deploy"]);
// The sample data includes demo people and a staff account with a published password:
// never load it into a production database implicitly (run `npm run db:seed` on purpose).
if (process.env.APP_ENV === "production") console.log("setup: APP_ENV=production, sample data not loaded");
else run(process.execPath, ["--import", "tsx", "prisma/seed.ts"]);
