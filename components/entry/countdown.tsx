import { useTranslations } from "next-intl";
import { CountdownFace } from "./countdown-face";
import { CountdownClockLater } from "./countdown-later";

export interface CountdownProps {
  className?: string;
  /** Light digits on a dark or gradient background. */
  inverted?: boolean;
}

/** Ticks every second toward 2026-11-01 20:00 (UTC-3), then shows zeros. Texts come from here (the server). */
export function Countdown({ className, inverted }: CountdownProps) {
  const t = useTranslations("countdown");
  const labels = {
    title: t("title"),
    days: t("days"),
    hours: t("hours"),
    minutes: t("minutes"),
    seconds: t("seconds"),
    started: t("started"),
  };
  // The clock's code arrives after the page's (components/ui/hydrate-later.tsx); until then, its
  // first state ("--"), drawn here.
  return (
    <CountdownClockLater
      className={className}
      inverted={inverted}
      labels={labels}
      fallback={<CountdownFace className={className} inverted={inverted} labels={labels} parts={null} />}
    />
  );
}
