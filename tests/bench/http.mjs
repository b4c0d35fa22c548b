// Plumbing shared by the bench scripts: a fetch that survives an idle keep-alive close, and a
// check that a port is free before a server is started on it.
import net from "node:net";

/**
 * fetch with one retry: the server closes keep-alive sockets idle for 5 s, and a request sent on
 * one at that moment fails with "other side closed" (the bench has long pauses in between).
 */
export async function request(url, init) {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

/**
 * Fails when something already listens on the port: a readiness check would otherwise talk to
 * that server (a left-over `next start` of the app) and the bench would measure it instead.
 */
export function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (err) =>
      reject(
        new Error(`port ${port} is in use (${err.code}): stop what listens there, or pass another port`),
      ),
    );
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

/** Waits until the server at `base` answers /api/health (60 s at most); `false` when it never did. */
export async function serverAnswers(base) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return true;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}
