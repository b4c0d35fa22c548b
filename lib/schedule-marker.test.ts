import { eventDayOf } from "@/lib/format";
import { eventDayAt, eventMarkers } from "./schedule-marker";

const at = (time: string, day = "2026-11-02") => new Date(`${day}T${time}:00-03:00`).toISOString();
const EVENTS = [
  { id: "a", startsAt: at("08:00"), endsAt: at("09:00") },
  { id: "b", startsAt: at("09:00"), endsAt: at("10:30") },
  { id: "c", startsAt: at("09:30"), endsAt: at("10:00") },
  { id: "d", startsAt: at("11:00"), endsAt: at("12:00") },
  { id: "e", startsAt: at("11:00"), endsAt: at("11:45") },
  { id: "f", startsAt: at("14:00"), endsAt: at("15:00") },
];
const ms = (iso: string) => new Date(iso).getTime();

test("under way is now; every event at the earliest start ahead is next", () => {
  expect(eventMarkers(EVENTS, ms(at("09:40")))).toEqual({ b: "now", c: "now", d: "next", e: "next" });
  // The end is exclusive, the start inclusive.
  expect(eventMarkers(EVENTS, ms(at("09:00")))).toEqual({ b: "now", c: "next" });
  expect(eventMarkers(EVENTS, ms(at("15:00")))).toEqual({});
});

test("before the day (a week before the congress) nothing is next on that day's list", () => {
  expect(eventMarkers(EVENTS, ms("2026-10-25T12:00:00-03:00"))).toEqual({});
  // Early on the same day the first event is next.
  expect(eventMarkers(EVENTS, ms(at("06:00")))).toEqual({ a: "next" });
});

test("the congress day by arithmetic is the one Intl gives in Recife, every hour of 2026", () => {
  const start = ms("2026-01-01T00:00:00Z");
  for (let t = start; t < start + 366 * 24 * 3600_000; t += 3600_000)
    expect(eventDayAt(t)).toBe(eventDayOf(t));
  expect(eventDayAt(ms("2026-11-01T02:59:59Z"))).toBe("2026-10-31");
  expect(eventDayAt(ms("2026-11-01T03:00:00Z"))).toBe("2026-11-01");
});
