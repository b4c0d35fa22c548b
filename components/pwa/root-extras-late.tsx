"use client";

import { usePathname } from "next/navigation";
import { useState } from "react";
import { ServiceWorker } from "@/components/pwa/service-worker";
import { NavigationProgress } from "@/components/shell/navigation-progress";
import { ScrollToTop } from "@/components/shell/scroll-to-top";
import { ThemeSync } from "@/components/theme/theme-sync";
import { Toaster } from "@/components/ui/sonner";
import type { ThemePreference } from "@/lib/theme";

export interface RootExtrasLateProps {
  theme: ThemePreference;
  /** The toasts' close button's label. */
  closeLabel: string;
  /** The path the page was loaded at (./root-extras.tsx). */
  firstPath: string;
}

/**
 * Loaded by ./root-extras.tsx once the page has hydrated. ThemeSync re-applies the cookie's theme after
 * a saved setting (the inline THEME_SCRIPT set it before the first paint); the scroll reset is
 * mounted on the first navigation away from the loaded page (mounting it scrolls to the top).
 */
export function RootExtrasLate({ theme, closeLabel, firstPath }: RootExtrasLateProps) {
  const pathname = usePathname();
  const [moved, setMoved] = useState(pathname !== firstPath);
  if (!moved && pathname !== firstPath) setMoved(true);
  return (
    <>
      <ThemeSync theme={theme} />
      {moved && <ScrollToTop />}
      <NavigationProgress />
      <ServiceWorker />
      <Toaster closeLabel={closeLabel} />
    </>
  );
}
