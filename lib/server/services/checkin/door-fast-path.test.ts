// The door's hot path writes through the driver, not Prisma: these check that its rows are the
// rows Prisma would have written (ids, UTC times read back to the millisecond in a UTC-3 process,
// enum values), that its counts are the real ones, and that it never runs inside a transaction
// Prisma has open on the same connection.
process.env.TZ = "America/Recife";

// Every door open: these tests are about the reads, not the window (door-window.test.ts).
import "@/tests/unit/door-open";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/server/db";
import { STAFF_ID, seedDatabase } from "@/prisma/seed/index";
import { newRowId } from "./door-fast-path";
import { itemProgress, scanPass } from "./scan-pass";
import { passToken } from "./tokens";
import { defined } from "@/tests/unit/defined";

beforeAll(async () => {
  await seedDatabase(db);
}, 120_000);

/** A member of the event who has not come in yet (each call a different one). */
async function freshMember(eventId: string, skip = 0) {
  const row = await db.enrolment.findFirstOrThrow({
    where: { eventId, user: { deletedAt: null, checkIns: { none: { eventId } } } },
    orderBy: { id: "asc" },
    skip,
    select: {
      user: { select: { id: true, fullName: true, nickname: true, avatarUrl: true, memberCode: true } },
    },
  });
  return row.user;
}

const EVENT = "d1-recife-10";

test("row ids are cuid-shaped, distinct and ordered by creation time", () => {
  const ids = Array.from({ length: 1000 }, () => newRowId());
  for (const id of ids) expect(id).toMatch(/^c[0-9a-z]{24}$/);
  expect(new Set(ids).size).toBe(1000);
  const later = newRowId();
  expect(later.slice(0, 10) >= defined(ids[0]).slice(0, 10)).toBe(true);
});

test("a check-in reads back through Prisma exactly as written: times to the ms, result, code, device, nonce", async () => {
  const person = await freshMember(EVENT);
  const at = new Date("2026-11-02T13:14:15.678Z");
  const nonce = randomUUID();
  const token = passToken(person.id);
  const outcome = await scanPass({
    staffId: STAFF_ID,
    deviceId: "door-7",
    type: "event",
    itemId: EVENT,
    code: token,
    nonce,
    scannedAt: at,
    windowChecked: true,
  });
  expect(outcome).toEqual({
    ok: true,
    replay: false,
    checkedInAt: at,
    participant: {
      id: person.id,
      name: person.fullName,
      nickname: person.nickname,
      avatarUrl: person.avatarUrl,
      memberCode: person.memberCode,
    },
    progress: await itemProgress("event", EVENT),
  });
  const checkIn = await db.checkIn.findFirstOrThrow({ where: { userId: person.id, eventId: EVENT } });
  expect(checkIn).toMatchObject({ tripId: null, staffId: STAFF_ID, deviceId: "door-7", createdAt: at });
  expect(checkIn.id).toMatch(/^c[0-9a-z]{24}$/);
  const record = await db.scanRecord.findUniqueOrThrow({ where: { nonce } });
  expect(record).toMatchObject({
    result: "SUCCESS",
    errorCode: null,
    userId: person.id,
    eventId: EVENT,
    tripId: null,
    rawCode: token,
    staffId: STAFF_ID,
    deviceId: "door-7",
    scannedAt: at,
  });
  expect(Math.abs(record.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
  // Prisma's own date filters see the row where it belongs (the text format sorts like the others).
  expect(await db.checkIn.count({ where: { eventId: EVENT, createdAt: { gte: at, lte: at } } })).toBe(1);

  const again = await scanPass({
    staffId: STAFF_ID,
    deviceId: "door-8",
    type: "event",
    itemId: EVENT,
    code: token,
    nonce: randomUUID(),
  });
  expect(again).toMatchObject({
    ok: false,
    code: "ALREADY_CHECKED_IN",
    firstCheckInAt: at,
    progress: await itemProgress("event", EVENT),
  });
  expect(
    await db.scanRecord.count({
      where: {
        userId: person.id,
        eventId: EVENT,
        result: "ERROR",
        errorCode: "ALREADY_CHECKED_IN",
        deviceId: "door-8",
      },
    }),
  ).toBe(1);
});

test("boarding goes the same way: a booked traveller boards once, with the trip's counts", async () => {
  const booking = await db.tripBooking.findFirstOrThrow({
    where: { user: { deletedAt: null, checkIns: { none: { tripId: { not: null } } } } },
    orderBy: { id: "asc" },
    select: { tripId: true, userId: true },
  });
  const outcome = await scanPass({
    staffId: STAFF_ID,
    type: "trip",
    itemId: booking.tripId,
    code: passToken(booking.userId),
  });
  expect(outcome).toMatchObject({ ok: true, progress: await itemProgress("trip", booking.tripId) });
  expect(
    await db.checkIn.count({ where: { tripId: booking.tripId, userId: booking.userId, eventId: null } }),
  ).toBe(1);
});

test("a read while Prisma holds a transaction open on the connection is not part of it (its rollback keeps the check-in)", async () => {
  const person = await freshMember(EVENT);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let entered!: () => void;
  const inside = new Promise<void>((resolve) => (entered = resolve));
  const rolledBack = db
    .$transaction(async (tx) => {
      await tx.waitlistEntry.deleteMany({ where: { userId: person.id } });
      entered();
      await gate;
      throw new Error("roll back");
    })
    .catch((e: Error) => e.message);
  await inside;
  const scan = scanPass({ staffId: STAFF_ID, type: "event", itemId: EVENT, code: passToken(person.id) });
  await new Promise((resolve) => setTimeout(resolve, 20));
  release();
  expect(await rolledBack).toBe("roll back");
  expect(await scan).toMatchObject({ ok: true, participant: { id: person.id } });
  expect(await db.checkIn.count({ where: { userId: person.id, eventId: EVENT } })).toBe(1);
});

test("concurrent reads of different passes at one door: every one in, each answer's count true when it committed", async () => {
  const before = await itemProgress("event", EVENT);
  const people = await db.enrolment.findMany({
    where: { eventId: EVENT, user: { deletedAt: null, checkIns: { none: { eventId: EVENT } } } },
    take: 20,
    select: { userId: true },
  });
  expect(people.length).toBeGreaterThan(5);
  const results = await Promise.all(
    people.map((p) =>
      scanPass({ staffId: STAFF_ID, type: "event", itemId: EVENT, code: passToken(p.userId) }),
    ),
  );
  expect(results.every((r) => r.ok)).toBe(true);
  const after = await itemProgress("event", EVENT);
  expect(after.checkedIn).toBe(before.checkedIn + people.length);
  // Each answer counts itself and what had committed before it; SQLite serialises the writers, so
  // there the answers are exactly before+1 … before+n.
  const counts = results.map((r) => r.progress!.checkedIn);
  for (const c of counts) expect(c > before.checkedIn && c <= after.checkedIn).toBe(true);
  for (const r of results) expect(r.progress!.total).toBe(after.total);
  if (process.env.TEST_DB_PROVIDER !== "postgresql")
    expect([...counts].sort((a, b) => a - b)).toEqual(people.map((_, i) => before.checkedIn + i + 1));
});
