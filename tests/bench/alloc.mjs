// What the server allocates per request, garbage included (issue 18: the scan's p99 tail overlaps
// scavenges, so "less garbage per scan" was the lead): a `next start` of the current build on a
// fresh bench database with tests/bench/alloc-probe.cjs, the bench's own requests
// (tests/bench/targets.mjs), the bare route and then each chosen target sampled alone over a fixed
// number of requests. Prints, per target, the sampled bytes per request and the scavenges per
// 1,000 requests, split by where the allocating code lives (Next's server, Node's own modules, V8
// builtins, each package, the app's sources through the build's source maps), then the functions
// that allocate most beyond the bare route. Not part of `npm test`; needs a build of the sources.
//
//   node tests/bench/alloc.mjs [--only scan] [--db sqlite|postgres] [--port 3665] [--n 3000]
//                              [--top 15] [--scale] [--keep DIR] [--gc-only] [--survivors]
//                              [--connections 10] [--node-arg X]
//
//   --only  a part of a target's label (every target whose label has it); "bare" alone: none
//   --keep     writes each side's raw heap profile there (the probe's JSON)
//   --gc-only  no sampling: the GCs' count and pauses only, as they are without the profiler
//   --connections  concurrent connections of the load (default 10)
//   --node-arg X  one more node flag for the server (repeatable)
//   --survivors  only what outlived a scavenge (promoted to the old generation, or still young at
//              the end): what the major GCs have to collect; the functions listed per side, bare too
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { frameName } from "./frames.mjs";
import { benchServerEnv, freshBenchDatabase, startNextServer } from "./server-env.mjs";
import { BARE, TARGETS, prepareTargets } from "./targets.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
process.chdir(root);
const { values: opts } = parseArgs({
  options: {
    only: { type: "string", default: "scan" },
    db: { type: "string", default: "sqlite" },
    port: { type: "string", default: "3665" },
    n: { type: "string", default: "3000" },
    top: { type: "string", default: "15" },
    scale: { type: "boolean", default: false },
    keep: { type: "string" },
    "gc-only": { type: "boolean", default: false },
    survivors: { type: "boolean", default: false },
    connections: { type: "string", default: "10" },
    "node-arg": { type: "string", multiple: true },
  },
});
const BASE = `http://127.0.0.1:${opts.port}`;
const { passKeys, env: baseEnv } = benchServerEnv();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function cannon(options) {
  return new Promise((resolve, reject) => autocannon(options, (e, r) => (e ? reject(e) : resolve(r))));
}

/** A heap profile's frame (its url a plain path) as the CPU profile's (a file:// URL). */
const asFileUrl = (cf) => (cf.url.startsWith("/") ? { ...cf, url: `file://${cf.url}` } : cf);

/** Where a frame's code lives: the app's file, a package, Next's server, Node's modules, V8. */
function origin(callFrame) {
  if (!callFrame.url) return "V8 builtins and native code";
  if (callFrame.url.startsWith("node:")) return "Node.js (node:*)";
  const file = frameName(asFileUrl(callFrame)).split(" ").at(-1).replace(/:\d+$/, "");
  const pkg = /~((@[^/]+\/)?[^/]+)/.exec(file);
  if (pkg) return pkg[1] === "next" ? "Next.js" : `package ${decodeURIComponent(pkg[1])}`;
  return file.includes("/.next/") ? "app (unmapped)" : `app ${file}`;
}

/** Bytes per request by origin and by function, and the GCs, of one side's profile. */
function summarize({ requests, gcs, profile }) {
  const byOrigin = new Map();
  const byFunction = new Map();
  let total = 0;
  const walk = (node) => {
    if (node.selfSize) {
      total += node.selfSize;
      const o = origin(node.callFrame);
      byOrigin.set(o, (byOrigin.get(o) ?? 0) + node.selfSize);
      const f = node.callFrame.url.startsWith("node:")
        ? `${node.callFrame.functionName || "(anonymous)"} ${node.callFrame.url}:${node.callFrame.lineNumber + 1}`
        : frameName(asFileUrl(node.callFrame));
      byFunction.set(f, (byFunction.get(f) ?? 0) + node.selfSize);
    }
    for (const c of node.children) walk(c);
  };
  if (profile) walk(profile.head);
  const perRequest = (m) => new Map([...m].map(([k, v]) => [k, v / requests / 1024]));
  // perf_hooks' gc kinds: 1 minor (scavenge), 2 major, 4 incremental, 8 weak callbacks.
  const scavenges = gcs.filter((g) => g.kind === 1);
  return {
    requests,
    kb: total / requests / 1024,
    scavengesPer1000: (1000 * scavenges.length) / requests,
    scavengeMs: scavenges.map((g) => g.ms).sort((a, b) => a - b),
    otherGcs: gcs.length - scavenges.length,
    byOrigin: perRequest(byOrigin),
    byFunction: perRequest(byFunction),
  };
}

async function main() {
  const databaseUrl = await freshBenchDatabase(opts.db, {
    sqliteFile: `tests/.tmp/alloc-${opts.port}.db`,
    pgName: `t26_alloc_${opts.port}`,
    scale: opts.scale,
    env: baseEnv,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const dir = path.resolve(opts.keep ?? `tests/.tmp/alloc-${opts.port}`);
  fs.mkdirSync(dir, { recursive: true });
  for (const f of fs.readdirSync(dir)) if (/^side-\d+\.json$/.test(f)) fs.rmSync(path.join(dir, f));
  const server = await startNextServer({
    port: opts.port,
    env: {
      ...baseEnv,
      DATABASE_URL: databaseUrl,
      ALLOC_PROBE_OUT: path.join(dir, "side"),
      ...(opts["gc-only"] ? { ALLOC_PROBE_INTERVAL: "0" } : {}),
      ...(opts.survivors ? { ALLOC_PROBE_SURVIVORS: "1" } : {}),
    },
    nodeArgs: [...(opts["node-arg"] ?? []), "--require", "./tests/bench/alloc-probe.cjs"],
  });
  const sides = [];
  try {
    const ctx = await prepareTargets(BASE, {
      databaseUrl,
      authSecret: baseEnv.AUTH_SECRET,
      passKey: passKeys.privateKey,
    });
    const chosen = opts.only === "bare" ? [] : TARGETS.filter((t) => t.label.includes(opts.only));
    if (opts.only !== "bare" && !chosen.length)
      throw new Error(`--only: a part of one of ${TARGETS.map((t) => t.label).join("; ")}`);
    for (const [i, t] of [BARE, ...chosen].entries()) {
      const req = { method: "GET", ...t.request(ctx) };
      const run = (amount) =>
        cannon({ url: `${BASE}${req.path}`, requests: [req], amount, connections: Number(opts.connections) });
      await run(1000); // JIT and lazy modules first, not sampled
      server.kill("SIGUSR2");
      await sleep(1000);
      const r = await run(Number(opts.n));
      server.kill("SIGUSR2");
      const file = path.join(dir, `side-${i}.json`);
      for (let waited = 0; !fs.existsSync(file); waited += 100) {
        if (waited > 30_000) throw new Error(`no profile from the probe (${file})`);
        await sleep(100);
      }
      await sleep(200);
      const statuses = Object.entries(r.statusCodeStats ?? {}).map(([c, s]) => `${s.count}×${c}`);
      sides.push({ label: t.label, statuses, ...summarize(JSON.parse(fs.readFileSync(file, "utf8"))) });
    }
  } finally {
    server.kill("SIGINT");
    await new Promise((r) => server.once("exit", r));
  }

  const kb = (x) => x.toFixed(1).padStart(6);
  console.log(
    `${opts.db}${opts.scale ? ", scale seed" : ""}: ${opts.n} sampled requests per target at ${opts.connections} connections`,
  );
  const ms = (xs) => xs.map((x) => x.toFixed(1)).join(", ");
  for (const s of sides) {
    console.log(
      `\n${s.label} (${s.statuses.join(", ")}): ` +
        (opts["gc-only"]
          ? ""
          : `${kb(s.kb).trim()} KB ${opts.survivors ? "outlived a scavenge" : "allocated"} per request (sampled), `) +
        `${s.scavengesPer1000.toFixed(1)} scavenges per 1,000 requests (ms: ${ms(s.scavengeMs)}), ${s.otherGcs} other GCs`,
    );
    for (const [o, v] of [...s.byOrigin].sort((a, b) => b[1] - a[1]).slice(0, Number(opts.top)))
      console.log(`  ${kb(v)} KB  ${o}`);
  }
  const bare = sides[0];
  for (const s of opts.survivors ? sides : []) {
    console.log(`\n${s.label}: the functions whose objects outlived a scavenge (KB per request)`);
    for (const [f, v] of [...s.byFunction].sort((a, b) => b[1] - a[1]).slice(0, Number(opts.top)))
      console.log(`  ${kb(v)} KB  ${f}`);
  }
  for (const s of opts["gc-only"] || opts.survivors ? [] : sides.slice(1)) {
    console.log(`\n${s.label}: the functions that allocate most beyond the bare route (KB per request)`);
    const rows = [...s.byFunction]
      .map(([f, v]) => [f, v - (bare.byFunction.get(f) ?? 0)])
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(opts.top));
    for (const [f, v] of rows) console.log(`  ${kb(v)} KB  ${f}`);
  }
}

await main();
