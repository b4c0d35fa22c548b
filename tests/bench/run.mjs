// npm run bench — throughput and latency of the hot endpoints against a bare route handler on the
// same `next start` server (loopback only), first-load JavaScript against the framework's own floor,
// Lighthouse, then BENCHMARKS.md. Not part of `npm test`.
//
//   node tests/bench/run.mjs [--scale] [--duration 10] [--only scan] [--no-write] [--no-lighthouse] [--no-floor]
//
// --scale seeds 15,000 participants, 150,000 enrolments and 20,000 posts (tests/bench/scale-seed.mjs)
// on top of the sample data and reruns the same targets, so hot queries can be compared.
//
// Method: every target is measured right after the bare route (both at 50 connections for
// throughput, then at a fixed 200 req/s for p99), so each ratio compares two runs minutes apart at
// most, on the same warm server. Every target is preflighted once and its answers are counted by
// status: a row whose answers were not the expected ones is marked invalid, not reported as fast.
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { firstLoadJs, frameworkFloor } from "./first-load.mjs";
import { buildNeeded } from "../e2e/build-state.mjs";
import { assertPortFree, request } from "./http.mjs";
import { lighthouseTable, runLighthouse } from "./lighthouse.mjs";
import { BARE, TARGETS, prepareTargets } from "./targets.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
process.chdir(root);
const { values: opts } = parseArgs({
  options: {
    scale: { type: "boolean", default: false },
    // Seconds of each measured run is half of this (three alternating rounds per side and mode).
    duration: { type: "string", default: "10" },
    "no-write": { type: "boolean", default: false },
    port: { type: "string", default: "3950" },
    "no-lighthouse": { type: "boolean", default: false },
    "no-floor": { type: "boolean", default: false },
    // Substring of target labels to run (e.g. --only scan); the bare route always runs.
    only: { type: "string" },
  },
});
const PORT = Number(opts.port);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(opts.duration);
const DB_FILE = "tests/.tmp/bench.db";
const FIXED_RATE = 200;
const ROUNDS = 3;
const ROUND_SECONDS = Math.max(3, Math.round(DURATION / 2));
// The pass-signing pair is given to the server explicitly: a project .env (npm run setup writes
// one) would otherwise win over the key derived from AUTH_SECRET, and every bench pass would be
// an INVALID_CODE.
const passKeys = crypto.generateKeyPairSync("ed25519");
const passJwk = passKeys.privateKey.export({ format: "jwk" });
const env = {
  ...process.env,
  APP_ENV: "test",
  DATABASE_URL: `file:./${DB_FILE}`,
  AUTH_SECRET: "bench-only-secret-0123456789abcdefghijklmn",
  PASS_SIGNING_PRIVATE_KEY: passJwk.d,
  PASS_SIGNING_PUBLIC_KEY: passJwk.x,
  PASS_KEY_VERSION: "1",
  RATE_LIMIT_IP_PER_HOUR: "100000000",
  // Business rules run a week before the congress (enrolment is closed after it starts).
  APP_NOW: "2026-10-25T12:00:00-03:00",
  // …and the doors open 14 days early, so scans measure real first entries (lib/door-window.ts).
  DOOR_OPENS_MINUTES_BEFORE: "20160",
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
  run(process.execPath, [
    "--experimental-wasm-modules",
    "--no-warnings",
    "prisma/tools/migrate.mjs",
    "deploy",
  ]);
  run(process.execPath, ["--import", "tsx", "prisma/seed.ts"]);
  if (scale) run(process.execPath, ["tests/bench/scale-seed.mjs"]);
}

async function startServer() {
  const why = process.env.FORCE_BUILD === "1" ? "FORCE_BUILD=1" : buildNeeded();
  if (why) {
    log(`building: ${why}`);
    run(process.execPath, ["node_modules/next/dist/bin/next", "build"]);
  }
  await assertPortFree(PORT);
  const child = spawn(
    process.execPath,
    ["node_modules/next/dist/bin/next", "start", "-p", String(PORT), "-H", "127.0.0.1"],
    { env, stdio: ["ignore", "ignore", "inherit"] },
  );
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

const statusCounts = (r) =>
  Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));

const summary = (r) => ({
  rps: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  statuses: statusCounts(r),
  errors: r.errors + r.timeouts,
});

/** One request through fetch, to prove the target answers what it should before it is timed. */
async function preflight(target, req) {
  const ready = req.setupRequest ? req.setupRequest({ ...req }) : req;
  const init = {
    method: ready.method ?? "GET",
    headers: ready.headers,
    body: ready.body,
    redirect: "manual",
  };
  const res = await request(`${BASE}${ready.path}`, init);
  if (!target.expect.includes(res.status))
    throw new Error(`${target.label}: preflight answered ${res.status} ${(await res.text()).slice(0, 300)}`);
  if (target.check && !target.check(res))
    throw new Error(`${target.label}: preflight answered ${res.status} without what it must carry`);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function addCounts(into, from) {
  for (const [code, n] of Object.entries(from)) into[code] = (into[code] ?? 0) + n;
  return into;
}

/**
 * The bare route and the target, alternately, ROUNDS times at 50 connections and ROUNDS times at
 * the fixed rate: each ratio is the median of ratios between runs seconds apart, so a machine that
 * speeds up or slows down (this VM varies by ±15% minute to minute) moves both sides alike.
 */
async function measurePair(target, ctx) {
  const sides = [BARE, target].map((t) => {
    const req = { method: "GET", ...t.request(ctx) };
    return {
      target: t,
      url: `${BASE}${req.path}`,
      requests: [req],
      req,
      runs: { throughput: [], fixed: [] },
    };
  });
  for (const side of sides) {
    await preflight(side.target, side.req);
    await cannon({ url: side.url, requests: side.requests, duration: 2, connections: 10 }); // warm-up
  }
  for (const [kind, options] of [
    ["throughput", { connections: 50 }],
    ["fixed", { connections: 20, overallRate: FIXED_RATE }],
  ]) {
    for (let round = 0; round < ROUNDS; round++)
      for (const side of sides)
        side.runs[kind].push(
          summary(
            await cannon({ url: side.url, requests: side.requests, duration: ROUND_SECONDS, ...options }),
          ),
        );
  }
  const [bare, row] = sides.map((side) => {
    const all = [...side.runs.throughput, ...side.runs.fixed];
    const statuses = all.reduce((acc, r) => addCounts(acc, r.statuses), {});
    const unexpected = Object.fromEntries(
      Object.entries(statuses).filter(([code]) => !side.target.expect.includes(Number(code))),
    );
    const errors = all.reduce((n, r) => n + r.errors, 0);
    return {
      label: side.target.label,
      rps: median(side.runs.throughput.map((r) => r.rps)),
      p99: median(side.runs.fixed.map((r) => r.p99)),
      statuses,
      unexpected,
      errors,
      valid: Object.keys(unexpected).length === 0 && errors === 0,
    };
  });
  row.rpsRatio = median(sides[1].runs.throughput.map((r, i) => r.rps / sides[0].runs.throughput[i].rps));
  row.p99Ratio = median(sides[1].runs.fixed.map((r, i) => r.p99 / Math.max(1, sides[0].runs.fixed[i].p99)));
  row.bare = bare;
  row.valid &&= bare.valid;
  log(
    `${row.label}: ${row.rps} req/s @50c (bare ${bare.rps}, ratio ${row.rpsRatio.toFixed(2)}), p99 ${row.p99} ms @${FIXED_RATE} req/s (bare ${bare.p99}, ratio ${row.p99Ratio.toFixed(2)}), answers ${JSON.stringify(row.statuses)}${row.valid ? "" : ` — INVALID (unexpected ${JSON.stringify(row.unexpected)}, errors ${row.errors}; bare ${JSON.stringify(bare.unexpected)} ${bare.errors})`}`,
  );
  return row;
}

async function benchRun(scale, { lighthouse: withLighthouse }) {
  prepareDatabase(scale);
  const server = await startServer();
  try {
    const ctx = await prepareTargets(BASE, {
      dbFile: DB_FILE,
      authSecret: env.AUTH_SECRET,
      passKey: passKeys.privateKey,
    });
    // Pages are measured first, on the quiet server, as the framework floor is on its own: after
    // the load runs the process is still collecting garbage and checkpointing, which is not what
    // a visitor meets. Each page is fetched twice first, so its server code is loaded and warm.
    let pages = null;
    if (withLighthouse) {
      const visits = [{ path: "/home" }, { path: "/dashboard", cookie: ctx.participant }];
      for (const { path: page, cookie } of visits) {
        for (let i = 0; i < 2; i++)
          await (await request(`${BASE}${page}`, { headers: cookie ? { cookie } : {} })).text();
      }
      pages = await runLighthouse(BASE, visits);
      for (const [i, p] of pages.entries()) {
        const js = await firstLoadJs(BASE, p.page, visits[i].cookie);
        p.firstLoadJsKb = js.kb;
        log(`${p.page}: Lighthouse performance ${p.performance}, first-load JS ${js.kb} KB gzip`);
      }
    }
    // A fresh server is slower for its first seconds (JIT, lazy modules): not part of any pair.
    await cannon({ url: `${BASE}/api/bench/bare`, duration: 5, connections: 50 });
    const rows = [];
    for (const target of TARGETS) {
      if (opts.only && !target.label.includes(opts.only)) continue;
      rows.push(await measurePair(target, ctx));
    }
    return { rows, pages };
  } finally {
    server.kill("SIGTERM");
  }
}

const ratio = (a, b) => (b ? a / b : NaN);

function table(result) {
  const lines = [
    `| endpoint | req/s @50 conn | bare req/s | vs bare | p99 @${FIXED_RATE} req/s (ms) | bare p99 (ms) | vs bare | answers |`,
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
  ];
  for (const r of result.rows) {
    const answers = Object.entries(r.statuses).map(([c, n]) => `${n}×${c}`);
    if (r.errors) answers.push(`${r.errors} errors`);
    lines.push(
      `| ${r.label} | ${r.rps} | ${r.bare.rps} | ${r.rpsRatio.toFixed(2)} | ${r.p99} | ${r.bare.p99} | ${r.p99Ratio.toFixed(2)} | ${answers.join(", ")}${r.valid ? "" : " — **invalid run**"} |`,
    );
  }
  return lines.join("\n");
}

const SCAN = "scan (verify token, check-in + scan record)";

function goals(small, big, floor) {
  const out = [];
  const add = (goal, value, met) =>
    out.push(`| ${goal} | ${value} | ${met === null ? "–" : met ? "met" : "**not met**"} |`);
  const scan = small.rows.find((r) => r.label === SCAN);
  if (scan) {
    const t = scan.rpsRatio;
    const l = scan.p99Ratio;
    add("scan throughput ≥ 0.60 × bare (50 connections)", t.toFixed(2), scan.valid && t >= 0.6);
    add(`scan p99 ≤ 1.5 × bare p99 (fixed ${FIXED_RATE} req/s)`, l.toFixed(2), scan.valid && l <= 1.5);
  }
  if (big) {
    const scaleScan = big.rows.find((r) => r.label === SCAN);
    if (scaleScan) {
      const l = scaleScan.p99Ratio;
      add(`scan p99 ≤ 1.5 × bare p99, scale seed`, l.toFixed(2), scaleScan.valid && l <= 1.5);
    }
    let worst = null;
    for (const r of big.rows) {
      const s = small.rows.find((x) => x.label === r.label);
      if (!s) continue;
      const q = ratio(r.p99, s.p99);
      if (!worst || q > worst.q) worst = { q, label: r.label, valid: r.valid && s.valid };
    }
    if (worst)
      add(
        "every hot query's p99 at scale ≤ 1.5 × small seed",
        `worst ${worst.q.toFixed(2)} (${worst.label})`,
        worst.valid && worst.q <= 1.5,
      );
  }
  for (const p of small.pages ?? []) {
    add(
      `first-load JS ${p.page} ≤ 110 KB gzip`,
      `${p.firstLoadJsKb} KB${floor ? ` (framework floor ${floor.kb} KB)` : ""}`,
      p.firstLoadJsKb <= 110,
    );
    add(`Lighthouse mobile performance ${p.page} ≥ 95`, String(p.performance), p.performance >= 95);
  }
  return ["| goal | measured | |", "| --- | --- | --- |", ...out].join("\n");
}

const floor =
  opts["no-floor"] || opts["no-lighthouse"]
    ? null
    : await frameworkFloor(root, { lighthouse: runLighthouse });
if (floor)
  log(
    `framework floor (hello-world Next ${floor.next} + React ${floor.react}): ${floor.kb} KB gzip, Lighthouse performance ${floor.lighthouse?.performance}`,
  );
const small = await benchRun(false, { lighthouse: !opts["no-lighthouse"] });
const big = opts.scale ? await benchRun(true, { lighthouse: false }) : null;
const load = os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(", ");
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, SQLite (WAL, synchronous=NORMAL), next start on 127.0.0.1`;
let report = `# Benchmarks\n\nMeasured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC with \`npm run bench${opts.scale ? " -- --scale" : ""}\` (autocannon, ${DURATION} s per run) on ${machine}; load average at the end ${load}.\nEach endpoint is measured against the bare route handler on the same server, alternately, ${ROUNDS} rounds of ${ROUND_SECONDS} s each side: throughput at 50 connections, then p99 latency at a fixed ${FIXED_RATE} requests/s (autocannon sends each connection's share at the start of every second, so this p99 is the time to drain a burst of ${FIXED_RATE}). Figures are medians of the rounds, ratios the medians of the per-round ratios. "answers" counts the statuses the server gave (every target is preflighted; a run with unexpected answers is marked invalid).\n\n## Goals\n\n${goals(small, big, floor)}\n\n## Sample seed\n\n${table(small)}\n`;
if (small.pages) {
  const floorRow = floor?.lighthouse
    ? [{ ...floor.lighthouse, page: "hello-world (framework floor)", firstLoadJsKb: floor.kb }]
    : [];
  report += `\n## Lighthouse (mobile) and first-load JavaScript\n\n${lighthouseTable([...small.pages, ...floorRow])}\n`;
  if (floor) {
    report += `\nFramework floor: a hello-world page (\`<p>hello</p>\`, no client code) built with the same Next ${floor.next} and React ${floor.react} loads ${floor.kb} KB gzip of JavaScript (${floor.files.map((f) => `${(f.gzip / 1024).toFixed(1)}`).join(" + ")} KB)`;
    const l = floor.lighthouse;
    report += l
      ? ` and scores ${l.performance} in the same Lighthouse run (LCP ${l.lcp} ms, TBT ${l.tbt} ms) — the framework alone, on this machine at this time.\n`
      : ".\n";
  }
}
if (big) {
  report += `\n## Scale seed (15,000 participants, 150,000 enrolments, 20,000 posts)\n\n${table(big)}\n\n| endpoint | p99 scale / p99 small |\n| --- | ---: |\n`;
  for (const r of big.rows) {
    const s = small.rows.find((x) => x.label === r.label);
    if (s) report += `| ${r.label} | ${ratio(r.p99, Math.max(1, s.p99)).toFixed(2)} |\n`;
  }
}
console.log("\n" + report);
if (!opts["no-write"]) {
  const file = "BENCHMARKS.md";
  const previous = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  const notes = previous.includes("<!-- notes -->")
    ? previous.slice(previous.indexOf("<!-- notes -->"))
    : "<!-- notes -->\n";
  fs.writeFileSync(file, `${report}\n${notes}`);
  log(`wrote ${file}`);
}
