"use client";

import { useHydrated } from "@/hooks/use-hydrated";
import { useNow } from "@/hooks/use-now";
import { countdownParts, type CountdownParts } from "@/lib/event";

type Unit = keyof Omit<CountdownParts, "done">;

export interface CountdownClockProps {
  className?: string;
  inverted?: boolean;
  /** Already translated (components/entry/countdown.tsx): no message formatter in the browser. */
  labels: Record<Unit | "title" | "started", string>;
}

const UNITS: Unit[] = ["days", "hours", "minutes", "seconds"];

// Plain class strings, not cn(): its merge table (lib/utils.ts) would be this island's largest dependency.
export function CountdownClock({ className, inverted, labels }: CountdownClockProps) {
  // The business clock (lib/client-clock.ts), not the phone's: "--" until hydrated, then ticking.
  const now = useNow(1000);
  const parts: CountdownParts | null = useHydrated() ? countdownParts(now) : null;

  return (
    <div
      className={className ? `w-full ${className}` : "w-full"}
      data-testid="countdown"
      role="timer"
      aria-label={labels.title}
    >
      <div className="grid grid-cols-4 gap-2">
        {UNITS.map((key) => (
          <div
            key={key}
            className={`rounded-xl px-1 py-2 text-center ${inverted ? "bg-white/15 text-white" : "bg-primary/10 text-primary"}`}
          >
            <div className="text-2xl font-extrabold tabular-nums" data-testid={`countdown-${key}`}>
              {parts ? String(parts[key]).padStart(2, "0") : "--"}
            </div>
            <div
              className={`text-[11px] font-medium tracking-wide uppercase ${inverted ? "text-white/80" : "text-muted-foreground"}`}
            >
              {labels[key]}
            </div>
          </div>
        ))}
      </div>
      {parts?.done && (
        <p
          className={`mt-2 text-center text-sm font-semibold ${inverted ? "text-white" : "text-primary"}`}
          data-testid="countdown-started"
        >
          {labels.started}
        </p>
      )}
    </div>
  );
}
