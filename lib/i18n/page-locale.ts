import "server-only";
import { getLocale } from "next-intl/server";
import { defaultLocale, isLocale, type AppLocale } from "./config";

/** The reader's language in a server component (the one next-intl resolved for this request). */
export async function pageLocale(): Promise<AppLocale> {
  const locale = await getLocale();
  return isLocale(locale) ? locale : defaultLocale;
}
