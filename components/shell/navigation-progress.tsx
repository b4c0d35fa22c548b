"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";

/** A tap that is still loading after this long shows the bar (instant, prefetched screens never do). */
const SHOW_AFTER_MS = 150;
/** Past this the bar gives up (a link whose handler cancelled the navigation, a lost request). */
const GIVE_UP_MS = 12_000;

/** The in-app page a click on `target` opens, or null (new tab, download, other origin, same page, files). */
export function navigationTarget(event: MouseEvent, here: Location): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href, here.href);
  if (url.origin !== here.origin) return null;
  if (/^\/(api|og)\//.test(url.pathname)) return null;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return url.pathname + url.search;
}

/**
 * A thin bar at the top of the screen from the tap on any in-app link until the next screen is
 * there: on a congested network a card, a menu row or a quick link never looks dead, whatever
 * the link (one listener for the whole app instead of a status inside every <AppLink>). Purely
 * visual: the screens' own skeletons (loading.tsx, aria-busy) tell assistive technology.
 */
export function NavigationProgress() {
  const pathname = usePathname();
  // Where the tap was taken (path + query). The tap is pending while the page is still there.
  const [from, setFrom] = useState<string | null>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    // Capture: before the link's own handler (AppLink cancels the browser's navigation in its onClick,
    // bubbling, after this; a click it leaves to the browser is filtered out here the same way).
    const onClick = (event: MouseEvent) => {
      if (navigationTarget(event, window.location) === null) return;
      setShown(false);
      setFrom(window.location.pathname + window.location.search);
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);

  useEffect(() => {
    if (from === null) return;
    const started = Date.now();
    const show = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    // The URL changes when the new screen commits (same path with a new query too).
    const watch = setInterval(() => {
      const now = window.location.pathname + window.location.search;
      if (now !== from || Date.now() - started > GIVE_UP_MS) setFrom(null);
    }, 100);
    return () => {
      clearTimeout(show);
      clearInterval(watch);
    };
  }, [from]);

  const pending = from !== null && shown && from.split("?")[0] === pathname;
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
