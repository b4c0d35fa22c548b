"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { lastNavigationTap, type NavigationTap, onNavigationTap } from "@/lib/navigation-tap";

/** A tap that is still loading after this long shows the bar (instant, prefetched screens never do). */
const SHOW_AFTER_MS = 150;
/** Past this the bar gives up (a link whose handler cancelled the navigation, a lost request). */
const GIVE_UP_MS = 12_000;

/**
 * A thin bar at the top of the screen from the tap on any in-app link until the next screen is
 * there: on a congested network a card, a menu row or a quick link never looks dead, whatever
 * the link (one listener for the whole app instead of a status inside every <AppLink>). Purely
 * visual: the screens' own skeletons (loading.tsx, aria-busy) tell assistive technology.
 */
export function NavigationProgress() {
  const pathname = usePathname();
  // The pending tap: where it was taken (path + query) and when. Pending while the page is still there.
  // At first, a tap taken after hydration but before this component's chunk arrived
  // (lib/navigation-tap.ts caught it), if the page has not changed since (this component is
  // mounted only in the browser, after hydration: ../pwa/root-extras.tsx).
  const [tap, setTap] = useState<NavigationTap | null>(() => {
    const early = lastNavigationTap();
    const here = window.location.pathname + window.location.search;
    return early && early.from === here && Date.now() - early.at < GIVE_UP_MS ? early : null;
  });
  const [shown, setShown] = useState(false);

  useEffect(
    () =>
      onNavigationTap((next) => {
        setShown(false);
        setTap(next);
      }),
    [],
  );

  useEffect(() => {
    if (tap === null) return;
    const show = setTimeout(() => setShown(true), Math.max(0, SHOW_AFTER_MS - (Date.now() - tap.at)));
    // The URL changes when the new screen commits (same path with a new query too).
    const watch = setInterval(() => {
      const now = window.location.pathname + window.location.search;
      if (now !== tap.from || Date.now() - tap.at > GIVE_UP_MS) setTap(null);
    }, 100);
    return () => {
      clearTimeout(show);
      clearInterval(watch);
    };
  }, [tap]);

  const pending = tap !== null && shown && tap.from.split("?")[0] === pathname;
  if (!pending) return null;
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] h-1 overflow-hidden bg-primary/20"
      data-testid="nav-progress"
    >
      <div className="h-full w-1/3 animate-nav-progress rounded-full bg-primary motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  );
}
