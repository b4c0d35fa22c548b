"use client";

import { syncClock, type ServerClocks } from "@/lib/client-clock";
import { ServerNowContext } from "@/hooks/use-now";

/**
 * Rendered once by the root layout with the server's clocks. In the browser the first render
 * (hydration, before any child renders or runs an effect) keeps the offset from the phone's
 * clock; children read business time through hooks/use-now.ts.
 */
export function NowProvider({ clocks, children }: { clocks: ServerClocks; children: React.ReactNode }) {
  if (typeof window !== "undefined") syncClock(clocks);
  return <ServerNowContext value={clocks.business}>{children}</ServerNowContext>;
}
