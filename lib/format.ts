import { EVENT_TIME_ZONE } from "@/lib/event";
import { intlLocale, type AppLocale } from "@/lib/i18n/config";

/** Money is integer centavos; shown as BRL in the reader's language. */
export function formatMoney(cents: number, locale: AppLocale): string {
  return new Intl.NumberFormat(intlLocale[locale], { style: "currency", currency: "BRL" }).format(
    cents / 100,
  );
}

type DateInput = Date | string | number;

/**
 * Every date and time the app shows goes through here: on the congress's clock (EVENT_TIME_ZONE),
 * whatever the device's time zone, in the reader's language.
 */
export function formatDate(
  date: DateInput,
  locale: AppLocale,
  options: Omit<Intl.DateTimeFormatOptions, "timeZone">,
  intlTag: string = intlLocale[locale],
): string {
  return dateFormat(intlTag, options).format(new Date(date));
}

/**
 * Intl formatters made once per language and options (making one costs far more than formatting
 * with it: it was a visible share of a page render's CPU). A handful of combinations exist.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(intlTag: string, options: Omit<Intl.DateTimeFormatOptions, "timeZone">) {
  const key = `${intlTag}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlTag, { ...options, timeZone: EVENT_TIME_ZONE });
    dateFormats.set(key, format);
  }
  return format;
}

/** "domingo, 01 de novembro": the weekday is computed from the date, never typed by hand. */
export function formatLongDate(date: DateInput, locale: AppLocale): string {
  return formatDate(date, locale, { weekday: "long", day: "2-digit", month: "long" });
}

/** "20:00" */
export function formatTime(date: DateInput, locale: AppLocale): string {
  return formatDate(date, locale, { hour: "2-digit", minute: "2-digit" });
}

/** "20:00:05": the staff reader's list of reads. */
export function formatTimeWithSeconds(date: DateInput, locale: AppLocale): string {
  return formatDate(date, locale, { hour: "2-digit", minute: "2-digit", second: "2-digit" });
}

/** "01/11" */
export function formatDayMonth(date: DateInput, locale: AppLocale): string {
  return formatDate(date, locale, { day: "2-digit", month: "2-digit" });
}

/** "01 de nov.": a news item's date. */
export function formatDayShortMonth(date: DateInput, locale: AppLocale): string {
  return formatDate(date, locale, { day: "2-digit", month: "short" });
}

/** "01 de nov. de 2026": a date too old for "3 days ago". */
export function formatMediumDate(date: DateInput, locale: AppLocale): string {
  return formatDate(date, locale, { day: "2-digit", month: "short", year: "numeric" });
}

/** "dom., 01/11, 20:00": an item or enrolment with its weekday and time. */
export function formatWeekdayDateTime(date: DateInput, locale: AppLocale): string {
  return formatDate(date, locale, {
    weekday: "short",
    day: "2-digit",
    month: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  });
}

/** "01/11/2026", day first in every language (English as in en-GB): the boarding card's date. */
export function formatNumericDate(date: DateInput, locale: AppLocale): string {
  return formatDate(
    date,
    locale,
    { day: "2-digit", month: "2-digit", year: "numeric" },
    locale === "en" ? "en-GB" : intlLocale[locale],
  );
}

/** The calendar day ("2026-11-01") a moment falls on at the congress. */
export function eventDayOf(date: DateInput): string {
  return dateFormat("en-CA", {}).format(new Date(date));
}

/** "2026-11-01 20:00:05" on the congress's clock: sortable, for CSV exports. */
export function formatSortableDateTime(date: DateInput): string {
  return new Intl.DateTimeFormat("sv-SE", {
    timeZone: EVENT_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).format(new Date(date));
}
