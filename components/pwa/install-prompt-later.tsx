"use client";

import { useRef } from "react";
import { lazyOverlay } from "@/components/ui/lazy-load";
import { loadWhenIdle } from "@/lib/load-when-idle";
import type { HomeLaterProps } from "./home-later";

const Card = lazyOverlay(() => import("./home-later").then((m) => m.HomeLater));

/**
 * The install card's code (its buttons, icons and class merging: ~7 KB gzip on the homes) loads
 * once the page has hydrated, not with it: the card draws nothing in the server's HTML and appears
 * only after load, when the browser offers an install (or on iOS). If the import fails (offline),
 * it is tried once more when the page is idle or on the first tap (docs/performance.md). With
 * `keepPassOffline`, the same module also keeps the pass offline (./home-later.tsx).
 */
export function InstallPromptLater(props: HomeLaterProps) {
  const retried = useRef(false);
  return (
    <Card
      {...props}
      active
      onLoadError={(retry) => {
        if (retried.current) return;
        retried.current = true;
        return loadWhenIdle(retry, 5000);
      }}
    />
  );
}
