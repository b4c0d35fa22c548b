"use client";

import { useHydrated } from "@/hooks/use-hydrated";
import { useNow } from "@/hooks/use-now";
import { countdownParts } from "@/lib/event";
import { CountdownFace, type CountdownFaceProps } from "./countdown-face";

export type CountdownClockProps = Omit<CountdownFaceProps, "parts">;

export function CountdownClock(props: CountdownClockProps) {
  // The business clock (lib/client-clock.ts), not the phone's: "--" until hydrated, then ticking.
  const now = useNow(1000);
  return <CountdownFace {...props} parts={useHydrated() ? countdownParts(now) : null} />;
}
