// The opening and the countdown to it: a module of its own, apart from ./event.ts' other facts,
// because the homes' countdown ships it to the browser (docs/performance.md, "First-load JavaScript").

/** Opening: 2026-11-01 20:00 in Recife (UTC-3). */
export const EVENT_START = new Date("2026-11-01T20:00:00-03:00");

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
