import { createTranslator } from "next-intl";
import type { AppLocale } from "./config";
import { allMessages } from "./messages";

export interface LooseTranslator {
  (key: string, params?: Record<string, string | number>): string;
  has(key: string): boolean;
}

/** A translator usable anywhere on the server (route handlers, services, tests), keys checked at run time. */
export function translator(locale: AppLocale, namespace: string): LooseTranslator {
  return createTranslator({
    locale,
    messages: allMessages[locale],
    namespace: namespace as "errors",
  }) as unknown as LooseTranslator;
}

export function errorTranslator(locale: AppLocale): LooseTranslator {
  return translator(locale, "errors");
}
