/**
 * Browser side of the service worker (public/sw.js): registration, and wiping the personal
 * offline copies (pass, boarding cards, homes) when a session ends on this device.
 */
export const PERSONAL_CACHES = ["t26-pages-", "t26-data-"];

export async function clearOfflineData() {
  if (typeof caches === "undefined") return;
  for (const key of await caches.keys())
    if (PERSONAL_CACHES.some((p) => key.startsWith(p))) await caches.delete(key);
}

export async function registerServiceWorker() {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return null;
  try {
    return await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  } catch {
    return null; // e.g. a non-secure origin other than localhost: the app works without it
  }
}

/** Pages kept for offline use before they are ever opened: the pass (issue 19 §1). */
export const ALWAYS_OFFLINE = ["/checkin"];

/**
 * Asks the service worker to fetch and keep the pass (and the files it needs) now: called right
 * after login and on every home visit, so the pass opens without signal even if it was never
 * opened, and a changed pass (a new ticket, a dependent) is the one kept. Waits for the worker
 * when it is still installing (first visit).
 */
export async function keepPassOffline(): Promise<void> {
  // Production builds only, like the registration (components/pwa/service-worker.tsx).
  if (process.env.NODE_ENV !== "production") return;
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  try {
    const reg = (await registerServiceWorker()) ? await navigator.serviceWorker.ready : null;
    reg?.active?.postMessage({ type: "keep", urls: ALWAYS_OFFLINE });
  } catch {
    // no worker (private mode, insecure origin): nothing is kept, nothing breaks
  }
}
