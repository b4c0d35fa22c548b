/**
 * "Adicionar ao Google Agenda": Google Calendar's event template link, which opens the new-event
 * screen filled in (the person still presses Save). Times go in UTC (the trailing Z), so Google
 * shows them in each person's own time zone. One event per link: the template has no way to add
 * several, so an agenda gets one link per event.
 */
export interface CalendarEvent {
  title: string;
  description: string;
  /** The venue's name; the address, when known, is added after it. */
  location: string;
  address?: string | null;
  startsAt: Date | string;
  endsAt: Date | string;
}

/** Long descriptions are cut: some browsers and Google refuse very long URLs. */
export const DETAILS_MAX = 1000;

/** 2026-11-01T13:30:00.000Z → 20261101T133000Z */
export function calendarUtc(date: Date | string): string {
  return new Date(date)
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

function cut(text: string, max: number) {
  const chars = Array.from(text.trim());
  return chars.length <= max ? chars.join("") : `${chars.slice(0, max - 1).join("")}…`;
}

export function googleCalendarUrl(event: CalendarEvent): string {
  const location = [event.location, event.address]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(", ");
  const params = [
    ["action", "TEMPLATE"],
    ["text", event.title.trim()],
    // The slash between start and end is part of the format: left as it is.
    ["dates", `${calendarUtc(event.startsAt)}/${calendarUtc(event.endsAt)}`],
    ["details", cut(event.description, DETAILS_MAX)],
    ["location", location],
  ]
    .filter(([, v]) => v !== "")
    .map(([k, v]) => `${k}=${k === "dates" ? v : encodeURIComponent(v!)}`);
  return `https://calendar.google.com/calendar/render?${params.join("&")}`;
}
