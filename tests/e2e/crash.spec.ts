import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { BASE_URL } from "./support/env";
import { killHard, scanLoad, staffCookie, startServer, waitHealthy, type Pending } from "./support/crash";
import { expect, test } from "./support/fixtures";

// Durability at the door: under scan load, kill -9 the server; after a restart every scan the
// server acknowledged (200) is in the database — SQLite in WAL mode. (PostgreSQL: crash.pg.spec.ts.)

const ROOT = path.resolve(__dirname, "../..");
const CRASH_DB = "tests/.tmp/crash.db";
const PORT = Number(new URL(BASE_URL).port) + 30;
const BASE = `http://localhost:${PORT}`;
const STAFF_ID = "seed-staff-checkin";

test("kill -9 under scan load loses no acknowledged check-in (SQLite WAL)", async ({ db }) => {
  test.setTimeout(180_000);
  // A consistent copy of the e2e database (the suite's servers keep using theirs).
  for (const suffix of ["", "-wal", "-shm"])
    fs.rmSync(path.join(ROOT, `${CRASH_DB}${suffix}`), { force: true });
  await db.backup(path.join(ROOT, CRASH_DB));
  const work = db.all<Pending>(
    `SELECT e.eventId, u.memberCode, u.id AS userId FROM Enrolment e JOIN User u ON u.id = e.userId
     WHERE NOT EXISTS (SELECT 1 FROM CheckIn c WHERE c.userId = e.userId AND c.eventId = e.eventId) ORDER BY e.id LIMIT 4000`,
  );
  expect(work.length).toBeGreaterThan(1000);

  let server = startServer(PORT, ["--db", CRASH_DB]);
  try {
    await waitHealthy(BASE);
    const load = scanLoad(BASE, await staffCookie(STAFF_ID, { sqliteFile: path.join(ROOT, CRASH_DB) }), work);
    // Kill once a good number of scans has been acknowledged, in the middle of the stream.
    await expect
      .poll(() => load.acknowledged.length, { timeout: 60_000, intervals: [50] })
      .toBeGreaterThan(150);
    killHard(server);
    await load.stop();
    const acknowledged = [...load.acknowledged];
    expect(load.errors()).toBe(0);
    expect(load.sent()).toBeLessThan(work.length); // the kill really interrupted the load

    server = startServer(PORT, ["--db", CRASH_DB]);
    await waitHealthy(BASE);
    const crashDb = new Database(path.join(ROOT, CRASH_DB), { readonly: true });
    const has = crashDb.prepare("SELECT COUNT(*) AS n FROM CheckIn WHERE userId = ? AND eventId = ?");
    const missing = acknowledged.filter((a) => (has.get(a.userId, a.eventId) as { n: number }).n !== 1);
    const scans = crashDb
      .prepare("SELECT COUNT(*) AS n FROM ScanRecord WHERE deviceId = 'crash-test' AND result = 'SUCCESS'")
      .get() as { n: number };
    crashDb.close();
    console.log(
      `crash (SQLite): ${acknowledged.length} acknowledged scans before kill -9, ${missing.length} missing after restart`,
    );
    expect(missing).toEqual([]);
    expect(scans.n).toBeGreaterThanOrEqual(acknowledged.length);

    // The restarted server answers the same pass as a duplicate, not as new.
    const [first] = acknowledged;
    if (!first) throw new Error("no scan was acknowledged before the kill");
    const again = await fetch(`${BASE}/api/staff/checkin/scan`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie: await staffCookie(STAFF_ID, { sqliteFile: path.join(ROOT, CRASH_DB) }),
      },
      body: JSON.stringify({
        type: "event",
        itemId: first.eventId,
        code: first.memberCode,
      }),
    });
    expect(again.status).toBe(409);
  } finally {
    killHard(server);
  }
});
