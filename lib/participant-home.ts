/** Where a signed-in participant belongs (server side: lib/server/auth/home.ts). */
import { EVENT_DAYS, EVENT_TIME_ZONE } from "./event";

let eventDayFormat: Intl.DateTimeFormat | undefined;

/** The calendar day (YYYY-MM-DD) of an instant on the congress's clock (one formatter, made once). */
function eventDay(at: Date): string {
  eventDayFormat ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: EVENT_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return eventDayFormat.format(at);
}

/**
 * A logged-in participant's home at a given moment: the event dashboard on the congress's days
 * (01–04/11 in Recife), the pre-event dashboard before and after. Where /home, /login and every
 * "Início" send someone who is already signed in.
 */
export function participantHome(at: Date): "/dashboard" | "/dashboard-evento" {
  const day = eventDay(at);
  return (EVENT_DAYS as readonly string[]).includes(day) ? "/dashboard-evento" : "/dashboard";
}
