// Reads that reach the door's fast path together share one statement and one commit on PostgreSQL
// (door-fast-path.ts, postgresBatchStatement), as they share one transaction on SQLite. Within a
// batch each read is still decided in arrival order: a pass read twice gets in once, a nonce is
// accepted once, and a read whose staff session has ended writes nothing while the others go in.
// Runs in both Jest suites.
import "@/tests/unit/door-open";
import { rawDriver } from "@/lib/db-client";
import { runWithSessionCheck } from "@/lib/server/auth/session-check";
import { db } from "@/lib/server/db";
import { STAFF_ID, seedDatabase } from "@/prisma/seed/index";
import { fastScan, postgresBatchStats, type FastScanInput } from "./door-fast-path";

const EVENT = "d2-recife-01";
const onPostgres = () => rawDriver(db).kind === "postgresql";

beforeAll(async () => {
  await seedDatabase(db);
}, 120_000);

async function freshMembers(n: number) {
  const rows = await db.enrolment.findMany({
    where: { eventId: EVENT, user: { deletedAt: null, checkIns: { none: { eventId: EVENT } } } },
    orderBy: { id: "asc" },
    take: n,
    select: { userId: true },
  });
  expect(rows).toHaveLength(n);
  return rows.map((r) => r.userId);
}

const read = (userId: string, extra: Partial<FastScanInput> = {}): FastScanInput => ({
  userId,
  type: "event",
  itemId: EVENT,
  staffId: STAFF_ID,
  deviceId: "batch-test",
  rawCode: `code-${userId}`,
  nonce: null,
  scannedAt: new Date(),
  ...extra,
});

test("one pass read twice in the same batch: one check-in, the second read says already checked in", async () => {
  const [person] = await freshMembers(1);
  const before = { ...postgresBatchStats };
  const [first, second] = await Promise.all([fastScan(read(person!)), fastScan(read(person!))]);
  expect(first).toMatchObject({ ok: true, participant: { id: person } });
  expect(second).toMatchObject({ ok: false, code: "ALREADY_CHECKED_IN", participant: { id: person } });
  expect(await db.checkIn.count({ where: { userId: person!, eventId: EVENT } })).toBe(1);
  const records = await db.scanRecord.findMany({
    where: { userId: person!, eventId: EVENT },
    select: { result: true, errorCode: true },
  });
  expect(records.map((r) => `${r.result} ${r.errorCode}`).sort()).toEqual([
    "ERROR ALREADY_CHECKED_IN",
    "SUCCESS null",
  ]);
  if (onPostgres()) expect(postgresBatchStats.batches - before.batches).toBe(1); // both in one statement
  if (onPostgres()) expect(postgresBatchStats.reads - before.reads).toBe(2);
});

test("a batch of ten: one statement on PostgreSQL, each answer counting the reads before it", async () => {
  const people = await freshMembers(10);
  const start = await db.checkIn.count({ where: { eventId: EVENT } });
  const before = { ...postgresBatchStats };
  const outcomes = await Promise.all(people.map((p) => fastScan(read(p))));
  expect(outcomes.map((o) => o?.ok)).toEqual(people.map(() => true));
  expect(outcomes.map((o) => o!.progress.checkedIn)).toEqual(people.map((_, i) => start + i + 1));
  if (onPostgres()) expect(postgresBatchStats.batches - before.batches).toBe(1);
});

test("a nonce twice in one batch: the statement fails as a whole, then each read alone — the nonce is taken once", async () => {
  const [a, b] = await freshMembers(2);
  const nonce = `batch-nonce-${Date.now()}`;
  const [first, second] = await Promise.all([fastScan(read(a!, { nonce })), fastScan(read(b!, { nonce }))]);
  expect(first).toMatchObject({ ok: true, participant: { id: a } });
  expect(second).toBeNull(); // the general path answers the replay (scan-pass.ts)
  expect(await db.scanRecord.count({ where: { nonce } })).toBe(1);
  expect(await db.checkIn.count({ where: { userId: { in: [a!, b!] }, eventId: EVENT } })).toBe(1);
});

(process.env.TEST_DB_PROVIDER === "postgresql" ? test : test.skip)(
  "PostgreSQL: an ended staff session in a batch is refused and writes nothing; the others go in",
  async () => {
    const [a, b] = await freshMembers(2);
    const ended = {
      sid: "no-such-session",
      sub: STAFF_ID,
      role: "staff" as const,
      state: "pending" as const,
    };
    const [dead, alive] = await Promise.allSettled([
      runWithSessionCheck({ ...ended }, () => fastScan(read(a!))),
      fastScan(read(b!)),
    ]);
    expect(dead.status).toBe("rejected");
    expect((dead as PromiseRejectedResult).reason).toMatchObject({ status: 401 });
    expect(alive).toMatchObject({ status: "fulfilled", value: { ok: true, participant: { id: b } } });
    expect(await db.checkIn.count({ where: { userId: a!, eventId: EVENT } })).toBe(0);
    expect(await db.scanRecord.count({ where: { userId: a! } })).toBe(0);
  },
);
