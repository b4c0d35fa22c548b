"use client";

import { useEffect } from "react";
import { whenIdle } from "@/lib/idle";
import { keepPassOffline } from "@/lib/pwa";

/**
 * On the homes: refreshes the offline copy of the pass on every visit (lib/pwa.ts). Once the page
 * has loaded and is idle, as the worker's registration (components/pwa/service-worker.tsx): at
 * mount it registered the worker, which then fetched the pass and its files, while the home was
 * still hydrating (Lighthouse counted it in /dashboard's blocking time).
 */
export function KeepPassOffline() {
  useEffect(() => {
    let cancel = () => {};
    const keep = () => {
      cancel = whenIdle(() => void keepPassOffline(), 3000);
    };
    if (document.readyState === "complete") keep();
    else window.addEventListener("load", keep, { once: true });
    return () => {
      window.removeEventListener("load", keep);
      cancel();
    };
  }, []);
  return null;
}
