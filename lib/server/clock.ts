import "server-only";
import { isProduction } from "./env";

/**
 * "Now" for business rules (enrolment closes at the start, the waitlist's 2-hour rule, the
 * homes' next items). APP_NOW (an ISO date-time) moves the clock for demos, staging and tests
 * outside production — the congress is 01–04/11/2026, and a demo after it would have nothing
 * open. In production it is always the real time.
 */
export function now(): Date {
  const fixed = process.env.APP_NOW;
  if (fixed && !isProduction()) {
    const d = new Date(fixed);
    if (!Number.isNaN(d.getTime())) return d;
  }
  return new Date();
}

/** Both clocks for the browser (components/clock/now-provider.tsx, lib/client-clock.ts). */
export function serverClocks(): { business: number; real: number } {
  return { business: now().getTime(), real: Date.now() };
}
