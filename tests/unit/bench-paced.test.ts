/**
 * The bench's fixed-rate load (tests/bench/paced.cjs): requests evenly spaced in time (not a burst
 * at the start of each second), each latency counted from its due moment, a server slower than the
 * rate seen as such, and per-request bodies from setupRequest.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
const { paced } =
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bench's CommonJS module
  require("@/tests/bench/paced.cjs");

type Handler = (req: http.IncomingMessage, body: string, res: http.ServerResponse) => void;

async function server(handler: Handler) {
  const arrivals: number[] = [];
  const bodies: string[] = [];
  const srv = http.createServer((req, res) => {
    arrivals.push(performance.now());
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      bodies.push(body);
      handler(req, body, res);
    });
  });
  await new Promise<void>((resolve) => srv.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(srv.address() as AddressInfo).port}`;
  return {
    base,
    arrivals,
    bodies,
    close: () => {
      srv.closeAllConnections();
      return new Promise((r) => srv.close(r));
    },
  };
}

const answer = (res: http.ServerResponse, status = 200) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end('{"ok":true}');
};

describe("paced (open-loop fixed rate)", () => {
  it("spreads the requests evenly instead of bursting them at each second's start", async () => {
    const s = await server((_req, _body, res) => setTimeout(() => answer(res), 20));
    try {
      const r = await paced({ base: s.base, request: { path: "/x" }, rate: 200, seconds: 1 });
      expect(r.sent).toBe(200);
      expect(r.errors).toBe(0);
      expect(r.statuses).toEqual({ 200: 200 });
      // A burst would put (nearly) all 200 in the first few ms; evenly spaced, any 50 ms hold ~10.
      const first = s.arrivals[0]!;
      const inFirst50ms = s.arrivals.filter((t) => t - first < 50).length;
      expect(inFirst50ms).toBeLessThanOrEqual(20);
      expect(s.arrivals.at(-1)! - first).toBeGreaterThan(900);
      // Each answer took the handler's 20 ms: the p50 is that, not a queue.
      expect(r.p50).toBeGreaterThanOrEqual(19);
      expect(r.p50).toBeLessThan(60);
    } finally {
      await s.close();
    }
  });

  it("counts a slow server's queue in the latencies and answers fewer in time than sent", async () => {
    // One request at a time, 10 ms each: 100 req/s for a load of 200 req/s.
    let busyUntil = 0;
    const s = await server((_req, _body, res) => {
      const start = Math.max(performance.now(), busyUntil);
      busyUntil = start + 10;
      setTimeout(() => answer(res), busyUntil - performance.now());
    });
    try {
      const r = await paced({ base: s.base, request: { path: "/x" }, rate: 200, seconds: 1 });
      expect(r.sent).toBe(200);
      expect(r.errors).toBe(0);
      // 2 s of work for 1 s of load: the last answers wait about a second in the queue.
      expect(r.p99).toBeGreaterThan(700);
      expect(r.answered).toBeLessThan(0.9 * r.sent);
    } finally {
      await s.close();
    }
  });

  it("gives each request the body setupRequest makes, and stops sending on null", async () => {
    const s = await server((_req, _body, res) => answer(res, 409));
    let n = 0;
    try {
      const r = await paced({
        base: s.base,
        request: {
          method: "POST",
          path: "/x",
          headers: { "content-type": "application/json" },
          setupRequest: (req: Record<string, unknown>) =>
            n < 5 ? { ...req, body: JSON.stringify({ n: n++ }) } : null,
        },
        rate: 200,
        seconds: 1,
      });
      expect(r.sent).toBe(5);
      expect(r.statuses).toEqual({ 409: 5 });
      expect(s.bodies.map((b) => JSON.parse(b).n).sort()).toEqual([0, 1, 2, 3, 4]);
    } finally {
      await s.close();
    }
  });

  it("counts a request the server never answers as an error", async () => {
    const s = await server((req, _body, res) => {
      if (req.url === "/hang") return; // never answers
      answer(res);
    });
    try {
      const r = await paced({
        base: s.base,
        request: { path: "/hang" },
        rate: 20,
        seconds: 0.1,
        drainMs: 300,
      });
      expect(r.sent).toBe(2);
      expect(r.answered).toBe(0);
      expect(r.errors).toBe(2);
    } finally {
      await s.close();
    }
  });
});
