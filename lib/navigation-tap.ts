/**
 * The last tap on an in-app link, caught from the moment the page hydrates: the navigation bar
 * (components/shell/navigation-progress.tsx) arrives in a chunk after hydration
 * (components/pwa/root-extras.tsx), and a tap taken before it is there must still show the bar
 * once it is. One capture listener for the whole app; it only records, so it costs nothing per tap.
 */

/** A tap on a link to another in-app page: where it was taken (path + query) and when. */
export interface NavigationTap {
  from: string;
  at: number;
}

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

let last: NavigationTap | null = null;
const listeners = new Set<(tap: NavigationTap) => void>();

/**
 * Calls `listener` on every tap on an in-app link from now on; returns what stops it. Capture
 * phase: before the link's own handler (AppLink cancels the browser's navigation in its bubbling
 * onClick; a click it leaves to the browser is filtered out by navigationTarget the same way).
 */
export function onNavigationTap(listener: (tap: NavigationTap) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The last tap on an in-app link since the page loaded, if any. */
export function lastNavigationTap(): NavigationTap | null {
  return last;
}

if (typeof document !== "undefined") {
  document.addEventListener(
    "click",
    (event) => {
      if (navigationTarget(event, window.location) === null) return;
      last = { from: window.location.pathname + window.location.search, at: Date.now() };
      for (const listener of listeners) listener(last);
    },
    true,
  );
}
