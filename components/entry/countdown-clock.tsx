"use client";

import { createContext, type ReactNode, use, useSyncExternalStore } from "react";
import { businessNow } from "@/lib/client-clock";
import { countdownParts, type CountdownParts } from "@/lib/event-start";

export type CountdownUnit = keyof Omit<CountdownParts, "done">;

// The countdown's moving parts only: ./countdown.tsx draws its boxes, labels and classes on the
// server, so the browser's code is the clock and three small components (docs/performance.md,
// "First-load JavaScript").

const PartsContext = createContext<CountdownParts | null>(null);

const everySecond = (onChange: () => void) => {
  const id = window.setInterval(onChange, 1000);
  return () => window.clearInterval(id);
};
const thisSecond = () => Math.floor(businessNow() / 1000) * 1000;
const notYet = () => null;

/**
 * The time left on the business clock (lib/client-clock.ts), not the phone's: none in the server's
 * HTML and until hydrated ("--"), then ticking every second — one clock for all the digits. (What
 * `useHydrated() ? useNow(1000) : null` gave, in one store: the server's now is never shown.)
 */
export function CountdownTicker({ children }: { children: ReactNode }) {
  const now = useSyncExternalStore(everySecond, thisSecond, notYet);
  return <PartsContext value={now === null ? null : countdownParts(now)}>{children}</PartsContext>;
}

/** One unit's two (or more) digits, "--" before hydration. */
export function CountdownValue({ unit }: { unit: CountdownUnit }) {
  const parts = use(PartsContext);
  return parts ? String(parts[unit]).padStart(2, "0") : "--";
}

/** Its children once the time is up. */
export function CountdownStarted({ children }: { children: ReactNode }) {
  return use(PartsContext)?.done ? children : null;
}
