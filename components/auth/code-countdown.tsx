"use client";

import { useEffect, useState } from "react";
import { serverRealNow } from "@/lib/client-clock";
import type { AppLocale } from "@/lib/i18n/config";
import { formatPlural, type PluralForms } from "@/lib/i18n/plural";

/** The countdown's texts, from the server page (./login-labels.ts). */
export interface CodeCountdownLabels {
  expiresIn: string;
  expired: string;
  /** Heard above a minute: "O código expira em # minutos." */
  minutesLeft: PluralForms;
  /** Heard in the last minute. */
  lessThanAMinute: string;
  locale: AppLocale;
}

export interface CodeCountdownProps {
  /** The server's expiry for the current code. */
  expiresAt: string;
  onExpired?: () => void;
  labels: CodeCountdownLabels;
}

// The clock's classes, then its colour: in this order, as `cn` joined them (none conflict).
const CLOCK_CLASS = "font-bold tabular-nums";

/** Seconds until the server's expiry, on the server's real clock (lib/client-clock.ts), not the phone's. */
export function secondsLeft(expiresAt: string, now = serverRealNow()): number {
  return Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now) / 1000));
}

export function formatMinSec(total: number): string {
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}

/** 3:00 → 0:00 from the server's expiry; green above 60 s, warning colour below. */
export function CodeCountdown(props: CodeCountdownProps) {
  // A new code (resend) is a new countdown: remount rather than resynchronise state.
  return <Countdown key={props.expiresAt} {...props} />;
}

function Countdown({ expiresAt, onExpired, labels }: CodeCountdownProps) {
  const [left, setLeft] = useState(() => secondsLeft(expiresAt));

  useEffect(() => {
    const id = window.setInterval(() => {
      const s = secondsLeft(expiresAt);
      setLeft(s);
      if (s === 0) window.clearInterval(id);
    }, 250);
    return () => window.clearInterval(id);
  }, [expiresAt]);

  useEffect(() => {
    if (left === 0) onExpired?.();
  }, [left, onExpired]);

  // What a screen reader hears: whole minutes, "less than a minute", expired — a handful of
  // announcements over the code's life, not one a second (the visible clock is not live).
  const spoken =
    left === 0
      ? labels.expired
      : left > 60
        ? formatPlural(labels.minutesLeft, Math.ceil(left / 60), labels.locale)
        : labels.lessThanAMinute;
  const live = (
    <span className="sr-only" role="status" aria-live="polite" data-testid="code-countdown-live">
      {spoken}
    </span>
  );

  if (left === 0)
    return (
      <>
        {live}
        <p
          className="text-center text-sm font-medium text-red-700 dark:text-red-400"
          data-testid="code-expired"
          aria-hidden="true"
        >
          {labels.expired}
        </p>
      </>
    );
  return (
    <>
      {live}
      <p className="text-center text-sm text-muted-foreground">
        {labels.expiresIn} {/* 4.5:1 on the card: green-700 and amber-700 (green-600 was 3.1:1). */}
        <span
          data-testid="code-countdown"
          data-warning={left <= 60}
          className={`${CLOCK_CLASS} ${left > 60 ? "text-green-700 dark:text-green-400" : "text-amber-700 dark:text-amber-400"}`}
        >
          {formatMinSec(left)}
        </span>
      </p>
    </>
  );
}
