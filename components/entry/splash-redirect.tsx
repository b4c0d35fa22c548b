"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

export const SPLASH_MS = 3000;

/** The splash's only browser code: /home is prefetched, and shown after SPLASH_MS. */
export function SplashRedirect() {
  const router = useRouter();
  useEffect(() => {
    router.prefetch("/home");
    const id = window.setTimeout(() => router.replace("/home"), SPLASH_MS);
    return () => window.clearTimeout(id);
  }, [router]);
  return null;
}
