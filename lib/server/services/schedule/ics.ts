import "server-only";
import { EVENT_TIME_ZONE } from "@/lib/event";

/** RFC 5545 calendar of events, times in America/Recife (a VTIMEZONE with the fixed -03:00 offset). */
export interface IcsEvent {
  id: string;
  title: string;
  description: string;
  location: string;
  startsAt: Date;
  endsAt: Date;
}

const escape = (s: string) =>
  s.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** Local time in Recife (UTC-3, no daylight saving since 2019) as YYYYMMDDTHHMMSS. */
function recifeLocal(d: Date) {
  return new Date(d.getTime() - 3 * 3600_000).toISOString().replace(/[-:]/g, "").slice(0, 15);
}

/**
 * Lines longer than 75 octets are folded (RFC 5545 3.1), between characters: a multi-octet UTF-8
 * sequence (an accent, an emoji's surrogate pair) is never split, or calendars show garbage.
 */
export function fold(line: string): string {
  const out: string[] = [];
  let current = "";
  let bytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (bytes + size > 75) {
      out.push(current);
      current = " ";
      bytes = 1;
    }
    current += char;
    bytes += size;
  }
  out.push(current);
  return out.join("\r\n");
}

export function toIcs(events: IcsEvent[], stamp: Date = new Date()) {
  const dtstamp = stamp.toISOString().replace(/[-:]/g, "").slice(0, 15) + "Z";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Together 2026//Agenda//PT",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VTIMEZONE",
    `TZID:${EVENT_TIME_ZONE}`,
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    "TZOFFSETFROM:-0300",
    "TZOFFSETTO:-0300",
    "TZNAME:-03",
    "END:STANDARD",
    "END:VTIMEZONE",
  ];
  for (const e of events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${e.id}@together2026.com.br`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART;TZID=${EVENT_TIME_ZONE}:${recifeLocal(e.startsAt)}`,
      `DTEND;TZID=${EVENT_TIME_ZONE}:${recifeLocal(e.endsAt)}`,
      `SUMMARY:${escape(e.title)}`,
      `LOCATION:${escape(e.location)}`,
      `DESCRIPTION:${escape(e.description)}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(fold).join("\r\n") + "\r\n";
}

export function icsResponse(body: string, filename: string) {
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
