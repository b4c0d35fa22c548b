// One-step local setup: .env with fresh secrets (if missing), migrations, seed. Idempotent.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, writeFileSync } from "node:fs";

if (!existsSync(".env")) {
  const lines = [
    "# Written by `npm run setup` for a local run. See README.md, Configuration.",
    "APP_ENV=development",
    "DATABASE_URL=file:./prisma/dev.db",
    `AUTH_SECRET=${randomBytes(32).toString("base64url")}`,
    "",
  ];
  writeFileSync(".env", lines.join("\n"));
  console.log("setup: wrote .env (APP_ENV=development, SQLite at prisma/dev.db)");
}
process.loadEnvFile(".env");

const run = (cmd, args) => execFileSync(cmd, args, { stdio: "inherit", env: process.env });
run(process.execPath, ["--experimental-wasm-modules", "--no-warnings", "prisma/tools/migrate.mjs", "deploy"]);
// The sample data includes demo people and a staff account with a published password:
// never load it into a production database implicitly (run `npm run db:seed` on purpose).
if (process.env.APP_ENV === "production") console.log("setup: APP_ENV=production, sample data not loaded");
else run(process.execPath, ["--import", "tsx", "prisma/seed.ts"]);

