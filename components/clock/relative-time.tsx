"use client";

import { useLocale } from "next-intl";
import { useNow } from "@/hooks/use-now";
import type { AppLocale } from "@/lib/i18n/config";
import { relativeTime } from "@/lib/relative-time";

/**
 * "há 3 horas" for a past moment, on the business clock (hooks/use-now.ts: the server's HTML and
 * the hydrating render read the same now). The text may still differ from the server's where the
 * browser's Intl data words a date differently, so React is told not to treat that as a
 * hydration error (#418); the machine-readable time is in `dateTime`.
 */
export function RelativeTime({
  iso,
  className,
  testId,
}: {
  iso: string;
  className?: string;
  testId?: string;
}) {
  const locale = useLocale() as AppLocale;
  const nowMs = useNow();
  return (
    <time dateTime={iso} className={className} data-testid={testId} suppressHydrationWarning>
      {relativeTime(iso, locale, nowMs)}
    </time>
  );
}
