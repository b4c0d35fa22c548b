// The door window: one rule (lib/door-window.ts) for online reads (scanPass), offline reads when
// they sync (offline-scans.test.ts) and the device's own offline judgement (judgeOffline). Outside
// it a first entry is refused with the window, a second entry stays "already checked in", and
// staff can let someone in with a reason, kept on the CheckIn and ScanRecord with their id.
jest.mock("idb", () => ({ openDB: jest.fn() }));
jest.mock("@noble/ed25519", () => ({ verifyAsync: jest.fn(async () => false) }));

import { NextRequest } from "next/server";
import { POST as scanRoute } from "@/app/api/staff/checkin/scan/route";
import { doorWindowOf, formatDoorWindow, TRIP_BOARDING_AFTER_MS, windowVerdict } from "@/lib/door-window";
import { db } from "@/lib/server/db";
import { judgeOffline, type SavedRoster } from "@/lib/staff-offline";
import { MAIN_PARTICIPANT, STAFF_ID, seedDatabase } from "@/prisma/seed/index";
import { sessionCookie } from "@/tests/unit/session-cookie";
import { forgetDoorWindows } from "./door-window";
import { scanPass } from "./scan-pass";
import { itemRoster } from "./staff-items";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

const EVENT = "d2-recife-02"; // Maria is enrolled (prisma/seed/enrolments.ts)
const TRIP = "t-recife-d2-03"; // Maria has a seat
const MIN = 60_000;
let event: { startsAt: Date; endsAt: Date };
let trip: { departsAt: Date };

beforeAll(async () => {
  await seedDatabase(db);
  event = await db.event.findUniqueOrThrow({
    where: { id: EVENT },
    select: { startsAt: true, endsAt: true },
  });
  trip = await db.trip.findUniqueOrThrow({ where: { id: TRIP }, select: { departsAt: true } });
}, 120_000);

afterEach(() => {
  delete process.env.APP_NOW;
  forgetDoorWindows();
});

const at = (d: Date, minutes: number) => new Date(d.getTime() + minutes * MIN).toISOString();
const scan = (itemId: string, extra: Partial<Parameters<typeof scanPass>[0]> = {}) =>
  scanPass({
    staffId: STAFF_ID,
    deviceId: "jest",
    type: itemId.startsWith("t-") ? "trip" : "event",
    itemId,
    code: MAIN_PARTICIPANT.memberCode,
    ...extra,
  });

describe("the rule", () => {
  test("an event: from N minutes before its start to its end; a bus: N minutes before departure to 3 h after", () => {
    const ev = doorWindowOf(
      { type: "event", startsAt: "2026-11-01T20:00:00-03:00", endsAt: "2026-11-01T22:00:00-03:00" },
      60,
    );
    expect(ev.from.toISOString()).toBe("2026-11-01T22:00:00.000Z");
    expect(ev.to.toISOString()).toBe("2026-11-02T01:00:00.000Z");
    expect(windowVerdict("2026-11-01T18:59:59-03:00", ev)).toBe("EARLY");
    expect(windowVerdict("2026-11-01T19:00:00-03:00", ev)).toBeNull();
    expect(windowVerdict("2026-11-01T22:00:00-03:00", ev)).toBeNull();
    expect(windowVerdict("2026-11-01T22:00:01-03:00", ev)).toBe("LATE");
    // The offline sync's grace for device clocks widens both ends.
    expect(windowVerdict("2026-11-01T18:57:00-03:00", ev, 5 * MIN)).toBeNull();

    const bus = doorWindowOf({ type: "trip", departsAt: "2026-11-01T07:00:00-03:00" }, 30);
    expect(bus.from.toISOString()).toBe("2026-11-01T09:30:00.000Z");
    expect(bus.to.getTime() - new Date("2026-11-01T07:00:00-03:00").getTime()).toBe(TRIP_BOARDING_AFTER_MS);
    expect(formatDoorWindow(ev, "pt")).toBe("dom., 01/11, 19:00 – 22:00");
    expect(formatDoorWindow(bus, "pt")).toBe("dom., 01/11, 06:30 – 10:00");
  });
});

describe("at the door (server) and on the device (offline), the same answer", () => {
  async function deviceVerdict() {
    const roster = JSON.parse(JSON.stringify(await itemRoster("event", EVENT))) as SavedRoster;
    roster.savedAt = new Date().toISOString();
    return judgeOffline(MAIN_PARTICIPANT.memberCode, roster, new Map());
  }

  test("a week before: refused with the window, recorded, nobody let in — on the server and on the device", async () => {
    process.env.APP_NOW = "2026-10-25T12:00:00-03:00";
    const outcome = await scan(EVENT);
    expect(outcome).toMatchObject({
      ok: false,
      code: "OUTSIDE_WINDOW",
      participant: { id: MAIN_PARTICIPANT.id },
      window: { from: new Date(event.startsAt.getTime() - 60 * MIN), to: event.endsAt },
    });
    expect(await db.checkIn.count({ where: { userId: MAIN_PARTICIPANT.id, eventId: EVENT } })).toBe(0);
    expect(
      await db.scanRecord.count({
        where: { userId: MAIN_PARTICIPANT.id, eventId: EVENT, errorCode: "OUTSIDE_WINDOW" },
      }),
    ).toBe(1);
    expect(await deviceVerdict()).toMatchObject({ ok: false, code: "OUTSIDE_WINDOW" });

    process.env.APP_NOW = at(event.startsAt, -30);
    expect(await deviceVerdict()).toMatchObject({ ok: true, userId: MAIN_PARTICIPANT.id });
    process.env.APP_NOW = at(event.endsAt, 1);
    expect(await deviceVerdict()).toMatchObject({ ok: false, code: "OUTSIDE_WINDOW" });
  });

  test("the API answers 409 with the window in the reader's language", async () => {
    process.env.APP_NOW = "2026-10-25T12:00:00-03:00";
    const res = await (scanRoute as unknown as Handler)(
      new NextRequest("http://localhost/api/staff/checkin/scan", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          cookie: `${await sessionCookie(STAFF_ID, "staff")}; NEXT_LOCALE=pt`,
        },
        body: JSON.stringify({ type: "event", itemId: EVENT, code: MAIN_PARTICIPANT.memberCode }),
      }),
      { params: Promise.resolve({}) },
    );
    expect(res.status).toBe(409);
    const body = (await res.json()) as { error: { code: string; message: string; window: unknown } };
    expect(body.error.code).toBe("OUTSIDE_WINDOW");
    expect(body.error.message).toBe(
      `Fora do horário: a entrada vale ${formatDoorWindow(
        { from: new Date(event.startsAt.getTime() - 60 * MIN), to: event.endsAt },
        "pt",
      )}`,
    );
    expect(body.error.window).toEqual({
      from: new Date(event.startsAt.getTime() - 60 * MIN).toISOString(),
      to: event.endsAt.toISOString(),
    });
  });

  test("accepted anyway with a reason: the reason and the staff member are kept; then a second entry is a duplicate", async () => {
    process.env.APP_NOW = "2026-10-25T12:00:00-03:00";
    const outcome = await scan(EVENT, { overrideReason: "  Chegou com a caravana  " });
    expect(outcome).toMatchObject({ ok: true, participant: { id: MAIN_PARTICIPANT.id } });
    const checkIn = await db.checkIn.findFirstOrThrow({
      where: { userId: MAIN_PARTICIPANT.id, eventId: EVENT },
    });
    expect(checkIn).toMatchObject({ overrideReason: "Chegou com a caravana", staffId: STAFF_ID });
    const record = await db.scanRecord.findFirstOrThrow({
      where: { userId: MAIN_PARTICIPANT.id, eventId: EVENT, result: "SUCCESS" },
    });
    expect(record).toMatchObject({ overrideReason: "Chegou com a caravana", staffId: STAFF_ID });
    // Outside the window someone already in is told so, not "outside the hours".
    expect(await scan(EVENT)).toMatchObject({ ok: false, code: "ALREADY_CHECKED_IN" });
  });

  test("inside the window the read goes through without a reason (a reason given is not kept)", async () => {
    process.env.APP_NOW = at(trip.departsAt, -20);
    expect(await scan(TRIP, { overrideReason: "sem motivo" })).toMatchObject({ ok: true });
    const checkIn = await db.checkIn.findFirstOrThrow({
      where: { userId: MAIN_PARTICIPANT.id, tripId: TRIP },
    });
    expect(checkIn.overrideReason).toBeNull();
  });

  test("a bus 4 h after departure has left: refused; 2 h after it still boards", async () => {
    const other = await db.tripBooking.findFirstOrThrow({
      where: { tripId: TRIP, userId: { not: MAIN_PARTICIPANT.id }, user: { deletedAt: null } },
      select: { user: { select: { memberCode: true } } },
    });
    process.env.APP_NOW = at(trip.departsAt, 240);
    expect(await scan(TRIP, { code: other.user.memberCode })).toMatchObject({
      ok: false,
      code: "OUTSIDE_WINDOW",
    });
    process.env.APP_NOW = at(trip.departsAt, 120);
    expect(await scan(TRIP, { code: other.user.memberCode })).toMatchObject({ ok: true });
  });
});
