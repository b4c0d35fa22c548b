import { EVENT_TIME_ZONE, intlLocale, type AppLocale } from "@/lib/i18n/config";

/** When a receipt was paid: date and time in the event's time zone. */
export function formatPaidAt(date: Date, locale: AppLocale) {
  return new Intl.DateTimeFormat(intlLocale[locale], {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: EVENT_TIME_ZONE,
  }).format(date);
}

const BRANDS: Record<string, string> = {
  visa: "Visa",
  master: "Mastercard",
  mastercard: "Mastercard",
  amex: "Amex",
  elo: "Elo",
};
export const brandLabel = (brand: string | null) => (brand ? (BRANDS[brand] ?? brand) : "");
