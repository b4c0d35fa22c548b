import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { sessionCookie, type SessionDatabase } from "./session-cookie";

/**
 * The crash test's machinery: a `next start` of its own (process group, so kill -9 takes the
 * server and its wrapper down at once), a staff session, and a scan load that remembers every
 * read the server acknowledged with 200.
 */
const ROOT = path.resolve(__dirname, "../../..");

export function startServer(port: number, extraArgs: string[]): ChildProcess {
  return spawn(process.execPath, ["tests/e2e/server.mjs", "--port", String(port), ...extraArgs], {
    cwd: ROOT,
    detached: true,
    stdio: "ignore",
    // The e2e clock is a week before the congress: the doors open 14 days early here, so the load
    // is real first entries on the door's fast path (lib/door-window.ts).
    env: { ...process.env, DOOR_OPENS_MINUTES_BEFORE: "20160" },
  });
}

export async function waitHealthy(base: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${base} did not come up`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export function killHard(child: ChildProcess) {
  try {
    process.kill(-child.pid!, "SIGKILL");
  } catch {
    // already gone
  }
}

/** A staff session on the crash server's own database (the cookie needs its server-side row). */
export const staffCookie = (staffId: string, database: SessionDatabase) =>
  sessionCookie({ sub: staffId, role: "staff" }, database);

export interface Pending {
  eventId: string;
  memberCode: string;
  userId: string;
}

/**
 * Fires scans from `connections` parallel loops until `stop()`; returns the acknowledged ones.
 * A request cut by the kill is not acknowledged (no answer) and may or may not have committed.
 */
export function scanLoad(base: string, cookie: string, work: Pending[], connections = 16) {
  const acknowledged: Pending[] = [];
  let next = 0;
  let stopped = false;
  let errors = 0;
  const loop = async () => {
    while (!stopped && next < work.length) {
      const item = work[next++];
      if (!item) break;
      try {
        const res = await fetch(`${base}/api/staff/checkin/scan`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie },
          body: JSON.stringify({
            type: "event",
            itemId: item.eventId,
            code: item.memberCode,
            deviceId: "crash-test",
          }),
        });
        if (res.status === 200) acknowledged.push(item);
        else if (res.status >= 500) errors++;
        await res.arrayBuffer();
      } catch {
        // the server died mid-request
      }
    }
  };
  const done = Promise.all(Array.from({ length: connections }, loop));
  return {
    acknowledged,
    errors: () => errors,
    sent: () => next,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}
