"use client";

import { usePathname } from "next/navigation";
import { type ComponentType, useEffect, useState } from "react";
// Side effect: catches the browser's install offer as early as it comes (it may come before the
// page is idle; components/pwa/install-prompt-card.tsx reads it).
import "@/lib/install-prompt";
import { loadWhenIdle } from "@/lib/load-when-idle";
import { onSonnerLoaded } from "@/lib/toast";
import type { RootExtrasLateProps } from "./root-extras-late";

type Late = ComponentType<RootExtrasLateProps>;

/**
 * The root layout's client parts that the first paint does not need (theme sync, scroll reset,
 * navigation bar, service worker, toaster: ./root-extras-late.tsx), loaded when the page is idle
 * or on the first tap or key press, so they are not in any route's first-load JavaScript. A toast
 * fired before then loads them at once (sonner shows toasts created before its toaster).
 */
export function RootExtras(props: Omit<RootExtrasLateProps, "firstPath">) {
  // The path at hydration: the scroll reset starts with the first navigation after it.
  const pathname = usePathname();
  const [firstPath] = useState(pathname);
  const [Late, setLate] = useState<Late | null>(null);

  useEffect(() => {
    let live = true;
    let cancel = () => {};
    const load = () => {
      cancel();
      import("./root-extras-late").then(
        (module) => live && setLate(() => module.RootExtrasLate),
        // Offline before the chunk was cached: try again on the next tap.
        () => live && (cancel = loadWhenIdle(load, 60_000)),
      );
    };
    cancel = loadWhenIdle(load, 2000);
    const stop = onSonnerLoaded(load);
    return () => {
      live = false;
      cancel();
      stop();
    };
  }, []);

  return Late ? <Late {...props} firstPath={firstPath} /> : null;
}
