import { EVENT_TIME_ZONE, intlLocale, type AppLocale } from "@/lib/i18n/config";

/** Money is integer centavos; shown as BRL in the reader's language. */
export function formatMoney(cents: number, locale: AppLocale): string {
  return new Intl.NumberFormat(intlLocale[locale], { style: "currency", currency: "BRL" }).format(
    cents / 100,
  );
}

/** A long date in the event's time zone, weekday computed from the date (DECISIONS.md 5). */
export function formatLongDate(date: Date, locale: AppLocale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], {
    weekday: "long",
    day: "2-digit",
    month: "long",
    timeZone: EVENT_TIME_ZONE,
  }).format(date);
}

export function formatTime(date: Date, locale: AppLocale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], {
    hour: "2-digit",
    minute: "2-digit",
    timeZone: EVENT_TIME_ZONE,
  }).format(date);
}
