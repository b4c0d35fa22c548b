"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { registerServiceWorker } from "@/lib/pwa";
// Side effect: catches the browser's install offer as early as it comes (components/pwa/install-prompt-card.tsx).
import "@/lib/install-prompt";

/**
 * Registers the service worker once the page has loaded (production builds only: dev reloads
 * would fight the cache), and tells it which page is showing after client-side navigations so
 * the offline copy of the pass, boarding cards and homes exists after the first visit.
 */
export function ServiceWorker() {
  const pathname = usePathname();

  useEffect(() => {
    if (process.env.NODE_ENV !== "production") return;
    const register = () => void registerServiceWorker();
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
  }, []);

  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    navigator.serviceWorker.controller?.postMessage({ type: "visited", url: window.location.href });
    // The offline page speaks the language the app shows (also on the visit that installed the worker).
    const locale = document.documentElement.lang;
    void navigator.serviceWorker.ready.then((reg) => reg.active?.postMessage({ type: "locale", locale }));
    // Hand over the static files this page has loaded (also lazy chunks, e.g. the camera decoder),
    // so a page first opened before the worker existed still opens offline.
    const timer = window.setTimeout(async () => {
      const reg = await navigator.serviceWorker.ready;
      const urls = performance
        .getEntriesByType("resource")
        .map((e) => e.name)
        .filter((u) => u.includes("/_next/static/"));
      reg.active?.postMessage({ type: "precache", urls });
    }, 1500);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  return null;
}
