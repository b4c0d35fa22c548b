// Micro-bench of the login code's rate-limit check (docs/performance.md, "Rate limits"): the
// check alone (consumeRateLimits with the phone's rules, then the IP's), 50 at a time, each with
// a new phone and one shared IP whose rule is the bench's RATE_LIMIT_IP_PER_HOUR (100,000,000),
// measured when the IP already has 2,000 hits in the hour and again at 11,000.
//
//   npx tsx scripts/rate-limit-bench.ts sqlite|postgres [checks per round] [rounds]
//
// A fresh database each run: a temporary SQLite file, or a new PostgreSQL database on
// TEST_POSTGRES_URL (dropped afterwards), with every migration applied as the Jest setup does.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type BetterSqlite3 from "better-sqlite3";
import type * as RateLimit from "../lib/server/services/rate-limit/consume-rate-limit";
import type * as Db from "../lib/server/db";

const kind = process.argv[2] === "postgres" ? "postgres" : "sqlite";
const perRound = Number(process.argv[3] ?? 1000);
const rounds = Number(process.argv[4] ?? 3);
const CONCURRENCY = 50;

async function main() {
  let pgName: string | undefined;
  if (kind === "postgres") {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { createPgDatabase } = require("../tests/unit/pg-test-db") as {
      createPgDatabase: () => { url: string; name: string };
    };
    const { url, name } = createPgDatabase();
    process.env.DATABASE_URL = url;
    pgName = name;
  } else {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const Database = require("better-sqlite3") as typeof BetterSqlite3;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "t26-rlbench-"));
    const file = path.join(dir, "bench.db");
    const db = new Database(file);
    db.pragma("journal_mode = WAL");
    const migrations = path.join(process.cwd(), "prisma", "migrations");
    for (const name of fs.readdirSync(migrations).sort()) {
      const sql = path.join(migrations, name, "migration.sql");
      if (fs.existsSync(sql)) db.exec(fs.readFileSync(sql, "utf8"));
    }
    db.close();
    process.env.DATABASE_URL = `file:${file}`;
  }
  process.env.APP_ENV = "test";
  // "server-only" throws outside React's server build: stand in for it as Jest does.
  const serverOnly = require.resolve("server-only");
  require.cache[serverOnly] = {
    id: serverOnly,
    filename: serverOnly,
    loaded: true,
    exports: {},
  } as NodeJS.Module;
  /* eslint-disable @typescript-eslint/no-require-imports -- after the stand-in and the environment */
  const { consumeRateLimits } =
    require("../lib/server/services/rate-limit/consume-rate-limit") as typeof RateLimit;
  const { db } = require("../lib/server/db") as typeof Db;
  /* eslint-enable @typescript-eslint/no-require-imports */

  const ip = "otp:ip:10.9.8.7";
  const ipRules = [{ windowSeconds: 3600, max: 100_000_000 }];
  const phoneRules = [
    { windowSeconds: 30, max: 1 },
    { windowSeconds: 3600, max: 5 },
  ];
  let phone = 0;
  const check = () =>
    consumeRateLimits([
      { key: `otp:phone:+55819${String(++phone).padStart(8, "0")}`, rules: phoneRules },
      { key: ip, rules: ipRules },
    ]);
  /** Hits on the IP through the check itself (so they carry whatever the check writes). */
  async function fillTo(hits: number) {
    while ((await db.rateLimitHit.count({ where: { key: ip } })) < hits) {
      const left = hits - (await db.rateLimitHit.count({ where: { key: ip } }));
      await Promise.all(Array.from({ length: Math.min(left, CONCURRENCY) }, check));
    }
  }
  /** Checks per second, CONCURRENCY in flight, over `total` checks. */
  async function measure(total: number) {
    let started = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (started < total) {
          started++;
          await check();
        }
      }),
    );
    return total / ((performance.now() - t0) / 1000);
  }

  const results: string[] = [];
  for (const level of [2000, 11000]) {
    await fillTo(level);
    const rates: number[] = [];
    for (let r = 0; r < rounds; r++) {
      // Each round starts near the level (the rounds add their own hits).
      rates.push(await measure(perRound));
    }
    const hits = await db.rateLimitHit.count({ where: { key: ip } });
    results.push(
      `${kind}: from ${level} hits (${hits} at the end): ${rates.map((x) => x.toFixed(0)).join(", ")} checks/s`,
    );
    console.log(results.at(-1));
  }
  await db.$disconnect();
  if (pgName) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    (require("../tests/unit/pg-test-db") as { dropPgDatabase: (n: string) => void }).dropPgDatabase(pgName);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
