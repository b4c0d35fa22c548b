import type { AppLocale } from "@/lib/i18n/config";
import { formatDate } from "@/lib/format";

/** When a receipt was paid: date and time in the event's time zone. */
export function formatPaidAt(date: Date, locale: AppLocale) {
  return formatDate(date, locale, { dateStyle: "long", timeStyle: "short" });
}

const BRANDS: Record<string, string> = {
  visa: "Visa",
  master: "Mastercard",
  mastercard: "Mastercard",
  amex: "Amex",
  elo: "Elo",
};
export const brandLabel = (brand: string | null) => (brand ? (BRANDS[brand] ?? brand) : "");
