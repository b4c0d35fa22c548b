// What makes a target's p99 at the bench's fixed rate: a `next start` of the current build on a
// fresh bench database (SQLite, or PostgreSQL with --db postgres), the bench's own requests (tests/bench/targets.mjs), the bench's
// sequence before the paced run (warm-up, then rounds at 50 connections against the bare route,
// as run.mjs does), then one long paced run (200 req/s, open loop) with the server recording
// through tests/bench/tail-probe.cjs. Prints the latency percentiles and, for the slowest answers
// grouped into episodes, what the server was doing meanwhile: requests in flight and how long
// each took inside the server, GCs, SQLite statements slower than 0.5 ms, and the CPU profile's
// samples in that window by function; the event loop's longest busy runs (source-mapped); and
// what each answer at or above the p99 waited during (GC, which statements). On PostgreSQL the
// statements are pg's round trips as the server saw them (sent to answered), and the run also
// prints how long the server's threads and PostgreSQL's processes waited for a CPU while runnable
// (/proc/<pid>/task/<tid>/schedstat), against the time they ran: the share of a tail that is the
// machine's scheduling rather than work. Not part of `npm test`; needs a build of the sources.
//
//   node tests/bench/tails.mjs --only "community feed" [--db postgres] [--port 3621] [--seconds 30] [--scale]
//                              [--rounds 3] [--no-probe] [--top 12] [--keep DIR] [--env K=V]
//   node tests/bench/tails.mjs --analyse DIR      (a kept run again, nothing measured)
//
//   --only      a target's label (a part of it), or "bare" for the bare route
//   --rounds    rounds at 50 connections before the paced run (3 s each side, as the bench; 0: none)
//   --no-probe  no preload: the same run, latencies only (the probe's own cost is not in them)
//   --keep DIR  writes the raw client latencies and the probe's JSON (with the profile) there
//   --env K=V   one more variable for the server (repeatable)
//   --node-arg X  one more node flag for the server (repeatable; e.g. --trace-gc-nvp)
//   --server-log FILE  the server's stdout goes there (what --trace-gc-nvp prints)
//   --rate      requests a second of the paced run (default 200, the bench's)
//   --db        sqlite (default) or postgres: a fresh database t26_tails (or $BENCH_PG_DATABASE) on
//               TEST_POSTGRES_URL, as the bench's --db postgres
//   --renice-pg=N  an experiment, not a setting: PostgreSQL's processes and their autogroup get
//               nice N (e.g. -10: ahead of the server and the load generator) for the paced run,
//               then 0 again (needs root)
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { monitorEventLoopDelay } from "node:perf_hooks";
import autocannon from "autocannon";
import { frameName } from "./frames.mjs";
import { benchServerEnv, freshBenchDatabase, startNextServer } from "./server-env.mjs";
import { BARE, TARGETS, prepareTargets } from "./targets.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
process.chdir(root);
const { values: opts } = parseArgs({
  options: {
    only: { type: "string" },
    port: { type: "string", default: "3621" },
    seconds: { type: "string", default: "30" },
    rate: { type: "string", default: "200" },
    rounds: { type: "string", default: "3" },
    scale: { type: "boolean", default: false },
    "no-probe": { type: "boolean", default: false },
    top: { type: "string", default: "12" },
    keep: { type: "string" },
    analyse: { type: "string" },
    env: { type: "string", multiple: true },
    "node-arg": { type: "string", multiple: true },
    "server-log": { type: "string" },
    db: { type: "string", default: "sqlite" },
    "renice-pg": { type: "string" },
  },
});
if (!["sqlite", "postgres"].includes(opts.db)) throw new Error("--db: sqlite or postgres");
const BASE = `http://127.0.0.1:${opts.port}`;
const target = (opts.only === "bare"
  ? BARE
  : TARGETS.find((t) => t.label.includes(opts.only ?? "\u0000"))) ?? {
  label: "(kept run)",
};
if (!opts.analyse && !opts.only) throw new Error(`--only: one of ${TARGETS.map((t) => t.label).join("; ")}`);
const monoMs = () => Number(process.hrtime.bigint()) / 1e6;
const { passKeys, env: baseEnv } = benchServerEnv();
for (const kv of opts.env ?? []) baseEnv[kv.slice(0, kv.indexOf("="))] = kv.slice(kv.indexOf("=") + 1);

function cannon(options) {
  return new Promise((resolve, reject) => autocannon(options, (e, r) => (e ? reject(e) : resolve(r))));
}

/** The paced run of paced.cjs, keeping every request's due time, answer time and status. */
async function pacedRecord(req, rate, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const interval = 1000 / rate;
  const total = Math.round(rate * seconds);
  const rows = [];
  let pending = 0;
  let sent = 0;
  let onIdle = null;
  const send = (r, due) => {
    pending++;
    const row = { due, done: null, status: null };
    rows.push(row);
    const done = (status) => {
      row.done = monoMs();
      row.status = status ?? "error";
      if (--pending === 0 && onIdle) onIdle();
    };
    const body = r.body === undefined ? undefined : Buffer.from(r.body);
    const headers = { ...r.headers, ...(body ? { "content-length": String(body.length) } : {}) };
    const q = http.request(new URL(r.path, BASE), { method: r.method ?? "GET", headers, agent }, (res) => {
      res.on("data", () => {});
      res.on("end", () => done(res.statusCode));
    });
    q.on("error", () => done(undefined));
    q.end(body);
  };
  const start = monoMs() + 5;
  await new Promise((resolve) => {
    const tick = () => {
      const now = monoMs();
      while (sent < total && start + sent * interval <= now) {
        const due = start + sent * interval;
        const r = req.setupRequest ? req.setupRequest({ ...req }) : req;
        if (!r) return resolve();
        sent++;
        send(r, due);
      }
      if (sent >= total) return resolve();
      setTimeout(tick, Math.max(0, start + sent * interval - monoMs()));
    };
    setTimeout(tick, 5);
  });
  if (pending > 0) await new Promise((resolve) => (onIdle = resolve));
  agent.destroy();
  return rows;
}

const pct = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const f1 = (x) => (Math.round(x * 10) / 10).toFixed(1);

/** Samples of the profile between two monotonic ms, by self function and by app frame. */
function profileWindow(profile, from, to) {
  if (!profile._index) {
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const times = [];
    let t = profile.startTime;
    for (const d of profile.timeDeltas) times.push((t += d) / 1000);
    profile._index = { byId, parent, times };
  }
  const { byId, parent, times } = profile._index;
  const self = new Map();
  const stacks = new Map();
  let n = 0;
  for (let i = 0; i < times.length; i++) {
    if (times[i] < from || times[i] > to) continue;
    const node = byId.get(profile.samples[i]);
    const fn = node.callFrame.functionName || "(anonymous)";
    if (fn === "(idle)" || fn === "(program)") continue;
    n++;
    const name = `${fn} ${path.basename(node.callFrame.url || "")}:${node.callFrame.lineNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + 1);
    // The stack, innermost first, shortened to named frames.
    const frames = [];
    for (let id = node.id; id !== undefined && frames.length < 14; id = parent.get(id)) {
      const cf = byId.get(id).callFrame;
      if (cf.functionName && cf.functionName !== "(root)") frames.push(cf.functionName);
    }
    const key = frames.join(" < ");
    stacks.set(key, (stacks.get(key) ?? 0) + 1);
  }
  const top = (m, k) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([name, c]) => `${c}× ${name}`);
  return { busyMs: n * 0.1, self: top(self, 6), stacks: top(stacks, 4) };
}

/**
 * Busy runs of the event loop: consecutive profile samples (100 µs apart) that are neither idle
 * nor "(program)". Their sample count is close to CPU time even on a loaded machine (a thread
 * not running takes no samples), so a long run is work that held every request queued behind it.
 */
function busyRuns(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const runs = [];
  let cur = null;
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    const node = byId.get(profile.samples[i]);
    const fn = node.callFrame.functionName;
    if (fn === "(idle)" || fn === "(program)") {
      if (cur) runs.push(cur);
      cur = null;
      continue;
    }
    cur ??= { t: t / 1000, n: 0, frames: new Map() };
    cur.n++;
    cur.end = t / 1000;
    // Every distinct frame of the sample's stack, counted once per sample.
    const seen = new Set();
    for (let id = node.id; id !== undefined; id = parent.get(id)) {
      const cf = byId.get(id).callFrame;
      if (!cf.functionName || cf.functionName === "(root)") continue;
      const name = frameName(cf);
      if (seen.has(name)) continue;
      seen.add(name);
      cur.frames.set(name, (cur.frames.get(name) ?? 0) + 1);
    }
  }
  if (cur) runs.push(cur);
  return runs;
}

/**
 * What was going on while each answer at or above the run's p99 waited: a GC pause, a SQLite
 * statement of 1 ms or more (COMMIT, another statement), both, or neither of them.
 */
function printCauses(rows, probe, p99) {
  const slow = rows.filter((r) => r.ms >= p99);
  const causes = {};
  for (const r of slow) {
    const gc = probe.gcs.some((g) => g.ms >= 1 && g.t + g.ms >= r.due && g.t <= r.done);
    const sql = probe.sql.filter((q) => q.ms >= 1 && q.t + q.ms >= r.due && q.t <= r.done);
    const kind = sql.length
      ? [
          ...new Set(
            sql.map((q) =>
              /^(COMMIT|BEGIN)/.test(q.sql) ? q.sql.split(" ")[0] : `${q.op} ${q.sql.slice(0, 40)}`,
            ),
          ),
        ].join(" + ")
      : "";
    const key = gc && kind ? `GC and ${kind}` : gc ? "GC" : kind || "neither GC nor a statement ≥ 1 ms";
    causes[key] = (causes[key] ?? 0) + 1;
  }
  console.log(
    `\nthe ${slow.length} answers at or above p99 (${f1(p99)} ms) waited during (statements: SQLite's, or pg's round trips):`,
  );
  for (const [k, n] of Object.entries(causes).sort((a, b) => b[1] - a[1])) console.log(`  ${n}× ${k}`);
}

function printBusyRuns(profile, startedAt) {
  const runs = busyRuns(profile);
  const ms = (r) => r.n * 0.1;
  const hist = [1, 2, 5, 10, 20, 50].map((lim) => `≥${lim} ms: ${runs.filter((r) => ms(r) >= lim).length}`);
  const total = runs.reduce((s, r) => s + r.n, 0) * 0.1;
  console.log(
    `\nbusy runs of the event loop (CPU samples): ${runs.length}, ${f1(total)} ms in all; ${hist.join(", ")}`,
  );
  const top = [...runs].sort((a, b) => b.n - a.n).slice(0, Number(opts.top));
  for (const r of top) {
    // The frames most specific to this run: ours and the libraries', weighted by samples.
    const frames = [...r.frames.entries()]
      .filter(
        ([name]) =>
          !/^(runMicrotasks|processTicksAndRejections|listOnTimeout|processTimers|\(anonymous\) node:)/.test(
            name,
          ),
      )
      .sort((a, b) => b[1] - a[1])
      .filter(([name]) => / (lib|app|~@prisma|~next|~better|tests)\//.test(name) || /garbage/.test(name))
      .slice(0, 7)
      .map(([name, c]) => `${Math.round((100 * c) / r.n)}% ${name}`);
    console.log(
      `  @${f1((r.t - startedAt) / 1000)} s ${f1(ms(r))} ms CPU (${f1(r.end - r.t)} ms wall): ${frames.join(" | ")}`,
    );
  }
}

/**
 * CPU time and run-queue wait (ms) of every thread of the processes named, from
 * /proc/<pid>/task/<tid>/schedstat ("ns on CPU, ns runnable but waiting, timeslices"), summed per
 * group. A thread that ended between two reads drops out of the difference.
 */
function schedstat(groups) {
  const out = {};
  for (const [name, pids] of Object.entries(groups)) {
    const threads = new Map();
    for (const pid of pids) {
      let tids = [];
      try {
        tids = fs.readdirSync(`/proc/${pid}/task`);
      } catch {}
      for (const tid of tids) {
        try {
          const [run, wait] = fs
            .readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8")
            .split(" ")
            .map(Number);
          threads.set(`${pid}/${tid}`, { run: run / 1e6, wait: wait / 1e6 });
        } catch {}
      }
    }
    out[name] = { pids, threads };
  }
  return out;
}

/** PostgreSQL's processes: the postmaster's children (backends, walwriter, checkpointer…) and itself. */
function postgresPids() {
  const pids = [];
  for (const pid of fs.readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      if (/^postgres/.test(fs.readFileSync(`/proc/${pid}/comm`, "utf8"))) pids.push(pid);
    } catch {}
  }
  return pids;
}

function printSchedDiff(before, after, seconds) {
  console.log(`\nCPU and run-queue wait during the paced run (${seconds} s), per process group:`);
  const diff = (name, keys) => {
    let run = 0;
    let wait = 0;
    for (const key of keys) {
      const a = after[name].threads.get(key);
      const b = before[name]?.threads.get(key);
      if (!a || !b) continue;
      run += a.run - b.run;
      wait += a.wait - b.wait;
    }
    return { run, wait };
  };
  const share = ({ run, wait }) => f1((100 * wait) / Math.max(1, run + wait));
  for (const [name, { pids, threads }] of Object.entries(after)) {
    const all = diff(name, threads.keys());
    // One process with several threads (the server, the load generator): its main thread alone too.
    const main = pids.length === 1 && threads.size > 1 ? diff(name, [`${pids[0]}/${pids[0]}`]) : null;
    console.log(
      `  ${name}: on CPU ${f1(all.run)} ms, runnable but waiting ${f1(all.wait)} ms (${share(all)}% of its runnable time)${
        main ? `; its main thread ${f1(main.run)} and ${f1(main.wait)} ms (${share(main)}%)` : ""
      }`,
    );
  }
}

async function main() {
  const databaseUrl = await freshBenchDatabase(opts.db, {
    sqliteFile: `tests/.tmp/tails-${opts.port}.db`,
    pgName: process.env.BENCH_PG_DATABASE ?? "t26_tails",
    scale: opts.scale,
    env: baseEnv,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const out = path.resolve(opts.keep ?? `tests/.tmp/tails-${opts.port}`, "probe.json");
  fs.rmSync(out, { force: true });
  const server = await startNextServer({
    port: opts.port,
    env: { ...baseEnv, DATABASE_URL: databaseUrl, TAIL_PROBE_OUT: out },
    nodeArgs: [
      ...(opts["no-probe"] ? [] : ["--require", "./tests/bench/tail-probe.cjs"]),
      ...(opts["node-arg"] ?? []),
    ],
    stdout: opts["server-log"] ? fs.openSync(opts["server-log"], "w") : "ignore",
  });
  try {
    const ctx = await prepareTargets(BASE, {
      databaseUrl,
      authSecret: baseEnv.AUTH_SECRET,
      passKey: passKeys.privateKey,
    });
    await cannon({ url: `${BASE}/api/bench/bare`, duration: 3, connections: 50 });
    const sides = [BARE, target].map((t) => {
      const req = { method: "GET", ...t.request(ctx) };
      return { url: `${BASE}${req.path}`, requests: [req], req };
    });
    for (const s of sides) await cannon({ url: s.url, requests: s.requests, duration: 1, connections: 10 });
    for (let round = 0; round < Number(opts.rounds); round++)
      for (const s of sides) await cannon({ url: s.url, requests: s.requests, duration: 3, connections: 50 });
    // As the bench's settle(): until the bare route answers quickly again.
    for (const until = Date.now() + 10_000; Date.now() < until;) {
      const t = performance.now();
      await (await fetch(`${BASE}/api/bench/bare`)).arrayBuffer();
      if (performance.now() - t < 50) break;
    }

    const loop = monitorEventLoopDelay({ resolution: 2 });
    loop.enable();
    if (!opts["no-probe"]) {
      // Starting the profiler walks every compiled function: a pause of its own, before the run.
      server.kill("SIGUSR2");
      await new Promise((r) => setTimeout(r, 2000));
    }
    const groups = () => ({
      "next start": [server.pid],
      PostgreSQL: opts.db === "postgres" ? postgresPids() : [],
      "load generator (this process)": [process.pid],
    });
    // With sched_autogroup_enabled (this VM's default) a process's nice only ranks it within its
    // session's group: the group's own nice (/proc/<pid>/autogroup) is what ranks PostgreSQL
    // against the server and the load generator, so both are set.
    const renice = (n) => {
      const pids = postgresPids();
      if (
        pids.length &&
        spawnSync("renice", ["-n", String(n), "-p", ...pids], { stdio: "ignore" }).status !== 0
      )
        throw new Error("renice failed (needs root)");
      for (const pid of pids)
        try {
          fs.writeFileSync(`/proc/${pid}/autogroup`, String(n));
        } catch {}
    };
    if (opts["renice-pg"] !== undefined) renice(opts["renice-pg"]);
    const schedBefore = schedstat(groups());
    const startedAt = monoMs();
    const load1 = os.loadavg()[0];
    let rows;
    let schedAfter;
    try {
      rows = await pacedRecord(sides[1].req, Number(opts.rate), Number(opts.seconds));
      schedAfter = schedstat(groups());
    } finally {
      if (opts["renice-pg"] !== undefined) renice(0);
    }
    loop.disable();
    let probe = null;
    if (!opts["no-probe"]) {
      server.kill("SIGUSR2");
      for (let i = 0; i < 100 && !fs.existsSync(out); i++) await new Promise((r) => setTimeout(r, 200));
      await new Promise((r) => setTimeout(r, 500));
      probe = JSON.parse(fs.readFileSync(out, "utf8"));
    }
    const meta = {
      startedAt,
      load1,
      clientLoopP99: loop.percentile(99) / 1e6,
      clientLoopMax: loop.max / 1e6,
    };
    if (opts.keep) fs.writeFileSync(path.join(opts.keep, "client.json"), JSON.stringify({ rows, meta }));
    report(rows, probe, meta);
    printSchedDiff(schedBefore, schedAfter, opts.seconds);
  } finally {
    server.kill("SIGINT");
    await new Promise((r) => server.once("exit", r));
  }
}

function report(rows, probe, { startedAt, load1, clientLoopP99, clientLoopMax }) {
  for (const r of rows) r.ms = r.done - r.due;
  const sorted = rows.map((r) => r.ms).sort((a, b) => a - b);
  const statuses = {};
  for (const r of rows) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  console.log(
    `${target.label}${opts.scale ? " (scale seed)" : ""}: ${rows.length} requests at ${opts.rate}/s, load ${load1.toFixed(2)}→${os.loadavg()[0].toFixed(2)}, answers ${JSON.stringify(statuses)}`,
  );
  console.log(
    `latency ms: p50 ${f1(pct(sorted, 0.5))} p90 ${f1(pct(sorted, 0.9))} p99 ${f1(pct(sorted, 0.99))} p99.9 ${f1(pct(sorted, 0.999))} max ${f1(sorted.at(-1))}; client loop delay p99 ${f1(clientLoopP99)} max ${f1(clientLoopMax)}`,
  );
  // p99 of each 3-second slice, as the bench's runs would see them.
  const slices = [];
  for (let s = 0; s * 600 < rows.length; s++) {
    const part = rows
      .slice(s * 600, (s + 1) * 600)
      .map((r) => r.ms)
      .sort((a, b) => a - b);
    slices.push(f1(pct(part, 0.99)));
  }
  console.log(`p99 per 3-s slice: ${slices.join(" ")}`);
  if (probe) {
    const serverMs = probe.requests.filter((r) => r.t1).map((r) => r.t1 - r.t0);
    serverMs.sort((a, b) => a - b);
    const gcByKind = {};
    for (const g of probe.gcs) {
      const k = (gcByKind[g.kind] ??= { n: 0, ms: 0, max: 0 });
      k.n++;
      k.ms += g.ms;
      k.max = Math.max(k.max, g.ms);
    }
    console.log(
      `server time per request ms: p50 ${f1(pct(serverMs, 0.5))} p99 ${f1(pct(serverMs, 0.99))} max ${f1(serverMs.at(-1))}; GC by kind (1 scavenge, 2 mark-compact, 4 incremental, 8 weak): ${Object.entries(
        gcByKind,
      )
        .map(([k, v]) => `${k}: ${v.n}× ${f1(v.ms)} ms (max ${f1(v.max)})`)
        .join(", ")}; statements ≥0.5 ms: ${probe.sql.length}`,
    );
  }
  if (probe) {
    printBusyRuns(probe.profile, startedAt);
    printCauses(rows, probe, pct(sorted, 0.99));
  }
  // Episodes: the slowest answers, overlapping windows merged.
  const slow = rows.filter((r) => r.ms >= pct(sorted, 0.99) * 0.8).sort((a, b) => a.due - b.due);
  const episodes = [];
  for (const r of slow) {
    const last = episodes.at(-1);
    if (last && r.due <= last.to + 2) {
      last.to = Math.max(last.to, r.done);
      last.rows.push(r);
    } else episodes.push({ from: r.due, to: r.done, rows: [r] });
  }
  episodes.sort((a, b) => Math.max(...b.rows.map((r) => r.ms)) - Math.max(...a.rows.map((r) => r.ms)));
  console.log(`\n${episodes.length} episodes of answers ≥ 0.8 × p99; the ${opts.top} worst:`);
  for (const e of episodes.slice(0, Number(opts.top))) {
    const worst = Math.max(...e.rows.map((r) => r.ms));
    console.log(
      `\n@${f1((e.from - startedAt) / 1000)} s: ${e.rows.length} answers ≥ ${f1(pct(sorted, 0.99) * 0.8)} ms, worst ${f1(worst)} ms, window ${f1(e.to - e.from)} ms`,
    );
    if (!probe) continue;
    const from = e.from - 20;
    const to = e.to;
    const inFlight = probe.requests
      .filter((r) => r.t1 && r.t1 >= from && r.t0 <= to)
      .map((r) => r.t1 - r.t0)
      .sort((a, b) => b - a);
    console.log(
      `  server requests overlapping: ${inFlight.length}, longest ${inFlight.slice(0, 5).map(f1).join(", ")} ms`,
    );
    const gcs = probe.gcs.filter((g) => g.t + g.ms >= from && g.t <= to);
    if (gcs.length)
      console.log(
        `  GC: ${gcs.map((g) => `kind ${g.kind} ${f1(g.ms)} ms @+${f1(g.t - e.from)}`).join("; ")}`,
      );
    const sql = probe.sql.filter((s) => s.t + s.ms >= from && s.t <= to);
    for (const s of sql.slice(0, 6))
      console.log(`  SQL ${f1(s.ms)} ms @+${f1(s.t - e.from)} ${s.op}: ${s.sql}`);
    const w = profileWindow(probe.profile, from, to);
    console.log(`  CPU samples busy ${f1(w.busyMs)} ms of ${f1(to - from)}; self: ${w.self.join(" | ")}`);
    for (const s of w.stacks) console.log(`    ${s}`);
  }
}

if (opts.analyse) {
  const { rows, meta } = JSON.parse(fs.readFileSync(path.join(opts.analyse, "client.json"), "utf8"));
  const probeFile = path.join(opts.analyse, "probe.json");
  report(rows, fs.existsSync(probeFile) ? JSON.parse(fs.readFileSync(probeFile, "utf8")) : null, meta);
} else await main();
