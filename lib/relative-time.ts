import { formatMediumDate } from "@/lib/format";
import type { AppLocale } from "@/lib/i18n/config";

/**
 * "há 3 horas" / "3 hours ago" in the reader's language; older than 30 days: the date. `nowMs`
 * is the business clock (hooks/use-now.ts in components), never the phone's own.
 */
export function relativeTime(iso: string, locale: AppLocale, nowMs: number): string {
  const diff = (new Date(iso).getTime() - nowMs) / 1000;
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  const abs = Math.abs(diff);
  if (abs < 45) return rtf.format(0, "second");
  if (abs < 3600) return rtf.format(Math.round(diff / 60), "minute");
  if (abs < 86_400) return rtf.format(Math.round(diff / 3600), "hour");
  if (abs < 30 * 86_400) return rtf.format(Math.round(diff / 86_400), "day");
  return formatMediumDate(iso, locale);
}
