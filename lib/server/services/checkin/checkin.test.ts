// Passes at the door against a real database with the sample data: signed tokens, the check-in
// rules, concurrent scans of one pass, and offline replays by nonce.
// Every door open: these tests are about the reads, not the window (door-window.test.ts).
import "@/tests/unit/door-open";
import { randomUUID } from "node:crypto";
import { parseToken, toBase64Url } from "@/lib/pass-token";
import { db } from "@/lib/server/db";
import { CHECKED_IN_EVENT } from "@/prisma/seed/checkins";
import {
  MAIN_PARTICIPANT,
  MAIN_PARTICIPANT_EVENTS,
  STAFF_ID,
  TICKET_HOLDER,
  seedDatabase,
} from "@/prisma/seed/index";
import { BOARDED_TRIP } from "@/prisma/seed/transport";
import { itemProgress, scanPass } from "./scan-pass";
import { passToken, publicPassKey, rewardToken, signToken, verifyToken } from "./tokens";
import { defined } from "@/tests/unit/defined";

beforeAll(async () => {
  await seedDatabase(db);
}, 120_000);

const OPEN_EVENT = MAIN_PARTICIPANT_EVENTS.find((e) => e !== CHECKED_IN_EVENT.eventId)!;

describe("signed tokens", () => {
  test("a pass token names its participant and verifies with the public key", async () => {
    const token = passToken(MAIN_PARTICIPANT.id);
    expect(token).toMatch(/^T26\.1\.p\.[^.]+\.[A-Za-z0-9_-]{86}$/);
    expect(token.length).toBeLessThan(140);
    expect(await verifyToken(token, "p")).toBe(MAIN_PARTICIPANT.id);
    expect(publicPassKey()).toEqual({ version: 1, publicKey: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
  });

  test("altered, forged, wrong-kind and unknown-version tokens are refused", async () => {
    const token = passToken(MAIN_PARTICIPANT.id);
    const other = token.replace(MAIN_PARTICIPANT.id, TICKET_HOLDER.id);
    expect(await verifyToken(other, "p")).toBeNull(); // someone else's id under Maria's signature
    const sig = parseToken(token)!.signature;
    sig[0] = defined(sig[0], "the first byte") ^ 1;
    expect(
      await verifyToken(`${token.slice(0, token.lastIndexOf(".") + 1)}${toBase64Url(sig)}`, "p"),
    ).toBeNull();
    expect(await verifyToken(`T26.1.p.${MAIN_PARTICIPANT.id}.${"A".repeat(86)}`, "p")).toBeNull();
    expect(await verifyToken(rewardToken("rp-recife-01"), "p")).toBeNull();
    expect(await verifyToken(token.replace("T26.1.", "T26.2."), "p")).toBeNull();
    expect(await verifyToken("hello world", "p")).toBeNull();
    expect(await verifyToken(signToken("r", "rp-recife-01"), "r")).toBe("rp-recife-01");
  });
});

describe("scanPass", () => {
  const scan = (code: string, itemId = OPEN_EVENT, extra: Partial<Parameters<typeof scanPass>[0]> = {}) =>
    scanPass({ staffId: STAFF_ID, deviceId: "jest", type: "event", itemId, code, ...extra });

  test("an enrolled participant's pass checks in once; the second read says when the first was", async () => {
    const first = await scan(passToken(MAIN_PARTICIPANT.id));
    expect(first).toMatchObject({
      ok: true,
      participant: { id: MAIN_PARTICIPANT.id, memberCode: MAIN_PARTICIPANT.memberCode },
    });
    const again = await scan(passToken(MAIN_PARTICIPANT.id));
    expect(again).toMatchObject({
      ok: false,
      code: "ALREADY_CHECKED_IN",
      firstCheckInAt: (first as { checkedInAt: Date }).checkedInAt,
    });
    const records = await db.scanRecord.findMany({
      where: { eventId: OPEN_EVENT, userId: MAIN_PARTICIPANT.id },
      orderBy: { createdAt: "asc" },
    });
    expect(records.map((r) => [r.result, r.errorCode, r.staffId, r.deviceId])).toEqual([
      ["SUCCESS", null, STAFF_ID, "jest"],
      ["ERROR", "ALREADY_CHECKED_IN", STAFF_ID, "jest"],
    ]);
  });

  test("not enrolled → PARTICIPANT_NOT_IN_EVENT; random text and forged tokens → INVALID_CODE; all recorded", async () => {
    const notMine = await db.event.findFirstOrThrow({
      where: { enrolments: { none: { userId: TICKET_HOLDER.id } }, cityId: "recife" },
      select: { id: true },
    });
    expect(await scan(passToken(TICKET_HOLDER.id), notMine.id)).toMatchObject({
      ok: false,
      code: "PARTICIPANT_NOT_IN_EVENT",
      participant: { id: TICKET_HOLDER.id },
    });
    expect(await scan("https://example.com/qr", notMine.id)).toMatchObject({
      ok: false,
      code: "INVALID_CODE",
      participant: null,
    });
    expect(await scan(`T26.1.p.${TICKET_HOLDER.id}.${"B".repeat(86)}`, notMine.id)).toMatchObject({
      ok: false,
      code: "INVALID_CODE",
    });
    expect(await db.checkIn.count({ where: { eventId: notMine.id, userId: TICKET_HOLDER.id } })).toBe(0);
    expect(await db.scanRecord.count({ where: { eventId: notMine.id, result: "ERROR" } })).toBe(3);
  });

  test("a typed member code works like the pass (any case, spaces)", async () => {
    const eventId = "d1-recife-10";
    const enrolled = await db.enrolment.findFirstOrThrow({
      where: { eventId, user: { checkIns: { none: { eventId } } } },
      select: { user: { select: { id: true, memberCode: true } } },
    });
    const res = await scan(` ${enrolled.user.memberCode.toLowerCase()} `, eventId);
    expect(res).toMatchObject({ ok: true, participant: { id: enrolled.user.id } });
  });

  test("an unknown event is a 404, not a door error", async () => {
    await expect(scan(passToken(MAIN_PARTICIPANT.id), "no-such-event")).rejects.toMatchObject({
      status: 404,
      code: "ITEM_NOT_FOUND",
    });
  });

  test("boarding: booked traveller boards once; a second read says when she boarded", async () => {
    const read = {
      staffId: STAFF_ID,
      type: "trip",
      itemId: BOARDED_TRIP.tripId,
      code: passToken(MAIN_PARTICIPANT.id),
    } as const;
    // Maria boards her booked bus on day 1 (a staff device's read, synced with its time).
    const boarded = await scanPass({ ...read, scannedAt: BOARDED_TRIP.at, windowChecked: true });
    expect(boarded).toMatchObject({ ok: true, checkedInAt: BOARDED_TRIP.at });
    const res = await scanPass(read);
    expect(res).toMatchObject({ ok: false, code: "ALREADY_CHECKED_IN", firstCheckInAt: BOARDED_TRIP.at });
  });

  test("50 concurrent scans of one pass → exactly one check-in; the rest say already checked in", async () => {
    const eventId = "d1-recife-10";
    const person = await db.enrolment.findFirstOrThrow({
      where: { eventId, user: { checkIns: { none: { eventId } } } },
      select: { userId: true },
    });
    const before = await itemProgress("event", eventId);
    const token = passToken(person.userId);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => scan(token, eventId, { deviceId: `d${i % 5}` })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.code === "ALREADY_CHECKED_IN")).toHaveLength(49);
    expect(await db.checkIn.count({ where: { eventId, userId: person.userId } })).toBe(1);
    expect((await itemProgress("event", eventId)).checkedIn).toBe(before.checkedIn + 1);
  });

  test("offline replays: the same nonce gives the first answer and records nothing new", async () => {
    const eventId = "d1-recife-10";
    const person = await db.enrolment.findFirstOrThrow({
      where: { eventId, user: { checkIns: { none: { eventId } } } },
      select: { userId: true },
    });
    const nonce = randomUUID();
    const at = new Date("2026-11-01T22:50:00Z");
    const first = await scan(passToken(person.userId), eventId, {
      nonce,
      scannedAt: at,
      windowChecked: true,
    });
    expect(first).toMatchObject({ ok: true, checkedInAt: at, replay: false });
    const replays = await Promise.all(
      Array.from({ length: 10 }, () =>
        scan(passToken(person.userId), eventId, { nonce, scannedAt: at, windowChecked: true }),
      ),
    );
    for (const r of replays) expect(r).toMatchObject({ ok: true, checkedInAt: at, replay: true });
    expect(await db.scanRecord.count({ where: { nonce } })).toBe(1);
    expect(await db.checkIn.count({ where: { eventId, userId: person.userId } })).toBe(1);
    // A second device that scanned the same person offline learns it was a duplicate.
    const other = await scan(passToken(person.userId), eventId, {
      nonce: randomUUID(),
      scannedAt: new Date("2026-11-01T22:55:00Z"),
      windowChecked: true,
    });
    expect(other).toMatchObject({ ok: false, code: "ALREADY_CHECKED_IN", firstCheckInAt: at });
  });
});
