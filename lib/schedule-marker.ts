import { eventDayOf } from "@/lib/format";

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
  const today = eventDayOf(nowMs);
  let nextStart = Infinity;
  for (const e of events) {
    const start = Date.parse(e.startsAt);
    if (start <= nowMs && nowMs < Date.parse(e.endsAt)) marks[e.id] = "now";
    else if (start > nowMs && start < nextStart && eventDayOf(start) === today) nextStart = start;
  }
  for (const e of events) if (Date.parse(e.startsAt) === nextStart) marks[e.id] = "next";
  return marks;
}
