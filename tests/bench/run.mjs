// npm run bench — throughput and latency of the hot endpoints against a bare route handler on the
// same `next start` server (loopback only), then BENCHMARKS.md. Not part of `npm test`.
//
//   node tests/bench/run.mjs [--scale] [--duration 10] [--no-write]
//
// --scale seeds 15,000 participants, 150,000 enrolments and 20,000 posts (tests/bench/scale-seed.mjs)
// on top of the sample data and reruns the same targets, so hot queries can be compared.
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { lighthouseTable, runLighthouse } from "./lighthouse.mjs";
import { TARGETS, prepareTargets } from "./targets.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
process.chdir(root);
const { values: opts } = parseArgs({
  options: {
    scale: { type: "boolean", default: false },
    duration: { type: "string", default: "10" },
    "no-write": { type: "boolean", default: false },
    port: { type: "string", default: "3950" },
    "no-lighthouse": { type: "boolean", default: false },
    // Substring of target labels to run (e.g. --only scan); the bare route always runs.
    only: { type: "string" },
  },
});
const PORT = Number(opts.port);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(opts.duration);
const DB_FILE = "tests/.tmp/bench.db";
// The pass-signing pair is given to the server explicitly: a project's .env (npm run setup writes
// one) would otherwise win over the key derived from AUTH_SECRET, and every bench pass would be
// an INVALID_CODE.
const passKeys = crypto.generateKeyPairSync("ed25519");
const passJwk = passKeys.privateKey.export({ format: "jwk" });
const env = {
  ...process.env,
  PASS_SIGNING_PRIVATE_KEY: passJwk.d,
  PASS_SIGNING_PUBLIC_KEY: passJwk.x,
  PASS_KEY_VERSION: "1",
  APP_ENV: "test",
  DATABASE_URL: `file:./${DB_FILE}`,
  AUTH_SECRET: "bench-only-secret-0123456789abcdefghijklmn",
  RATE_LIMIT_IP_PER_HOUR: "100000000",
  // Business rules run a week before the congress (enrolment is closed after it starts).
  APP_NOW: "2026-10-25T12:00:00-03:00",
  NEXT_TELEMETRY_DISABLED: "1",
};
const log = (m) => console.log(`[bench] ${m}`);

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: "inherit", env });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed`);
}

function prepareDatabase(scale) {
  fs.mkdirSync(path.dirname(DB_FILE), { recursive: true });
  for (const s of ["", "-wal", "-shm"]) fs.rmSync(DB_FILE + s, { force: true });
  run(process.execPath, ["--experimental-wasm-modules", "--no-warnings", "prisma/tools/migrate.mjs", "deploy"]);
  run(process.execPath, ["--import", "tsx", "prisma/seed.ts"]);
  if (scale) run(process.execPath, ["tests/bench/scale-seed.mjs"]);
}

async function startServer() {
  if (!fs.existsSync(".next/BUILD_ID") || process.env.FORCE_BUILD === "1") run(process.execPath, ["node_modules/next/dist/bin/next", "build"]);
  const child = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(PORT), "-H", "127.0.0.1"], { env, stdio: ["ignore", "ignore", "inherit"] });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error("server did not start");
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION, ...options }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const summary = (r) => ({
  rps: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  non2xx: r.non2xx,
  errors: r.errors,
});

async function measure(label, target, ctx) {
  const requests = target.requests ? target.requests(ctx) : undefined;
  // autocannon takes the path from the URL (a top-level `path` option is ignored).
  const base = { url: `${BASE}${target.path?.(ctx) ?? "/"}`, method: target.method ?? "GET", headers: target.headers?.(ctx), body: target.body?.(ctx), requests };
  // Warm-up (JIT, caches), then throughput at 50 connections, then latency at a fixed 200 req/s.
  await cannon({ ...base, duration: 2, connections: 10 });
  const throughput = summary(await cannon({ ...base, connections: 50 }));
  const fixed = summary(await cannon({ ...base, connections: 20, overallRate: 200 }));
  log(`${label}: ${throughput.rps} req/s @50c (p99 ${throughput.p99} ms), p99 ${fixed.p99} ms @200 req/s, non-2xx ${throughput.non2xx + fixed.non2xx}`);
  return { label, throughput, fixed };
}

async function benchRun(scale, withLighthouse = false) {
  prepareDatabase(scale);
  const server = await startServer();
  try {
    const ctx = await prepareTargets(BASE, { dbFile: DB_FILE, authSecret: env.AUTH_SECRET, passKey: passKeys.privateKey });
    const bare = await measure("bare route", { path: () => "/api/bench/bare" }, ctx);
    const rows = [];
    for (const target of TARGETS) {
      if (opts.only && !target.label.includes(opts.only)) continue;
      if (target.available && !(await target.available(ctx))) {
        log(`${target.label}: not available yet (skipped)`);
        continue;
      }
      rows.push(await measure(target.label, target, ctx));
    }
    const lighthouse = withLighthouse ? await runLighthouse(BASE, ["/home", "/dashboard"], ctx.participant) : null;
    if (lighthouse) for (const r of lighthouse) log(`lighthouse ${r.page}: performance ${r.performance}, first-load JS ${r.firstLoadJsKb} KB`);
    return { bare, rows, lighthouse };
  } finally {
    server.kill("SIGTERM");
  }
}

function table(result) {
  const lines = ["| endpoint | req/s @50 conn | vs bare | p99 @200 req/s (ms) | vs bare | non-2xx |", "| --- | ---: | ---: | ---: | ---: | ---: |"];
  const { bare } = result;
  for (const r of [bare, ...result.rows]) {
    const ratioT = (r.throughput.rps / bare.throughput.rps).toFixed(2);
    const ratioL = bare.fixed.p99 ? (r.fixed.p99 / bare.fixed.p99).toFixed(2) : "–";
    lines.push(`| ${r.label} | ${r.throughput.rps} | ${ratioT} | ${r.fixed.p99} | ${ratioL} | ${r.throughput.non2xx + r.fixed.non2xx} |`);
  }
  return lines.join("\n");
}

const small = await benchRun(false, !opts["no-lighthouse"]);
const big = opts.scale ? await benchRun(true) : null;
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, SQLite (WAL), next start on 127.0.0.1`;
let report = `# Benchmarks\n\nMeasured ${new Date().toISOString().slice(0, 10)} with \`npm run bench\` (autocannon, ${DURATION} s per run) on ${machine}.\nEach endpoint: throughput at 50 connections, and p99 latency at a fixed 200 requests/s, both against a bare route handler on the same server.\n\n## Sample seed\n\n${table(small)}\n`;
if (small.lighthouse) report += `\n## Lighthouse (mobile) and first-load JavaScript\n\n${lighthouseTable(small.lighthouse)}\n`;
if (big) {
  report += `\n## Scale seed (15,000 participants, 150,000 enrolments, 20,000 posts)\n\n${table(big)}\n\n| endpoint | p99 scale / p99 small |\n| --- | ---: |\n`;
  for (const r of big.rows) {
    const s = small.rows.find((x) => x.label === r.label);
    if (s) report += `| ${r.label} | ${(r.fixed.p99 / Math.max(1, s.fixed.p99)).toFixed(2)} |\n`;
  }
}
console.log("\n" + report);
if (!opts["no-write"]) {
  const file = "BENCHMARKS.md";
  const previous = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  const notes = previous.includes("<!-- notes -->") ? previous.slice(previous.indexOf("<!-- notes -->")) : "<!-- notes -->\n";
  fs.writeFileSync(file, `${report}\n${notes}`);
  log(`wrote ${file}`);
}
