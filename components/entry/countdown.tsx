import { useTranslations } from "next-intl";
import { CountdownClock } from "./countdown-clock";

export interface CountdownProps {
  className?: string;
  /** Light digits on a dark or gradient background. */
  inverted?: boolean;
}

/** Ticks every second toward 2026-11-01 20:00 (UTC-3), then shows zeros. Texts come from here (the server). */
export function Countdown({ className, inverted }: CountdownProps) {
  const t = useTranslations("countdown");
  return (
    <CountdownClock
      className={className}
      inverted={inverted}
      labels={{
        title: t("title"),
        days: t("days"),
        hours: t("hours"),
        minutes: t("minutes"),
        seconds: t("seconds"),
        started: t("started"),
      }}
    />
  );
}
