"use client";

import { createContext, useCallback, useContext, useSyncExternalStore } from "react";
import { businessNow } from "@/lib/client-clock";

/** The business now the server rendered with (components/clock/now-provider.tsx). */
export const ServerNowContext = createContext<number | null>(null);

const floorTo = (ms: number, step: number) => Math.floor(ms / step) * step;

/**
 * Business now (ms, lib/client-clock.ts), rounded down to `stepMs` and re-rendering when it
 * moves by a step: 1000 for a countdown, a minute (default) for "há 3 horas". The server's HTML
 * and the hydrating render both use the server's own now, so they match; after that it ticks
 * on the phone's clock plus the offset taken at load.
 */
export function useNow(stepMs = 60_000): number {
  const serverNow = useContext(ServerNowContext);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const id = window.setInterval(onChange, Math.min(stepMs, 1000));
      return () => window.clearInterval(id);
    },
    [stepMs],
  );
  return useSyncExternalStore(
    subscribe,
    () => floorTo(businessNow(), stepMs),
    () => floorTo(serverNow ?? Date.now(), stepMs),
  );
}
