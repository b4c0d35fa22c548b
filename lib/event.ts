/** Fixed facts of the congress. Its clock: every time is stored in UTC and shown in this zone. */
export const EVENT_TIME_ZONE = "America/Recife";
/** Opening: 2026-11-01 20:00 in Recife (UTC-3). */
export const EVENT_START = new Date("2026-11-01T20:00:00-03:00");
export const EVENT_DAYS = ["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04"] as const;
export const FIRST_EVENT_DAY = EVENT_DAYS[0];
export const LAST_EVENT_DAY = EVENT_DAYS.at(-1) ?? FIRST_EVENT_DAY;

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  done: boolean;
}

/** Time left until the target, never negative: zeros once it has passed. */
export function countdownParts(now: number, target: number = EVENT_START.getTime()): CountdownParts {
  const left = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(left / 86400),
    hours: Math.floor((left % 86400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    done: left === 0,
  };
}
