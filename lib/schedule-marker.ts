/**
 * Recife's offset from UTC: −03:00 all year (no summer time since 2002; the whole app writes its
 * times as "…-03:00"). lib/schedule-marker.test.ts checks it against EVENT_TIME_ZONE.
 */
const RECIFE_OFFSET_MS = -3 * 60 * 60 * 1000;

/**
 * The congress day ("2026-11-01") of an instant, by arithmetic: this runs while a schedule list
 * hydrates, and the browser's first Intl.DateTimeFormat with a time zone (lib/format.ts's
 * eventDayOf) loads the zone data: 17–45 ms on the bench VM, four times that on Lighthouse's
 * phone, the largest single item of /schedule's hydration profile.
 */
export function eventDayAt(ms: number): string {
  return new Date(ms + RECIFE_OFFSET_MS).toISOString().slice(0, 10);
}

export type EventMarker = "now" | "next";

export interface Timed {
  id: string;
  startsAt: string;
  endsAt: string;
}

/**
 * "Now / next" in a schedule list, on the business clock (hooks/use-now.ts): events under way are
 * "now"; the earliest start still ahead — every event starting then, when it is on the same
 * congress day as now — is "next". Nothing is marked on another day's list.
 */
export function eventMarkers(events: Timed[], nowMs: number): Record<string, EventMarker> {
  const marks: Record<string, EventMarker> = {};
  const today = eventDayAt(nowMs);
  let nextStart = Infinity;
  for (const e of events) {
    const start = Date.parse(e.startsAt);
    if (start <= nowMs && nowMs < Date.parse(e.endsAt)) marks[e.id] = "now";
    else if (start > nowMs && start < nextStart && eventDayAt(start) === today) nextStart = start;
  }
  for (const e of events) if (Date.parse(e.startsAt) === nextStart) marks[e.id] = "next";
  return marks;
}
