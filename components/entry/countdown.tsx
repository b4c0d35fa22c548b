import { useTranslations } from "next-intl";
import { CountdownStarted, CountdownTicker, type CountdownUnit, CountdownValue } from "./countdown-clock";

export interface CountdownProps {
  className?: string;
  /** Light digits on a dark or gradient background. */
  inverted?: boolean;
}

const UNITS: CountdownUnit[] = ["days", "hours", "minutes", "seconds"];

/**
 * Ticks every second toward 2026-11-01 20:00 (UTC-3), then shows zeros. Drawn here, on the server
 * (texts, boxes, classes); ./countdown-clock.tsx fills in the digits and the 'started' line.
 * Plain class strings, not cn().
 */
export function Countdown({ className, inverted }: CountdownProps) {
  const t = useTranslations("countdown");
  return (
    <CountdownTicker>
      <div
        className={className ? `w-full ${className}` : "w-full"}
        data-testid="countdown"
        role="timer"
        aria-label={t("title")}
      >
        <div className="grid grid-cols-4 gap-2">
          {UNITS.map((key) => (
            <div
              key={key}
              className={`rounded-xl px-1 py-2 text-center ${inverted ? "bg-white/15 text-white" : "bg-primary/10 text-primary"}`}
            >
              <div className="text-2xl font-extrabold tabular-nums" data-testid={`countdown-${key}`}>
                <CountdownValue unit={key} />
              </div>
              <div
                className={`text-[11px] font-medium tracking-wide uppercase ${inverted ? "text-white/80" : "text-muted-foreground"}`}
              >
                {t(key)}
              </div>
            </div>
          ))}
        </div>
        <CountdownStarted>
          <p
            className={`mt-2 text-center text-sm font-semibold ${inverted ? "text-white" : "text-primary"}`}
            data-testid="countdown-started"
          >
            {t("started")}
          </p>
        </CountdownStarted>
      </div>
    </CountdownTicker>
  );
}
