import { formatMediumDate } from "@/lib/format";
import type { AppLocale } from "@/lib/i18n/config";

/**
 * "há 3 horas" / "3 hours ago" in the reader's language; older than 30 days: the date. `nowMs`
 * is the business clock (hooks/use-now.ts in components), never the phone's own. Every caller
 * shows when something was written or published, which is never in the future: a later time
 * (a row stamped by the database's real clock while a demo runs APP_NOW in the past, or a phone
 * whose clock is behind) reads "agora", never "em 31 dias".
 */
export function relativeTime(iso: string, locale: AppLocale, nowMs: number): string {
  const diff = Math.min(0, (new Date(iso).getTime() - nowMs) / 1000);
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  const abs = Math.abs(diff);
  if (abs < 45) return rtf.format(0, "second");
  if (abs < 3600) return rtf.format(Math.round(diff / 60), "minute");
  if (abs < 86_400) return rtf.format(Math.round(diff / 3600), "hour");
  if (abs < 30 * 86_400) return rtf.format(Math.round(diff / 86_400), "day");
  return formatMediumDate(iso, locale);
}
