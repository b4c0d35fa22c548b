// The browser's business clock: the offset taken at load, not the phone's own time.
import { businessNow, offsetsFrom, resetClockForTests, serverRealNow, syncClock } from "./client-clock";
import { EVENT_START, countdownParts } from "./event";

const DEMO_NOW = new Date("2026-10-25T12:00:00-03:00").getTime(); // APP_NOW of the demo and e2e
const SERVER_REAL = new Date("2026-11-25T09:00:00-03:00").getTime();
const PHONE = new Date("2026-11-22T10:00:00-03:00").getTime(); // a phone three days behind the server

afterEach(() => resetClockForTests());

test("the offsets are the server's clocks minus the phone's at load", () => {
  expect(offsetsFrom({ business: DEMO_NOW, real: SERVER_REAL }, PHONE)).toEqual({
    business: DEMO_NOW - PHONE,
    real: SERVER_REAL - PHONE,
  });
});

test("after the sync, business now is the server's now plus the time the phone has run since", () => {
  syncClock({ business: DEMO_NOW, real: SERVER_REAL }, PHONE);
  expect(businessNow(PHONE)).toBe(DEMO_NOW);
  expect(businessNow(PHONE + 5_000)).toBe(DEMO_NOW + 5_000);
  expect(serverRealNow(PHONE + 5_000)).toBe(SERVER_REAL + 5_000);
  // The countdown a week before reads a week, whatever the phone's date.
  expect(countdownParts(businessNow(PHONE))).toEqual({
    days: 7,
    hours: 8,
    minutes: 0,
    seconds: 0,
    done: false,
  });
  expect(countdownParts(businessNow(PHONE + EVENT_START.getTime() - DEMO_NOW)).done).toBe(true);
});

test("the first sync wins: a later render with a newer server value does not move the clock", () => {
  syncClock({ business: DEMO_NOW, real: SERVER_REAL }, PHONE);
  syncClock({ business: DEMO_NOW, real: SERVER_REAL }, PHONE + 60_000); // frozen APP_NOW, a minute later
  expect(businessNow(PHONE + 60_000)).toBe(DEMO_NOW + 60_000);
});

test("without a sync (no server value yet) the phone's clock is all there is", () => {
  expect(businessNow(PHONE)).toBe(PHONE);
  expect(serverRealNow(PHONE)).toBe(PHONE);
});
