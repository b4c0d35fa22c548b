// A preload for `next start` (node --require ./tests/bench/alloc-probe.cjs …) that samples what
// the server allocates, garbage included: V8's sampling heap profiler with the objects later
// collected by minor and major GCs kept in the profile (one sample per ALLOC_PROBE_INTERVAL bytes
// on average, default 2048; 0: no sampling, the requests and GCs only, to time GCs unperturbed).
// SIGUSR2 starts it; the next SIGUSR2 writes the profile, the number of
// requests and the GCs seen meanwhile to the next ALLOC_PROBE_OUT-<n>.json and stops.
// ALLOC_PROBE_SURVIVORS=1: the objects a minor GC collected are dropped from the profile, so it
// holds what outlived a scavenge: what the old generation receives (and a major GC later frees).
// Not part of the app; tests/bench/alloc.mjs starts servers with it.
const inspector = require("node:inspector");
const fs = require("node:fs");
const http = require("node:http");
const { PerformanceObserver } = require("node:perf_hooks");

const INTERVAL = Number(process.env.ALLOC_PROBE_INTERVAL ?? 2048);
const session = new inspector.Session();
session.connect();
let on = false;
let requests = 0;
let gcs = [];
let written = 0;
new PerformanceObserver((list) => {
  if (on) for (const e of list.getEntries()) gcs.push({ ms: e.duration, kind: e.detail?.kind });
}).observe({ entryTypes: ["gc"] });
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, ...args) {
  if (on && event === "request") requests++;
  return emit.call(this, event, ...args);
};
process.on("SIGUSR2", () => {
  if (!on) {
    requests = 0;
    gcs = [];
    if (INTERVAL === 0) {
      on = true;
      return;
    }
    session.post("HeapProfiler.enable", () =>
      session.post(
        "HeapProfiler.startSampling",
        {
          samplingInterval: INTERVAL,
          includeObjectsCollectedByMinorGC: process.env.ALLOC_PROBE_SURVIVORS !== "1",
          includeObjectsCollectedByMajorGC: true,
        },
        (err) => {
          if (err) throw new Error(String(err.message ?? err));
          on = true;
        },
      ),
    );
    return;
  }
  on = false;
  const write = (profile) =>
    fs.writeFileSync(
      `${process.env.ALLOC_PROBE_OUT}-${written++}.json`,
      JSON.stringify({ requests, gcs, profile }),
    );
  if (INTERVAL === 0) return write(null);
  session.post("HeapProfiler.stopSampling", (err, result) => {
    if (err) throw new Error(String(err.message ?? err));
    write(result.profile);
  });
});
