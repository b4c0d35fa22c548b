"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/** The page scrolls to the top on every route change (spec part 1 §2). */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
