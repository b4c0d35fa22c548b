"use client";

import { useEffect, useLayoutEffect, useRef } from "react";

/** How long the app must have been in the background before coming back refreshes it. */
export const RETURN_REFRESH_AFTER_MS = 30_000;

/**
 * Calls `refresh` when the app comes back to the foreground after at least `minHiddenMs` in the
 * background (visibilitychange → visible), or when the network comes back (the `online` event):
 * lists and homes show what changed meanwhile without a manual reload.
 */
export function useRefreshOnReturn(refresh: () => void, minHiddenMs = RETURN_REFRESH_AFTER_MS) {
  const latest = useRef(refresh);
  useLayoutEffect(() => {
    latest.current = refresh;
  });

  useEffect(() => {
    let hiddenAt = document.visibilityState === "hidden" ? Date.now() : null;
    const onVisibility = () => {
      if (document.visibilityState === "hidden") {
        hiddenAt ??= Date.now();
        return;
      }
      const away = hiddenAt === null ? 0 : Date.now() - hiddenAt;
      hiddenAt = null;
      if (away >= minHiddenMs) latest.current();
    };
    const onOnline = () => latest.current();
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("online", onOnline);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("online", onOnline);
    };
  }, [minHiddenMs]);
}
