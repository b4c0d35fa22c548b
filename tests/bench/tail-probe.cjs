// A preload for `next start` (node --require ./tests/bench/tail-probe.cjs …) that records what the
// server did while it answered a paced load, to find what makes a p99 tail: every request's
// arrival and finish, every GC, every SQLite statement (or pg round trip: query sent to answer
// read) slower than TAIL_PROBE_SQL_MS, and a CPU profile with 100 µs samples. Off until the process gets SIGUSR2; the next SIGUSR2 writes it all
// to TAIL_PROBE_OUT (JSON) and stops. Times are CLOCK_MONOTONIC milliseconds (process.hrtime),
// the clock the load generator and V8's profile use too, so they line up across processes.
// Not part of the app; tests/bench/tails.mjs starts servers with it.
const { PerformanceObserver, performance } = require("node:perf_hooks");
const inspector = require("node:inspector");
const fs = require("node:fs");
const path = require("node:path");

const OUT = process.env.TAIL_PROBE_OUT;
const SQL_MS = Number(process.env.TAIL_PROBE_SQL_MS ?? 0.5);
const nowMs = () => Number(process.hrtime.bigint()) / 1e6;
// performance.now() → the monotonic clock.
const perfToMono = nowMs() - performance.now();

let on = false;
let requests = [];
let gcs = [];
let sql = [];
const session = new inspector.Session();
session.connect();

new PerformanceObserver((list) => {
  if (!on) return;
  for (const e of list.getEntries())
    gcs.push({ t: e.startTime + perfToMono, ms: e.duration, kind: e.detail?.kind ?? e.kind });
}).observe({ entryTypes: ["gc"] });

const http = require("node:http");
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, req, res) {
  if (on && event === "request") {
    const r = { t0: nowMs(), url: req.url, method: req.method };
    requests.push(r);
    res.once("finish", () => {
      r.t1 = nowMs();
      r.status = res.statusCode;
    });
  }
  return emit.apply(this, arguments);
};

// better-sqlite3 as the app resolves it (the build keeps it external).
try {
  const Database = require(require.resolve("better-sqlite3", { paths: [process.cwd()] }));
  const probe = new Database(":memory:");
  const Statement = Object.getPrototypeOf(probe.prepare("SELECT 1"));
  probe.close();
  // Times `proto[name]` while the probe is on; `text` names the SQL (the statement's, or exec's).
  const time = (proto, name, text) => {
    const orig = proto[name];
    proto[name] = function () {
      if (!on) return orig.apply(this, arguments);
      const t = nowMs();
      try {
        return orig.apply(this, arguments);
      } finally {
        const ms = nowMs() - t;
        if (ms >= SQL_MS) sql.push({ t, ms, op: name, sql: text(this, arguments).slice(0, 160) });
      }
    };
  };
  for (const name of ["run", "get", "all", "iterate"]) time(Statement, name, (stmt) => stmt.source);
  for (const name of ["exec", "pragma"]) time(Database.prototype, name, (_db, args) => String(args[0]));
} catch (error) {
  console.error("[tail-probe] better-sqlite3 not hooked", error);
}

// pg (PostgreSQL), as the app resolves it (external in the build): each query from its call to its
// answer, callback or promise — the round trip, PostgreSQL's work and any wait for a CPU included.
try {
  const pg = require(require.resolve("pg", { paths: [process.cwd()] }));
  const orig = pg.Client.prototype.query;
  pg.Client.prototype.query = function (config) {
    if (!on) return orig.apply(this, arguments);
    const t = nowMs();
    const text = String(typeof config === "string" ? config : (config?.text ?? "")).slice(0, 160);
    const record = () => {
      const ms = nowMs() - t;
      if (ms >= SQL_MS) sql.push({ t, ms, op: "pg", sql: text });
    };
    const args = [...arguments];
    const last = args.length - 1;
    if (typeof args[last] === "function") {
      const cb = args[last];
      args[last] = function () {
        record();
        return cb.apply(this, arguments);
      };
      return orig.apply(this, args);
    }
    if (typeof config?.callback === "function") {
      const cb = config.callback;
      config.callback = function () {
        record();
        return cb.apply(this, arguments);
      };
      return orig.apply(this, arguments);
    }
    const result = orig.apply(this, arguments);
    if (result && typeof result.then === "function") result.then(record, record);
    return result;
  };
} catch (error) {
  if (error?.code !== "MODULE_NOT_FOUND") console.error("[tail-probe] pg not hooked", error);
}

const post = (method, params) =>
  new Promise((resolve, reject) =>
    session.post(method, params, (err, result) => (err ? reject(err) : resolve(result))),
  );

process.on("SIGUSR2", async () => {
  if (!on) {
    requests = [];
    gcs = [];
    sql = [];
    await post("Profiler.enable");
    await post("Profiler.setSamplingInterval", { interval: 100 });
    await post("Profiler.start");
    on = true;
    return;
  }
  on = false;
  const { profile } = await post("Profiler.stop");
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(OUT, JSON.stringify({ requests, gcs, sql, profile, mono: nowMs(), profileClock: "us" }));
  process.stderr.write(`[tail-probe] wrote ${OUT}\n`);
});
