// A small round-robin load balancer for the multi-instance e2e (playwright.config.ts):
//   node tests/e2e/support/round-robin-proxy.mjs --port 3112 --upstream http://localhost:3110 --upstream http://localhost:3111
// Each request goes to the next instance in turn. Like a production load balancer it overwrites
// X-Forwarded-For with the client's address (docs/instances.md: the rule the app's per-IP
// limits rely on), keeps the Host header, and names the instance that answered in X-Upstream.
// A test may pin a request to one instance with X-Pin-Upstream: <index> (never forwarded).
import http from "node:http";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: { port: { type: "string" }, upstream: { type: "string", multiple: true } },
});
const upstreams = (values.upstream ?? []).map((u) => new URL(u));
if (!values.port || upstreams.length < 2) {
  console.error("usage: round-robin-proxy.mjs --port P --upstream URL --upstream URL [...]");
  process.exit(2);
}

let turn = 0;
const server = http.createServer((req, res) => {
  const pin = Number(req.headers["x-pin-upstream"]);
  const index = Number.isInteger(pin) && upstreams[pin] ? pin : turn++ % upstreams.length;
  const target = upstreams[index];
  const headers = { ...req.headers, "x-forwarded-for": req.socket.remoteAddress ?? "unknown" };
  delete headers["x-pin-upstream"];
  const upstream = http.request(
    { host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-upstream": String(index) });
      answer.pipe(res);
    },
  );
  upstream.on("error", (error) => {
    if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
    res.end(`upstream ${index} failed: ${error.message}`);
  });
  req.pipe(upstream);
});
server.keepAliveTimeout = 0;
server.listen(Number(values.port), "127.0.0.1", () =>
  console.log(`[proxy] :${values.port} → ${upstreams.map((u) => u.host).join(", ")}`),
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
