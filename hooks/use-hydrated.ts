"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML and until React has hydrated, then true. A form whose fields are
 * controlled by React disables them until then: a choice made before hydration would be reset
 * to React's initial state (seen on a slow phone: the country picked in step 1 came back empty).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
