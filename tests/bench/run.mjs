// npm run bench — throughput and latency of the participant hot paths against a bare route handler
// on the same `next start` server (loopback only), on SQLite and/or PostgreSQL; the enrolment race
// (correctness under contention); first-load JavaScript of every participant route against the
// framework's own floor; Lighthouse; then BENCHMARKS.md with issue 18's goals, met or not met.
// Not part of `npm test`.
//
//   node tests/bench/run.mjs [--db sqlite|postgres|both] [--scale] [--rounds 2] [--duration 3]
//                            [--only feed] [--no-pages] [--no-lighthouse] [--no-write] [--port 3950]
//   node tests/bench/run.mjs --render
//   node tests/bench/run.mjs --lighthouse-only [--pages /dashboard,/schedule] [--lighthouse-json DIR]
//   node tests/bench/run.mjs --pages-only [--no-lighthouse]
//
//   --db        which database(s) the same targets run on (default sqlite). postgres: a fresh
//               database t26_bench (or $BENCH_PG_DATABASE) on TEST_POSTGRES_URL (default the local server; started as
//               .ci/postgres.sh does if it does not answer), migrated with prisma/tools/migrate.mjs
//               and seeded with prisma/seed.ts, as the PostgreSQL e2e project does.
//   --scale     also seeds 15,000 participants, 150,000 enrolments and 20,000 posts
//               (tests/bench/scale-seed.mjs) and reruns the targets, per database.
//   --rounds    alternating rounds per target, side and mode (default 2); also the number of
//               enrolment races. More rounds, steadier medians, longer runs.
//   --duration  seconds of each measured run (default 3).
//   --only      substring of target labels to run (the bare route always runs).
//   --no-pages  skips first-load JS and Lighthouse (and the hello-world floor build);
//   --no-lighthouse skips Lighthouse only.
//   --port      the app server's port; the floor app uses port + 1.
//   --render    rewrites BENCHMARKS.md from tests/bench/results.json, measuring nothing.
//   --lighthouse-only  the hello-world floor and Lighthouse on --pages (default the five pages
//               below) on SQLite, nothing else (~5 min); prints the table, writes nothing.
//               --lighthouse-json DIR keeps every run's report (main-thread tasks, bootup-time).
//   --pages-only  the floor, first-load JS of every route and Lighthouse (as a full run's pages,
//               on SQLite; 2.5 min with the floor app built): writes them into BENCHMARKS.md and
//               results.json, keeping both databases' endpoint figures from their last runs (for
//               a change of the client code).
//
// Run time on the 2-core VM with the defaults: about 33 min for `--db both --scale` when the build
// is fresh (a stale build adds `next build`, ~4 min); see BENCHMARKS.md's notes for the last figure.
//
// Method: every target is measured right after the bare route (both at 50 connections for
// throughput, then at a fixed 200 req/s, open loop, for p99: tests/bench/paced.cjs), so each ratio compares two runs seconds apart,
// on the same warm server. Every target is preflighted once and its answers are counted by
// status: a row whose answers were not the expected ones is marked invalid, not reported as fast.
// Results are kept per database in tests/bench/results.json: a run on one database rewrites
// BENCHMARKS.md with the other database's last figures, dated.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { buildNeeded } from "../e2e/build-state.mjs";
import { contention } from "./contention.mjs";
import { benchServerEnv, freshBenchDatabase, startNextServer } from "./server-env.mjs";
import { withDb } from "./db.mjs";
import { firstLoadJs, frameworkFloor } from "./first-load.mjs";
import { assertPortFree, request } from "./http.mjs";
import { lighthouseTable, runLighthouse } from "./lighthouse.mjs";
import report from "./report.cjs";
import pacedModule from "./paced.cjs";
import { participantRoutes } from "./routes.mjs";
import { BARE, TARGETS, doorScans, login, prepareTargets } from "./targets.mjs";

const { median, mergeResults, renderReport } = report;
const { paced } = pacedModule;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
process.chdir(root);
const { values: opts } = parseArgs({
  options: {
    db: { type: "string", default: "sqlite" },
    scale: { type: "boolean", default: false },
    rounds: { type: "string", default: "2" },
    duration: { type: "string", default: "3" },
    "no-write": { type: "boolean", default: false },
    "pages-only": { type: "boolean", default: false },
    port: { type: "string", default: "3950" },
    "no-pages": { type: "boolean", default: false },
    "no-lighthouse": { type: "boolean", default: false },
    only: { type: "string" },
    render: { type: "boolean", default: false },
    "lighthouse-only": { type: "boolean", default: false },
    pages: { type: "string" },
    "lighthouse-json": { type: "string" },
  },
});
const DB_KINDS = { sqlite: ["sqlite"], postgres: ["postgres"], both: ["sqlite", "postgres"] }[opts.db];
if (!DB_KINDS) throw new Error(`--db ${opts.db}: sqlite, postgres or both`);
const PORT = Number(opts.port);
const BASE = `http://127.0.0.1:${PORT}`;
const ROUNDS = Math.max(1, Number(opts.rounds));
const ROUND_SECONDS = Math.max(1, Number(opts.duration));
const FIXED_RATE = 200;
const SQLITE_FILE = "tests/.tmp/bench.db";
// Another name (BENCH_PG_DATABASE) lets two benches share the PostgreSQL server without dropping each other's database.
const PG_DATABASE = process.env.BENCH_PG_DATABASE ?? "t26_bench";
const RESULTS = "tests/bench/results.json";
// The server's stderr (its error log: a load run's last requests are aborted, and logged, at every
// run's end), kept out of the bench's own output.
const SERVER_LOG = "tests/.tmp/bench-server.log";
const COMMAND = `npm run bench -- ${process.argv.slice(2).join(" ")}`.trim().replace(/ --$/, "");
const started = Date.now();
fs.mkdirSync(path.dirname(SERVER_LOG), { recursive: true });
fs.writeFileSync(SERVER_LOG, "");
const { passKeys, env: baseEnv } = benchServerEnv();
const log = (m) => console.log(`[bench ${((Date.now() - started) / 60000).toFixed(1)} min] ${m}`);

function run(cmd, args, env) {
  const r = spawnSync(cmd, args, { stdio: "inherit", env });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed`);
}

/** A fresh, migrated, seeded database of that kind; returns its DATABASE_URL. */
const prepareDatabase = (kind, scale) =>
  freshBenchDatabase(kind, { sqliteFile: SQLITE_FILE, pgName: PG_DATABASE, scale, env: baseEnv });

/** Runs fn() with `next start` of a fresh enough build on that database, then stops the server. */
async function withServer(databaseUrl, fn) {
  const why = process.env.FORCE_BUILD === "1" ? "FORCE_BUILD=1" : buildNeeded();
  if (why) {
    log(`building: ${why}`);
    run(process.execPath, ["node_modules/next/dist/bin/next", "build"], baseEnv);
  }
  await assertPortFree(PORT);
  const server = await startNextServer({
    port: PORT,
    env: { ...baseEnv, DATABASE_URL: databaseUrl },
    stderr: fs.openSync(SERVER_LOG, "a"),
    hint: ` (see ${SERVER_LOG})`,
  });
  try {
    return await fn();
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
  }
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (err, result) => (err ? reject(err) : resolve(result)));
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
  answered: r.requests.total,
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
  await res.arrayBuffer().catch(() => {});
}

function addCounts(into, from) {
  for (const [code, n] of Object.entries(from)) into[code] = (into[code] ?? 0) + n;
  return into;
}

/**
 * Waits (at most 10 s) until the server answers the bare route quickly again: when autocannon
 * stops, the server still works through the requests it had accepted (seconds of them for a slow
 * page at 50 connections), and the next run — often the bare route's — must not pay for them.
 */
async function settle() {
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    const t = performance.now();
    await (await request(`${BASE}/api/bench/bare`)).arrayBuffer();
    if (performance.now() - t < 50) return;
  }
}

/**
 * The bare route and the target (and the target's page floor, when it has one), alternately,
 * ROUNDS times at 50 connections and ROUNDS times at the fixed rate: each ratio is the median of
 * ratios between runs seconds apart, so a machine that speeds up or slows down (this VM varies by
 * ±15% minute to minute) moves every side alike.
 */
async function measurePair(target, ctx) {
  const sides = [BARE, target, ...(target.floor ? [target.floor] : [])].map((t) => {
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
    await cannon({ url: side.url, requests: side.requests, duration: 1, connections: 10 }); // warm-up
  }
  await settle();
  for (const kind of ["throughput", "fixed"]) {
    for (let round = 0; round < ROUNDS; round++)
      for (const side of sides) {
        side.runs[kind].push(
          kind === "throughput"
            ? summary(
                await cannon({
                  url: side.url,
                  requests: side.requests,
                  duration: ROUND_SECONDS,
                  connections: 50,
                }),
              )
            : await paced({ base: BASE, request: side.req, rate: FIXED_RATE, seconds: ROUND_SECONDS }),
        );
        await settle();
      }
  }
  // A target saturated at the fixed rate is also paced at its own lower rate (target.scaleRate),
  // the same in both seeds' runs: the scale goal compares these p99s (report.cjs, scaleRatios).
  const scaleRuns = [];
  if (target.scaleRate)
    for (let round = 0; round < ROUNDS; round++) {
      scaleRuns.push(
        await paced({ base: BASE, request: sides[1].req, rate: target.scaleRate, seconds: ROUND_SECONDS }),
      );
      await settle();
    }
  const [bare, row, floor] = sides.map((side) => {
    const all = [...side.runs.throughput, ...side.runs.fixed];
    const statuses = all.reduce((acc, r) => addCounts(acc, r.statuses), {});
    const unexpected = Object.fromEntries(
      Object.entries(statuses).filter(([code]) => !side.target.expect.includes(Number(code))),
    );
    const errors = all.reduce((n, r) => n + r.errors, 0);
    // At the fixed rate every run must answer (nearly) all it was sent in time: a server slower
    // than the rate builds a queue (its latency is in the p99, measured from each request's due
    // moment), and the row is flagged.
    const answered = side.runs.fixed.map((r) => r.answered);
    const saturated = Math.min(...answered) < 0.9 * FIXED_RATE * ROUND_SECONDS;
    return {
      label: side.target.label,
      hotPath: Boolean(side.target.hotPath),
      rps: median(side.runs.throughput.map((r) => r.rps)),
      p99: median(side.runs.fixed.map((r) => r.p99)),
      statuses,
      unexpected,
      errors,
      // A run that got no answer at all (every request still pending when it ended) proves nothing.
      valid: Object.keys(unexpected).length === 0 && errors === 0 && all.every((r) => r.answered > 0),
      saturated,
      answered,
      runsUnanswered: all.filter((r) => !r.answered).length,
    };
  });
  /** Per-round ratios of side i over side j (throughput, then p99), their medians. */
  const ratios = (i, j) => ({
    rpsRatio: median(
      sides[i].runs.throughput.map((r, k) => r.rps / Math.max(1, sides[j].runs.throughput[k].rps)),
    ),
    p99Ratio: median(sides[i].runs.fixed.map((r, k) => r.p99 / Math.max(0.1, sides[j].runs.fixed[k].p99))),
  });
  Object.assign(row, ratios(1, 0));
  // The bare route's own throughput should not move by more than 2× within one pair: when it does,
  // the machine (not the endpoint) changed speed, and the ratios are flagged.
  const bareRps = sides[0].runs.throughput.map((r) => r.rps);
  row.bare = {
    rps: bare.rps,
    p99: bare.p99,
    valid: bare.valid,
    saturated: bare.saturated,
    rpsRounds: bareRps,
    unsteady: Math.min(...bareRps) < 0.5 * Math.max(...bareRps),
  };
  row.expected = FIXED_RATE * ROUND_SECONDS;
  row.valid &&= bare.valid;
  if (scaleRuns.length) {
    const answered = scaleRuns.map((r) => r.answered);
    row.atScaleRate = {
      rate: target.scaleRate,
      p99: median(scaleRuns.map((r) => r.p99)),
      answered,
      expected: target.scaleRate * ROUND_SECONDS,
      saturated: Math.min(...answered) < 0.9 * target.scaleRate * ROUND_SECONDS,
      valid: scaleRuns.every(
        (r) =>
          r.errors === 0 && Object.keys(r.statuses).every((code) => target.expect.includes(Number(code))),
      ),
    };
  }
  if (floor) {
    // The page against its floor (target / floor), and the floor against the bare route.
    row.floor = {
      label: floor.label,
      short: target.floor.short ?? floor.label,
      rps: floor.rps,
      p99: floor.p99,
      valid: floor.valid,
      saturated: floor.saturated,
      answered: floor.answered,
      ...ratios(1, 2),
      vsBare: ratios(2, 0),
    };
  }
  const line = (r, b) =>
    `${r.rps} req/s @50c (bare ${b.rps}, ratio ${r.rpsRatio.toFixed(2)}), p99 ${r.p99.toFixed(1)} ms @${FIXED_RATE} req/s (bare ${b.p99.toFixed(1)}, ratio ${r.p99Ratio.toFixed(2)})`;
  log(
    `${row.label}: ${line(row, bare)}, answers ${JSON.stringify(row.statuses)}${row.saturated || bare.saturated ? ` — SATURATED at ${FIXED_RATE} req/s (answered ${row.answered.join("/")}, bare ${bare.answered.join("/")} of ${row.expected})` : ""}${row.valid ? "" : ` — INVALID (unexpected ${JSON.stringify(row.unexpected)}, errors ${row.errors}, runs without an answer ${[row, bare].map((x) => x.runsUnanswered).join("/")}; bare ${JSON.stringify(bare.unexpected)} ${bare.errors})`}`,
  );
  if (row.atScaleRate) {
    const a = row.atScaleRate;
    log(
      `  at ${a.rate} req/s: p99 ${a.p99.toFixed(1)} ms (answered ${a.answered.join("/")} of ${a.expected})${a.saturated ? " — SATURATED" : ""}${a.valid ? "" : " — INVALID"}`,
    );
  }
  if (floor)
    log(
      `  against ${floor.label}: ${floor.rps} req/s @50c, ratio ${row.floor.rpsRatio.toFixed(2)}; p99 ${floor.p99.toFixed(1)} ms, ratio ${row.floor.p99Ratio.toFixed(2)}${floor.saturated ? " — floor SATURATED" : ""}${floor.valid ? "" : ` — floor INVALID (unexpected ${JSON.stringify(floor.unexpected)}, errors ${floor.errors})`}`,
    );
  delete row.unexpected;
  delete row.runsUnanswered;
  return row;
}

const LIGHTHOUSE_PAGES = opts.pages
  ? opts.pages.split(",").map((p) => p.trim())
  : ["/home", "/dashboard", "/schedule", "/community/feed", "/checkin"];
const LIGHTHOUSE_OPTIONS = { json: opts["lighthouse-json"] };

/** Lighthouse on LIGHTHOUSE_PAGES (signed in, but /home), each page warmed first. */
async function lighthousePages(participant) {
  const visits = LIGHTHOUSE_PAGES.map((p) => ({
    path: p,
    cookie: p === "/home" ? undefined : participant,
  }));
  // Each page is fetched twice first, so its server code is loaded and warm.
  for (const { path: page, cookie } of visits)
    for (let i = 0; i < 2; i++)
      await (await request(`${BASE}${page}`, { headers: cookie ? { cookie } : {} })).text();
  const results = await runLighthouse(BASE, visits, LIGHTHOUSE_OPTIONS);
  for (const p of results)
    log(`Lighthouse ${p.page}: performance ${p.scores.join("/")}, accessibility ${p.accessibility}`);
  return results;
}

/** First-load JS of every participant route, then Lighthouse; on the quiet server, before any load. */
async function measurePages(databaseUrl, ctx) {
  const routes = await withDb(databaseUrl, (db) => participantRoutes(root, db));
  const firstLoad = [];
  for (const r of routes) {
    // Signed in or out as the route group expects; a page that redirects that visitor is tried
    // as the other one (an entry page a signed-in participant still sees, or the reverse).
    const tries = r.as === "participant" ? ["participant", "signed out"] : ["signed out", "participant"];
    const errors = [];
    for (const as of tries) {
      try {
        const js = await firstLoadJs(BASE, r.path, as === "participant" ? ctx.participant : undefined);
        firstLoad.push({ route: r.route, path: r.path, as, kb: js.kb });
        log(`first-load JS ${r.path} (${as}): ${js.kb} KB gzip`);
        break;
      } catch (error) {
        errors.push(
          `${as}: ${String(error.message)
            .replace(/^first-load \S+: /, "")
            .slice(0, 60)}`,
        );
      }
    }
    if (errors.length === tries.length) {
      firstLoad.push({ route: r.route, path: r.path, as: r.as, kb: null, note: errors.join("; ") });
      log(`first-load JS ${r.path}: not measured — ${errors.join("; ")}`);
    }
  }
  const lighthouse = opts["no-lighthouse"] ? null : await lighthousePages(ctx.participant);
  return { firstLoad, lighthouse };
}

/** One database, one seed: prepare, start, (pages), race, targets. */
async function benchPass(kind, { scale, pages }) {
  log(`${kind}, ${scale ? "scale" : "sample"} seed: preparing the database`);
  const databaseUrl = await prepareDatabase(kind, scale);
  return withServer(databaseUrl, async () => {
    const ctx = await prepareTargets(BASE, {
      databaseUrl,
      authSecret: baseEnv.AUTH_SECRET,
      passKey: passKeys.privateKey,
    });
    const measuredPages = pages ? await measurePages(databaseUrl, ctx) : null;
    // A fresh server is slower for its first seconds (JIT, lazy modules): not part of any pair.
    await cannon({ url: `${BASE}/api/bench/bare`, duration: 3, connections: 50 });
    const race = scale
      ? null
      : await contention(BASE, {
          databaseUrl,
          authSecret: baseEnv.AUTH_SECRET,
          rounds: ROUNDS,
          exclude: ctx.crowdedEvent,
          log,
        });
    // The race emptied its events: their passes are no door traffic any more.
    if (race) ctx.scans = await withDb(databaseUrl, (db) => doorScans(db, passKeys.privateKey));
    log(`door traffic: ${ctx.scans.length} passes not yet checked in`);
    const rows = [];
    for (const target of TARGETS) {
      if (opts.only && !target.label.includes(opts.only)) continue;
      rows.push(await measurePair(target, ctx));
    }
    const version =
      kind === "postgres"
        ? await withDb(databaseUrl, async (db) => (await db.get("SHOW server_version")).server_version)
        : null;
    return { rows, race, pages: measuredPages, version };
  });
}

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, next start on 127.0.0.1`;
const stamp = () => new Date().toISOString().slice(0, 16).replace("T", " ");
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(", ");

function writeReport(results) {
  fs.writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  // Committed with the report: in the project's format, so `npm run check` stays green.
  spawnSync(
    process.execPath,
    ["node_modules/prettier/bin/prettier.cjs", "--write", "--log-level", "warn", RESULTS],
    {
      stdio: "inherit",
    },
  );
  const file = "BENCHMARKS.md";
  const previous = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  const notes = previous.includes("<!-- notes -->")
    ? previous.slice(previous.indexOf("<!-- notes -->"))
    : "<!-- notes -->\n";
  fs.writeFileSync(file, `${renderReport(results)}\n${notes}`);
}

if (opts.render) {
  writeReport(JSON.parse(fs.readFileSync(RESULTS, "utf8")));
  log(`rewrote BENCHMARKS.md from ${RESULTS}`);
  process.exit(0);
}

if (opts["lighthouse-only"]) {
  // The floor first, then the pages, as in a full run; one sign-in instead of the targets' set-up.
  const floor = await frameworkFloor(root, {
    port: PORT + 1,
    lighthouse: (base, pages) => runLighthouse(base, pages, LIGHTHOUSE_OPTIONS),
  });
  await withServer(await prepareDatabase("sqlite", false), async () => {
    const pages = await lighthousePages(await login(BASE, "81999990001"));
    console.log(
      `\nload ${load()}\n\n${lighthouseTable([{ ...floor.lighthouse, page: "floor (hello world)" }, ...pages])}`,
    );
  });
  process.exit(0);
}

/** The hello-world floor app: its first-load JS, and its Lighthouse score unless --no-lighthouse. */
const measureFloor = () =>
  frameworkFloor(root, { port: PORT + 1, lighthouse: opts["no-lighthouse"] ? null : runLighthouse });

if (opts["pages-only"]) {
  const floor = await measureFloor();
  const databaseUrl = await prepareDatabase("sqlite", false);
  const pages = await withServer(databaseUrl, async () => {
    const ctx = await prepareTargets(BASE, {
      databaseUrl,
      authSecret: baseEnv.AUTH_SECRET,
      passKey: passKeys.privateKey,
    });
    return {
      measuredAt: stamp(),
      command: COMMAND,
      db: "SQLite",
      floor,
      ...(await measurePages(databaseUrl, ctx)),
    };
  });
  const previous = fs.existsSync(RESULTS) ? JSON.parse(fs.readFileSync(RESULTS, "utf8")) : { dbs: {} };
  const results = mergeResults(previous, { dbs: {}, pages });
  if (opts["no-write"]) console.log(`\n${renderReport(results)}`);
  else {
    writeReport(results);
    log(`wrote BENCHMARKS.md and ${RESULTS} (pages only)`);
  }
  process.exit(0);
}

let floor = null;
if (!opts["no-pages"]) {
  floor = await measureFloor();
  log(
    `framework floor (hello-world Next ${floor.next} + React ${floor.react}): ${floor.kb} KB gzip, Lighthouse performance ${floor.lighthouse?.performance ?? "not run"}`,
  );
}
let results = fs.existsSync(RESULTS)
  ? JSON.parse(fs.readFileSync(RESULTS, "utf8"))
  : { dbs: {}, pages: null };
for (const [i, kind] of DB_KINDS.entries()) {
  const small = await benchPass(kind, { scale: false, pages: i === 0 && !opts["no-pages"] });
  const big = opts.scale ? await benchPass(kind, { scale: true, pages: false }) : null;
  const current = {
    dbs: {
      [kind]: {
        measuredAt: stamp(),
        command: COMMAND,
        rounds: ROUNDS,
        seconds: ROUND_SECONDS,
        rate: FIXED_RATE,
        load: load(),
        machine,
        database:
          kind === "sqlite"
            ? "SQLite (WAL, synchronous=NORMAL)"
            : `PostgreSQL ${small.version} on 127.0.0.1 (database ${PG_DATABASE})`,
        small: { rows: small.rows },
        scale: big ? { rows: big.rows } : null,
        contention: small.race,
      },
    },
    pages: small.pages
      ? { measuredAt: stamp(), db: kind === "sqlite" ? "SQLite" : "PostgreSQL", floor, ...small.pages }
      : null,
  };
  // --only runs are partial: shown, never written over a full run's figures.
  if (opts.only) console.log(`\n${renderReport(mergeResults({ dbs: {} }, current))}`);
  else results = mergeResults(results, current);
  if (!opts["no-write"] && !opts.only) {
    writeReport(results);
    log(`wrote BENCHMARKS.md and ${RESULTS} (${kind})`);
  }
}
if (!opts.only) console.log(`\n${renderReport(results)}`);
log(`done in ${((Date.now() - started) / 60000).toFixed(1)} min`);
