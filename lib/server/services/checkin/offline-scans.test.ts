// Offline reads are judged by their time when they sync: inside the item's door window (from 60 min
// before the start to the end, lib/door-window.ts; or accepted anyway by staff with a reason) and after the reader's own sign-in, or refused with a translated reason and kept for
// staff review (never applied, never lost). A database failure fails the batch instead of being
// passed off as "item not found".
import { sessionCookie } from "@/tests/unit/session-cookie";
import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { GET as refusedList } from "@/app/api/staff/checkin/refused/[type]/[id]/route";
import { POST as sync } from "@/app/api/staff/checkin/sync/route";
import { db } from "@/lib/server/db";
import { MAIN_PARTICIPANT, STAFF_ID, seedDatabase } from "@/prisma/seed/index";
import { doorWindow, judgeOfflineTime } from "./offline-scans";
import * as scanPassModule from "./scan-pass";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

const EVENT = "d1-recife-03"; // Maria is enrolled, not checked in (prisma/seed/enrolments.ts)
let memberCode = "";
let eventStart = new Date();

beforeAll(async () => {
  await seedDatabase(db);
  memberCode = (await db.user.findUniqueOrThrow({ where: { id: MAIN_PARTICIPANT.id } })).memberCode;
  eventStart = (await db.event.findUniqueOrThrow({ where: { id: EVENT } })).startsAt;
}, 120_000);

afterEach(() => {
  delete process.env.APP_NOW;
  jest.restoreAllMocks();
});

async function staffCookie(signedInAt?: Date) {
  const claims = signedInAt ? { signedInAt: Math.floor(signedInAt.getTime() / 1000) } : {};
  return sessionCookie(STAFF_ID, "staff", { maxAge: 3600, claims });
}

async function syncScans(
  scans: { scannedAt: Date; itemId?: string; nonce?: string; code?: string; overrideReason?: string }[],
  { signedInAt, locale = "pt" }: { signedInAt?: Date; locale?: string } = {},
) {
  const res = await (sync as unknown as Handler)(
    new NextRequest("http://localhost/api/staff/checkin/sync", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie: `${await staffCookie(signedInAt)}; NEXT_LOCALE=${locale}`,
      },
      body: JSON.stringify({
        deviceId: "jest-reader",
        scans: scans.map((s) => ({
          nonce: s.nonce ?? randomUUID().replaceAll("-", ""),
          type: "event",
          itemId: s.itemId ?? EVENT,
          code: s.code ?? memberCode,
          scannedAt: s.scannedAt.toISOString(),
          ...(s.overrideReason ? { overrideReason: s.overrideReason } : {}),
        })),
      }),
    }),
    { params: Promise.resolve({}) },
  );
  return {
    status: res.status,
    body: (await res.json()) as {
      results?: { nonce: string; ok: boolean; code?: string; message?: string; replay: boolean }[];
      error?: { code: string };
    },
  };
}

const hours = (h: number) => h * 3_600_000;
const checkIns = () => db.checkIn.count({ where: { userId: MAIN_PARTICIPANT.id, eventId: EVENT } });

test("the door window of an event opens 60 minutes before its start and closes at its end", async () => {
  const event = await db.event.findUniqueOrThrow({ where: { id: EVENT } });
  const w = (await doorWindow("event", EVENT))!;
  expect(w.from.toISOString()).toBe(new Date(event.startsAt.getTime() - hours(1)).toISOString());
  expect(w.to.toISOString()).toBe(event.endsAt.toISOString());
  expect(await doorWindow("event", "no-such-event")).toBeNull();
});

test("a read from 2026-01-01 is refused, kept for review, and listed for staff", async () => {
  const nonce = `old-${randomUUID().slice(0, 8)}`;
  const { status, body } = await syncScans([{ scannedAt: new Date("2026-01-01T12:00:00Z"), nonce }], {
    signedInAt: new Date("2025-12-31T12:00:00Z"),
  });
  expect(status).toBe(200);
  expect(body.results![0]).toMatchObject({ ok: false, code: "SCAN_OUTSIDE_WINDOW" });
  expect(body.results![0]!.message).toContain("guardada para revisão");
  expect(await checkIns()).toBe(0);
  expect(await db.refusedOfflineScan.count({ where: { nonce } })).toBe(1);

  // Synced again (a retried batch): the same answer, still one record.
  const again = await syncScans([{ scannedAt: new Date("2026-01-01T12:00:00Z"), nonce }]);
  expect(again.body.results![0]).toMatchObject({ ok: false, code: "SCAN_OUTSIDE_WINDOW", replay: true });
  expect(await db.refusedOfflineScan.count({ where: { nonce } })).toBe(1);

  const list = await (refusedList as unknown as Handler)(
    new NextRequest(`http://localhost/api/staff/checkin/refused/event/${EVENT}`, {
      headers: { cookie: await staffCookie() },
    }),
    { params: Promise.resolve({ type: "event", id: EVENT }) },
  );
  expect(list.status).toBe(200);
  const { refused } = (await list.json()) as {
    refused: { reason: string; participant: { memberCode: string } }[];
  };
  expect(refused).toContainEqual(
    expect.objectContaining({
      reason: "SCAN_OUTSIDE_WINDOW",
      participant: expect.objectContaining({ memberCode }),
    }),
  );
});

test("a read before the reader signed in is refused; one in the future too", async () => {
  const signedInAt = new Date(eventStart.getTime() - hours(1));
  const { body } = await syncScans(
    [
      { scannedAt: new Date(eventStart.getTime() - hours(2)) },
      { scannedAt: new Date(Date.now() + hours(3)) },
    ],
    { signedInAt, locale: "en" },
  );
  expect(body.results!.map((r) => r.code)).toEqual(["SCAN_BEFORE_SIGN_IN", "SCAN_OUTSIDE_WINDOW"]);
  expect(body.results![0]!.message).toContain("before this reader signed in");
  expect(await checkIns()).toBe(0);
});

test("a read inside the item's day and after sign-in checks the participant in", async () => {
  const { body } = await syncScans([{ scannedAt: new Date(eventStart.getTime() + 5 * 60_000) }], {
    signedInAt: new Date(eventStart.getTime() - hours(1)),
  });
  expect(body.results![0]).toMatchObject({ ok: true });
  expect(await checkIns()).toBe(1);
});

test("with APP_NOW a week before the event, a read now is outside the window unless staff accepted it", async () => {
  process.env.APP_NOW = "2026-10-25T12:00:00-03:00";
  const window = (await doorWindow("event", EVENT))!;
  const signedInAt = new Date(Date.now() - hours(1));
  expect(judgeOfflineTime({ scannedAt: new Date(), window, signedInAt })).toBe("SCAN_OUTSIDE_WINDOW");
  expect(judgeOfflineTime({ scannedAt: new Date(), window, signedInAt, overridden: true })).toBeNull();
  // The override skips the window only: a read before the sign-in is still refused.
  expect(
    judgeOfflineTime({ scannedAt: new Date(Date.now() - hours(2)), window, signedInAt, overridden: true }),
  ).toBe("SCAN_BEFORE_SIGN_IN");
  // On the business clock, the event's own time is inside (the device read it then).
  process.env.APP_NOW = new Date(eventStart.getTime() - 30 * 60_000).toISOString();
  expect(judgeOfflineTime({ scannedAt: new Date(), window, signedInAt })).toBeNull();
});

test("an offline read accepted outside the window with a reason checks in and keeps the reason", async () => {
  process.env.APP_NOW = "2026-10-25T12:00:00-03:00";
  const someone = await db.enrolment.findFirstOrThrow({
    where: { eventId: EVENT, user: { deletedAt: null, checkIns: { none: { eventId: EVENT } } } },
    select: { user: { select: { id: true, memberCode: true } } },
  });
  const refusedNow = await syncScans([{ scannedAt: new Date(), code: someone.user.memberCode }], {
    signedInAt: new Date(Date.now() - hours(1)),
  });
  expect(refusedNow.body.results![0]).toMatchObject({ ok: false, code: "SCAN_OUTSIDE_WINDOW" });

  const { body } = await syncScans(
    [{ scannedAt: new Date(), code: someone.user.memberCode, overrideReason: "Ônibus atrasado" }],
    { signedInAt: new Date(Date.now() - hours(1)) },
  );
  expect(body.results![0]).toMatchObject({ ok: true });
  const checkIn = await db.checkIn.findFirstOrThrow({ where: { userId: someone.user.id, eventId: EVENT } });
  expect(checkIn).toMatchObject({ overrideReason: "Ônibus atrasado", staffId: STAFF_ID });
  const record = await db.scanRecord.findFirstOrThrow({
    where: { userId: someone.user.id, eventId: EVENT, result: "SUCCESS" },
  });
  expect(record.overrideReason).toBe("Ônibus atrasado");

  // Read again offline (no reason): a second entry, answered as one, not kept for review.
  const nonce = `dup-${randomUUID().slice(0, 8)}`;
  const again = await syncScans([{ scannedAt: new Date(), code: someone.user.memberCode, nonce }], {
    signedInAt: new Date(Date.now() - hours(1)),
  });
  expect(again.body.results![0]).toMatchObject({ ok: false, code: "ALREADY_CHECKED_IN" });
  expect(await db.refusedOfflineScan.count({ where: { nonce } })).toBe(0);
});

test("an unknown item is ITEM_NOT_FOUND; a database failure is an error, not 'not found'", async () => {
  const unknown = await syncScans([{ scannedAt: eventStart, itemId: "no-such-event" }]);
  expect(unknown.body.results![0]).toMatchObject({ ok: false, code: "ITEM_NOT_FOUND" });

  jest.spyOn(scanPassModule, "scanPass").mockRejectedValue(new Error("database is locked"));
  jest.spyOn(console, "error").mockImplementation(() => {});
  const failed = await syncScans([{ scannedAt: new Date(eventStart.getTime() + 60_000) }], {
    signedInAt: new Date(eventStart.getTime() - hours(1)),
  });
  expect(failed.status).toBe(500);
  expect(failed.body.error?.code).toBe("INTERNAL");
});
