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
