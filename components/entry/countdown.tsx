"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { countdownParts, type CountdownParts } from "@/lib/event";
import { cn } from "@/lib/utils";

export interface CountdownProps {
  className?: string;
  /** Light digits on a dark or gradient background. */
  inverted?: boolean;
}

/** Ticks every second toward 2026-11-01 20:00 (UTC-3), then shows zeros. */
export function Countdown({ className, inverted }: CountdownProps) {
  const t = useTranslations("countdown");
  const [parts, setParts] = useState<CountdownParts | null>(null);

  useEffect(() => {
    const tick = () => setParts(countdownParts(Date.now()));
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, []);

  const cells: [keyof Omit<CountdownParts, "done">, string][] = [
    ["days", t("days")],
    ["hours", t("hours")],
    ["minutes", t("minutes")],
    ["seconds", t("seconds")],
  ];

  return (
    <div className={cn("w-full", className)} data-testid="countdown" role="timer" aria-label={t("title")}>
      <div className="grid grid-cols-4 gap-2">
        {cells.map(([key, label]) => (
          <div key={key} className={cn("rounded-xl px-1 py-2 text-center", inverted ? "bg-white/15 text-white" : "bg-primary/10 text-primary")}>
            <div className="text-2xl font-extrabold tabular-nums" data-testid={`countdown-${key}`}>
              {parts ? String(parts[key]).padStart(2, "0") : "--"}
            </div>
            <div className={cn("text-[11px] font-medium uppercase tracking-wide", inverted ? "text-white/80" : "text-muted-foreground")}>{label}</div>
          </div>
        ))}
      </div>
      {parts?.done && (
        <p className={cn("mt-2 text-center text-sm font-semibold", inverted ? "text-white" : "text-primary")} data-testid="countdown-started">
          {t("started")}
        </p>
      )}
    </div>
  );
}
