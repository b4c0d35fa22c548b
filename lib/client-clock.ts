/**
 * The server's clocks in the browser. Every date and countdown on screen follows the business
 * clock (lib/server/clock.ts: APP_NOW moves it outside production), never the phone's own: a
 * phone set to another day, or the demo running a week before the congress, must still read
 * "7 days to go". The root layout renders the server's "now" (components/clock/now-provider.tsx);
 * at load the browser keeps the offset (server now − Date.now()) and adds it to its own ticking
 * clock from then on.
 *
 * Two offsets: the business clock (countdowns, relative times, "now / next" in the schedule) and
 * the server's real clock (expiries the server stamps with its real time: login codes, PIX
 * charges). They differ only when APP_NOW moves the business clock.
 */

export interface ServerClocks {
  /** The business clock's now on the server (ms since the epoch). */
  business: number;
  /** The server's real now (ms since the epoch). */
  real: number;
}

interface Offsets {
  business: number;
  real: number;
}

let offsets: Offsets | null = null;

/** How far the server's clocks are from the phone's (ms; positive: the server is ahead). */
export function offsetsFrom(server: ServerClocks, phoneNow: number): Offsets {
  return { business: server.business - phoneNow, real: server.real - phoneNow };
}

/** Takes the server's clocks as read at load. Later calls change nothing: the first sync wins. */
export function syncClock(server: ServerClocks, phoneNow: number = Date.now()): void {
  offsets ??= offsetsFrom(server, phoneNow);
}

/** Business now (ms) in the browser: the phone's clock moved by the offset seen at load. */
export function businessNow(phoneNow: number = Date.now()): number {
  return phoneNow + (offsets?.business ?? 0);
}

/** The server's real now (ms) in the browser: for expiries the server stamps with real time. */
export function serverRealNow(phoneNow: number = Date.now()): number {
  return phoneNow + (offsets?.real ?? 0);
}

/** Tests only: forget the sync. */
export function resetClockForTests(): void {
  offsets = null;
}
