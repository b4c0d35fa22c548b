import { relativeTime } from "./relative-time";

const NOW = Date.parse("2026-10-25T12:00:00-03:00");

test("past times in the reader's language, on the given clock", () => {
  expect(relativeTime("2026-10-25T09:00:00-03:00", "pt", NOW)).toBe("há 3 horas");
  expect(relativeTime("2026-10-23T12:00:00-03:00", "en", NOW)).toBe("2 days ago");
  expect(relativeTime("2026-10-25T11:59:50-03:00", "es", NOW)).toBe("ahora");
});

test("a time after 'now' (written on the real clock during a demo) reads 'now', never 'in N days'", () => {
  expect(relativeTime("2026-11-25T10:00:00-03:00", "pt", NOW)).toBe("agora");
  expect(relativeTime("2026-10-25T12:30:00-03:00", "en", NOW)).toBe("now");
});
