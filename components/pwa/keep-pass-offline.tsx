"use client";

import { useEffect } from "react";
import { keepPassOffline } from "@/lib/pwa";

/** On the homes: refreshes the offline copy of the pass on every visit (lib/pwa.ts). */
export function KeepPassOffline() {
  useEffect(() => {
    void keepPassOffline();
  }, []);
  return null;
}
