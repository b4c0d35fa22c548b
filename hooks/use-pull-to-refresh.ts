"use client";

import { useEffect, useLayoutEffect, useRef, useState } from "react";

/** How far (px, after resistance) a pull must go before letting go refreshes. */
export const PULL_THRESHOLD = 64;
const MAX_PULL = 96;

export type PullState = { phase: "idle" } | { phase: "pulling"; distance: number } | { phase: "refreshing" };

/**
 * Pull-to-refresh on the page's own scroll: a touch that starts with the page at its top and drags
 * down past the threshold calls `onRefresh` when released. The browser's own pull-to-reload is
 * turned off meanwhile (overscroll-behavior) so one gesture does one thing.
 */
export function usePullToRefresh(onRefresh: () => Promise<unknown>): PullState {
  const [state, setState] = useState<PullState>({ phase: "idle" });
  const latest = useRef(onRefresh);
  useLayoutEffect(() => {
    latest.current = onRefresh;
  });

  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.overscrollBehaviorY;
    root.style.overscrollBehaviorY = "contain";
    let startY: number | null = null;
    let distance = 0;
    let refreshing = false;

    const onStart = (e: TouchEvent) => {
      if (refreshing || e.touches.length !== 1 || window.scrollY > 0) return;
      startY = e.touches[0]!.clientY;
      distance = 0;
    };
    const onMove = (e: TouchEvent) => {
      if (startY === null) return;
      const dy = e.touches[0]!.clientY - startY;
      if (dy <= 0 || window.scrollY > 0) {
        if (distance > 0) setState({ phase: "idle" });
        distance = 0;
        return;
      }
      distance = Math.min(MAX_PULL, dy * 0.5);
      setState({ phase: "pulling", distance });
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      if (distance < PULL_THRESHOLD) {
        distance = 0;
        setState({ phase: "idle" });
        return;
      }
      distance = 0;
      refreshing = true;
      setState({ phase: "refreshing" });
      void latest
        .current()
        .catch(() => undefined)
        .finally(() => {
          refreshing = false;
          setState({ phase: "idle" });
        });
    };

    window.addEventListener("touchstart", onStart, { passive: true });
    window.addEventListener("touchmove", onMove, { passive: true });
    window.addEventListener("touchend", onEnd);
    window.addEventListener("touchcancel", onEnd);
    return () => {
      root.style.overscrollBehaviorY = before;
      window.removeEventListener("touchstart", onStart);
      window.removeEventListener("touchmove", onMove);
      window.removeEventListener("touchend", onEnd);
      window.removeEventListener("touchcancel", onEnd);
    };
  }, []);

  return state;
}
