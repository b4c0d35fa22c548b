// Offline reads are judged by their time when they sync: inside the item's door window (its day in
// Recife) and after the reader's own sign-in, or refused with a translated reason and kept for
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
  scans: { scannedAt: Date; itemId?: string; nonce?: string; code?: string }[],
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

test("the door window of an event is its whole day in Recife", async () => {
  const w = (await doorWindow("event", EVENT))!;
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Recife" }).format(eventStart);
  expect(w.from.toISOString()).toBe(new Date(`${day}T00:00:00-03:00`).toISOString());
  expect(w.to.getTime()).toBeGreaterThan(eventStart.getTime());
  expect(w.to.getTime() - w.from.getTime()).toBeGreaterThanOrEqual(hours(24) - 1);
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

test("with APP_NOW moving the clock (demos, tests) the window is not judged, the sign-in still is", async () => {
  process.env.APP_NOW = "2026-10-25T12:00:00-03:00";
  const signedInAt = new Date(Date.now() - hours(1));
  expect(
    judgeOfflineTime({
      scannedAt: new Date(),
      window: (await doorWindow("event", EVENT))!,
      signedInAt,
    }),
  ).toBeNull();
  expect(
    judgeOfflineTime({
      scannedAt: new Date(Date.now() - hours(2)),
      window: (await doorWindow("event", EVENT))!,
      signedInAt,
    }),
  ).toBe("SCAN_BEFORE_SIGN_IN");
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
