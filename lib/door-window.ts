/**
 * The door window: when an event or a bus accepts check-ins. One rule for the server (online
 * reads, offline reads when they sync) and for the reader's offline judgement on the device, so
 * the two can never disagree. No server-only imports: the browser bundle uses it too.
 *
 * - an event: from `opensMinutesBefore` minutes before its start to its end;
 * - a bus: from `opensMinutesBefore` minutes before departure to TRIP_BOARDING_AFTER_MS after it
 *   (a late bus still boards; after 3 h it has left whatever the timetable says).
 *
 * Outside it the door refuses ("fora do horário") unless staff accept anyway with a reason.
 */
import { eventDayOf, formatTime, formatWeekdayDateTime } from "@/lib/format";
import type { AppLocale } from "@/lib/i18n/config";

export const DEFAULT_DOOR_OPENS_MINUTES_BEFORE = 60;
/** How long after departure a bus still boards. */
export const TRIP_BOARDING_AFTER_MS = 3 * 3_600_000;

export type DoorItem =
  | { type: "event"; startsAt: Date | string; endsAt: Date | string }
  | { type: "trip"; departsAt: Date | string };

export interface DoorWindow {
  from: Date;
  to: Date;
}

export function doorWindowOf(item: DoorItem, opensMinutesBefore: number): DoorWindow {
  const lead = opensMinutesBefore * 60_000;
  if (item.type === "event") {
    const start = new Date(item.startsAt).getTime();
    return { from: new Date(start - lead), to: new Date(new Date(item.endsAt).getTime()) };
  }
  const departs = new Date(item.departsAt).getTime();
  return { from: new Date(departs - lead), to: new Date(departs + TRIP_BOARDING_AFTER_MS) };
}

/**
 * Whether a moment is inside the window: "EARLY" before it opens, "LATE" after it closes, null
 * inside. `graceMs` widens both ends (device clocks of offline reads drift a little).
 */
export function windowVerdict(
  at: Date | string | number,
  window: { from: Date | string; to: Date | string },
  graceMs = 0,
): "EARLY" | "LATE" | null {
  const t = new Date(at).getTime();
  if (t < new Date(window.from).getTime() - graceMs) return "EARLY";
  if (t > new Date(window.to).getTime() + graceMs) return "LATE";
  return null;
}

/**
 * The window as people read it, on the congress's clock: "dom., 01/11, 19:00 – 22:00", or both
 * ends in full when it spans two days.
 */
export function formatDoorWindow(
  window: { from: Date | string; to: Date | string },
  locale: AppLocale,
): string {
  const from = formatWeekdayDateTime(window.from, locale);
  const to =
    eventDayOf(window.from) === eventDayOf(window.to)
      ? formatTime(window.to, locale)
      : formatWeekdayDateTime(window.to, locale);
  return `${from} – ${to}`;
}
