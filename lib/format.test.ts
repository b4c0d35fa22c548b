// Every shown date is on the congress's clock (America/Recife, UTC-3), whatever the machine's zone.
import {
  eventDayOf,
  formatDayMonth,
  formatLongDate,
  formatNumericDate,
  formatSortableDateTime,
  formatTime,
  formatWeekdayDateTime,
} from "./format";
import { relativeTime } from "./relative-time";

// 23:30 UTC on 1 November is 20:30 the same day in Recife; 02:00 UTC on the 2nd is still the 1st.
const opening = new Date("2026-11-01T23:30:00Z");
const lateNight = new Date("2026-11-02T02:00:00Z");

test("times and days are read in Recife, not in UTC or the machine's zone", () => {
  expect(formatTime(opening, "pt")).toBe("20:30");
  expect(formatTime(lateNight, "pt")).toBe("23:00");
  expect(eventDayOf(lateNight)).toBe("2026-11-01");
  expect(formatDayMonth(lateNight, "pt")).toBe("01/11");
  expect(formatSortableDateTime(lateNight)).toBe("2026-11-01 23:00:00");
});

test("long dates carry the weekday computed from the date, in each language", () => {
  expect(formatLongDate(opening, "pt")).toBe("domingo, 01 de novembro");
  expect(formatLongDate(opening, "en")).toBe("Sunday, November 01");
  expect(formatLongDate(opening, "es")).toBe("domingo, 01 de noviembre");
});

test("the boarding card's date is day first in every language", () => {
  expect(formatNumericDate(opening, "pt")).toBe("01/11/2026");
  expect(formatNumericDate(opening, "en")).toBe("01/11/2026");
  expect(formatNumericDate(opening, "es")).toBe("01/11/2026");
  expect(formatWeekdayDateTime(opening, "pt")).toMatch(/^dom\.?, 01\/11,? 20:30$/);
});

test("a date older than 30 days is shown as a date on the congress's clock", () => {
  const now = Date.parse("2026-12-15T12:00:00Z");
  expect(relativeTime(lateNight.toISOString(), "pt", now)).toBe("01 de nov. de 2026");
  expect(relativeTime(new Date(now - 3 * 3600_000).toISOString(), "en", now)).toBe("3 hours ago");
});
