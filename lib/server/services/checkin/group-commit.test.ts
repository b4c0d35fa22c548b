// Group commit (door-fast-path.ts): on SQLite the reads of one turn share one transaction (one
// writer, a WAL write per commit); on PostgreSQL the reads that arrive together share one statement
// and one commit (postgresBatchStatement), the unique constraints still deciding across instances
// (door-batch.test.ts). Runs in both Jest suites.
import { rawDriver } from "@/lib/db-client";
import { db } from "@/lib/server/db";
import { STAFF_ID, seedDatabase } from "@/prisma/seed/index";
import { groupCommitStats, postgresBatchStats } from "./door-fast-path";
import { scanPass } from "./scan-pass";
import { passToken } from "./tokens";

const EVENT = "d1-recife-10";

beforeAll(async () => {
  await seedDatabase(db);
}, 120_000);

test("twenty reads at once: batched on both databases", async () => {
  const event = await db.event.findUniqueOrThrow({ where: { id: EVENT }, select: { startsAt: true } });
  const members = await db.enrolment.findMany({
    where: { eventId: EVENT, user: { deletedAt: null, checkIns: { none: { eventId: EVENT } } } },
    orderBy: { id: "asc" },
    take: 20,
    select: { userId: true },
  });
  expect(members).toHaveLength(20);
  const before = { ...groupCommitStats };
  const pgBefore = { ...postgresBatchStats };
  const scannedAt = new Date(event.startsAt.getTime() + 5 * 60_000);
  const outcomes = await Promise.all(
    members.map((m, i) =>
      scanPass({
        staffId: STAFF_ID,
        deviceId: `door-${i % 4}`,
        type: "event",
        itemId: EVENT,
        code: passToken(m.userId),
        nonce: null,
        scannedAt,
      }),
    ),
  );
  expect(outcomes.map((o) => o.ok)).toEqual(members.map(() => true));
  expect(
    await db.checkIn.count({ where: { eventId: EVENT, userId: { in: members.map((m) => m.userId) } } }),
  ).toBe(20);

  const batches = groupCommitStats.batches - before.batches;
  const reads = groupCommitStats.reads - before.reads;
  if (rawDriver(db).kind === "sqlite") {
    expect(reads).toBe(20);
    expect(batches).toBeGreaterThanOrEqual(1);
    expect(batches).toBeLessThan(20);
  } else {
    expect({ batches, reads }).toEqual({ batches: 0, reads: 0 });
    expect(postgresBatchStats.reads - pgBefore.reads).toBe(20);
    expect(postgresBatchStats.batches - pgBefore.batches).toBeLessThan(20);
  }
});
