// Node flags of every production server process (`npm run serve`, `node … server.js` in a
// deployment, the production e2e project) and of the benches' `next start`, so the benches
// measure what the event runs.
//
// --max-semi-space-size=8: V8 grows the young generation of a busy server to 64 MB, and about a
// tenth of what a request allocates is still reachable at the next scavenge (Next's and Node's
// per-request objects referenced from older ones), so every scavenge copied and promoted ~6 MB
// and held the event loop 10-17 ms, once per ~250 requests: at 200 req/s that pause was the p99.
// A semi-space of 8 MB scavenges 8 times as often, copies ~1 MB and pauses ~2.7 ms, for the same
// CPU per request (docs/performance.md, "The young generation: short scavenges").
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=8"];
