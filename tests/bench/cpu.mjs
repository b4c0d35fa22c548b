// Server CPU time per request of the login code targets and the bare route (issue 18): a
// `next start` of the current build on a fresh, seeded database, the bench's own requests
// (tests/bench/targets.mjs) at 50 connections, and the server process tree's user + system time
// (/proc/<pid>/stat) over a fixed number of answered requests. Steadier than throughput on a
// shared machine: other processes' load changes how long a request waits, little what it costs.
// Not part of `npm test`; needs a build (`next build`) of the current sources.
//
//   node tests/bench/cpu.mjs [--db sqlite|postgres] [--port 3660] [--n 3000] [--rounds 3]
//                            [--only "login code"] [--prof DIR] [--scale]
//
//   --prof  starts the server with --cpu-prof (a .cpuprofile in DIR when the server exits).
//   --scale adds the bench's scale seed (tests/bench/scale-seed.mjs) to the sample data.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { benchServerEnv, freshBenchDatabase, startNextServer } from "./server-env.mjs";
import { BARE, TARGETS, prepareTargets } from "./targets.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
process.chdir(root);
const { values: opts } = parseArgs({
  options: {
    db: { type: "string", default: "sqlite" },
    port: { type: "string", default: "3660" },
    n: { type: "string", default: "3000" },
    rounds: { type: "string", default: "3" },
    only: { type: "string", default: "login code" },
    prof: { type: "string" },
    scale: { type: "boolean", default: false },
  },
});
const BASE = `http://127.0.0.1:${opts.port}`;
const N = Number(opts.n);
const TICK = 1e6 / 100; // µs per clock tick (USER_HZ is 100 on Linux)

const { passKeys, env: baseEnv } = benchServerEnv();

/** utime + stime of the process and every live descendant, in clock ticks. */
function treeTicks(pid) {
  const stats = [];
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const s = fs.readFileSync(`/proc/${name}/stat`, "utf8");
      const f = s.slice(s.lastIndexOf(")") + 2).split(" ");
      stats.push({ pid: Number(name), ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) });
    } catch {}
  }
  const tree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const s of stats)
      if (!tree.has(s.pid) && tree.has(s.ppid)) {
        tree.add(s.pid);
        grew = true;
      }
  }
  return stats.filter((s) => tree.has(s.pid)).reduce((sum, s) => sum + s.ticks, 0);
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const databaseUrl = await freshBenchDatabase(opts.db, {
    sqliteFile: `tests/.tmp/cpu-${opts.port}.db`,
    pgName: `t26_cpu_${opts.port}`,
    scale: opts.scale,
    env: baseEnv,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const server = await startNextServer({
    port: opts.port,
    env: { ...baseEnv, DATABASE_URL: databaseUrl },
    nodeArgs: opts.prof ? ["--cpu-prof", `--cpu-prof-dir=${opts.prof}`] : [],
  });
  try {
    const ctx = await prepareTargets(BASE, {
      databaseUrl,
      authSecret: baseEnv.AUTH_SECRET,
      passKey: passKeys.privateKey,
    });
    const targets = [BARE, ...TARGETS.filter((t) => t.label.includes(opts.only))];
    const sides = targets.map((t) => {
      const req = { method: "GET", ...t.request(ctx) };
      return { label: t.label, url: `${BASE}${req.path}`, requests: [req], us: [], statuses: {} };
    });
    // Warm-up: JIT and lazy modules, not part of any figure.
    for (const side of sides)
      await cannon({ url: side.url, requests: side.requests, amount: 1000, connections: 50 });
    for (let round = 0; round < Number(opts.rounds); round++)
      for (const side of sides) {
        const before = treeTicks(server.pid);
        const r = await cannon({ url: side.url, requests: side.requests, amount: N, connections: 50 });
        const ticks = treeTicks(server.pid) - before;
        const answered = r.requests.total;
        side.us.push((ticks * TICK) / answered);
        for (const [code, s] of Object.entries(r.statusCodeStats ?? {}))
          side.statuses[code] = (side.statuses[code] ?? 0) + s.count;
      }
    console.log(
      `${opts.db}, ${N} requests × ${opts.rounds} rounds at 50 connections, ${os.cpus().length} CPUs`,
    );
    for (const s of sides)
      console.log(
        `${s.label.padEnd(24)} ${Math.round(median(s.us))} µs CPU/request (rounds ${s.us.map(Math.round).join(", ")}) answers ${JSON.stringify(s.statuses)}`,
      );
  } finally {
    server.kill("SIGINT");
    await new Promise((r) => server.once("exit", r));
  }
}

await main();
