/** Fixed facts of the congress. Its clock: every time is stored in UTC and shown in this zone. */
export const EVENT_TIME_ZONE = "America/Recife";
export { EVENT_START, countdownParts, type CountdownParts } from "./event-start";
export const EVENT_DAYS = ["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04"] as const;
export const FIRST_EVENT_DAY = EVENT_DAYS[0];
export const LAST_EVENT_DAY = EVENT_DAYS.at(-1) ?? FIRST_EVENT_DAY;
