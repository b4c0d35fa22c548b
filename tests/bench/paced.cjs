// An open-loop load at a fixed rate, for the bench's p99 mode: one request every 1000/rate ms,
// each sent at its own moment whether or not the earlier ones have been answered, and its latency
// counted from that moment (so a server that falls behind pays for the queue it builds, instead
// of the load slowing down with it).
//
// Why not autocannon's `overallRate`: autocannon splits the rate between its connections, and each
// connection sends its whole share for the second back to back as soon as the second starts (a
// burst of 200 every second, whose p99 is the time to drain it); and it "corrects" coordinated
// omission with an expected interval of Math.ceil(1 / rate) = 1 ms, which adds a made-up sample
// for every millisecond of a slow answer. Both made the p99 ratios swing between quiet runs on
// unchanged code (schedule list 1.19 → 5.45 on SQLite).
const http = require("node:http");

const ceilIndex = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

/**
 * Sends `rate` requests a second for `seconds` seconds to `base` + request.path, evenly spaced.
 * `request` is one bench request ({ method, path, headers, body } or with `setupRequest(req)`
 * giving each request its own body; a null from setupRequest ends the run's sending, as it ends an
 * autocannon connection). Every answer counts in the percentiles, however late; one still missing
 * `drainMs` after the last request was sent counts as an error.
 */
async function paced({ base, request, rate, seconds, drainMs = 10_000 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const interval = 1000 / rate;
  const total = Math.round(rate * seconds);
  const latencies = [];
  const statuses = {};
  let errors = 0;
  let sent = 0;
  let stopped = false;
  let pending = 0;
  let onIdle = null;
  let answeredInTime = 0;
  let windowEnd = Infinity;

  const send = (req, due) => {
    pending++;
    const done = (status) => {
      if (status === undefined) errors++;
      else {
        statuses[status] = (statuses[status] ?? 0) + 1;
        const now = performance.now();
        latencies.push(now - due);
        if (now <= windowEnd) answeredInTime++;
      }
      if (--pending === 0 && onIdle) onIdle();
    };
    const body = req.body === undefined ? undefined : Buffer.from(req.body);
    const headers = { ...req.headers, ...(body ? { "content-length": String(body.length) } : {}) };
    const r = http.request(
      new URL(req.path, base),
      { method: req.method ?? "GET", headers, agent },
      (res) => {
        res.on("data", () => {});
        res.on("end", () => done(res.statusCode));
        res.on("error", () => done(undefined));
      },
    );
    r.setTimeout(drainMs, () => r.destroy(new Error("timeout")));
    r.on("error", () => done(undefined));
    r.end(body);
  };

  const start = performance.now() + 5;
  // Answers later than 250 ms after the last request was due mean the server fell behind.
  windowEnd = start + seconds * 1000 + 250;
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        const due = start + sent * interval;
        const req = request.setupRequest ? request.setupRequest({ ...request }) : request;
        if (!req) {
          stopped = true;
          break;
        }
        sent++;
        send(req, due);
      }
      if (stopped || sent >= total) return resolve();
      setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    setTimeout(tick, 5);
  });
  if (pending > 0) {
    let timer;
    await Promise.race([
      new Promise((resolve) => (onIdle = resolve)),
      new Promise((resolve) => (timer = setTimeout(resolve, drainMs))),
    ]);
    clearTimeout(timer);
  }
  agent.destroy();
  const sorted = latencies.slice().sort((a, b) => a - b);
  const round = (x) => (x === undefined ? 0 : Math.round(x * 100) / 100);
  return {
    rps: Math.round(latencies.length / seconds),
    p50: round(ceilIndex(sorted, 0.5)),
    p99: round(ceilIndex(sorted, 0.99)),
    statuses,
    errors: errors + pending,
    // Answered within 250 ms of the run's end: fewer than it was sent means the server could
    // not keep up with the rate (the bench flags the row as saturated).
    answered: answeredInTime,
    sent,
  };
}

module.exports = { paced };
