/**
 * "Back" buttons without dead ends. `history.length > 1` is not enough: a tab opened on a link
 * from elsewhere (a notification, the offline page, another site, a fresh tab's about:blank) has
 * history, but none of it is this app, and router.back() would leave it. Only an earlier entry of
 * this origin in this tab is a safe "back"; otherwise the button goes to a page inside the app.
 */
interface NavigationLike {
  currentEntry?: { index: number } | null;
}

/** Whether the entry before this one is a page of this app (same origin, same tab). */
export function canGoBackInApp(): boolean {
  if (typeof window === "undefined") return false;
  // The Navigation API lists only this origin's entries of the tab's history (Chromium, Safari 26+).
  const navigation = (window as { navigation?: NavigationLike }).navigation;
  if (navigation?.currentEntry) return navigation.currentEntry.index > 0;
  // Elsewhere: a same-origin referrer means the app led here.
  try {
    return window.history.length > 1 && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** Back when the previous page is the app's, else `fallback` (replacing, so back does not loop). */
export function goBackOr(router: { back(): void; replace(href: string): void }, fallback: string): void {
  if (canGoBackInApp()) router.back();
  else router.replace(fallback);
}
