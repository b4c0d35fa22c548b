import { expect, test } from "@playwright/test";
import pg from "pg";
import { BASE_URL, e2ePgUrl as pgUrl } from "./support/env";
import { killHard, scanLoad, staffCookie, startServer, waitHealthy, type Pending } from "./support/crash";

// The crash test on PostgreSQL: kill -9 an instance under scan load; after a restart every
// acknowledged scan is in the database. Uses the postgres project's database (t26_e2e).

const PORT = Number(new URL(BASE_URL).port) + 32;
const BASE = `http://localhost:${PORT}`;

test("kill -9 under scan load loses no acknowledged check-in (PostgreSQL)", async () => {
  test.setTimeout(180_000);
  const client = new pg.Client({ connectionString: pgUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<Pending>(
      `SELECT e."eventId", u."memberCode", u."id" AS "userId" FROM "Enrolment" e JOIN "User" u ON u."id" = e."userId"
       WHERE NOT EXISTS (SELECT 1 FROM "CheckIn" c WHERE c."userId" = e."userId" AND c."eventId" = e."eventId")
       ORDER BY e."id" DESC LIMIT 4000`,
    );
    expect(rows.length).toBeGreaterThan(1000);
    let server = startServer(PORT, ["--pg"]);
    try {
      await waitHealthy(BASE);
      const load = scanLoad(BASE, await staffCookie("seed-staff-checkin", { pgUrl: pgUrl() }), rows);
      await expect
        .poll(() => load.acknowledged.length, { timeout: 60_000, intervals: [50] })
        .toBeGreaterThan(150);
      killHard(server);
      await load.stop();
      const acknowledged = [...load.acknowledged];
      expect(load.errors()).toBe(0);
      expect(load.sent()).toBeLessThan(rows.length);

      server = startServer(PORT, ["--pg"]);
      await waitHealthy(BASE);
      const found = await client.query<{ userId: string; eventId: string }>(
        `SELECT "userId", "eventId" FROM "CheckIn" WHERE "deviceId" = 'crash-test'`,
      );
      const have = new Set(found.rows.map((r) => `${r.userId}|${r.eventId}`));
      const missing = acknowledged.filter((a) => !have.has(`${a.userId}|${a.eventId}`));
      console.log(
        `crash (PostgreSQL): ${acknowledged.length} acknowledged scans before kill -9, ${missing.length} missing after restart`,
      );
      expect(missing).toEqual([]);
    } finally {
      killHard(server);
    }
  } finally {
    await client.end();
  }
});
