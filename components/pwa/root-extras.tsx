"use client";

import { usePathname } from "next/navigation";
import { useState } from "react";
import { lazyOverlay } from "@/components/ui/lazy-load";
// Side effect: catches the browser's install offer as early as it comes (it may come before the
// page is idle; components/pwa/install-prompt-card.tsx reads it).
import "@/lib/install-prompt";
import { loadWhenIdle } from "@/lib/load-when-idle";
// Side effect: records a tap on a link from hydration on, so the navigation bar (late) can show it.
import "@/lib/navigation-tap";
import type { RootExtrasLateProps } from "./root-extras-late";
// Side effect: none at run time. Every route loads two error boundaries (global-error.tsx and its
// group's error.tsx), and Turbopack copies the small modules they share (the error screen, its
// icon, its texts in three languages) into each boundary's chunk. Imported here, they sit once in
// the root layout's chunk, which both boundaries' chunk groups already load.
import "@/components/states/segment-error";

const Late = lazyOverlay(() => import("./root-extras-late").then((m) => m.RootExtrasLate));
// Offline before the chunk was cached: again when idle (a minute at most) or on the next tap.
const retryWhenIdle = (retry: () => void) => loadWhenIdle(retry, 60_000);

/**
 * The root layout's client parts that the first paint does not need (theme sync, scroll reset,
 * navigation bar, service worker, toaster: ./root-extras-late.tsx), fetched once the page has
 * hydrated, so they are not in any route's first-load JavaScript. Not later (when idle): the
 * navigation bar must be listening by the first tap on a link. A toast fired before they are there
 * is shown when they are (sonner shows toasts created before its toaster).
 */
export function RootExtras(props: Omit<RootExtrasLateProps, "firstPath">) {
  // The path at hydration: the scroll reset starts with the first navigation after it.
  const pathname = usePathname();
  const [firstPath] = useState(pathname);
  return <Late {...props} firstPath={firstPath} active onLoadError={retryWhenIdle} />;
}
