import { createTranslator } from "use-intl/core";
import type { AppLocale } from "@/lib/i18n/config";
import { allMessages } from "@/lib/i18n/messages";

/**
 * next-intl's own translator on a locale's messages, in the app's time zone: what a server page's
 * `getTranslations(namespace)` gives, for tests that mock next-intl/server with it.
 */
export const serverTranslator = (locale: AppLocale, namespace: string) =>
  createTranslator({
    locale,
    messages: allMessages[locale],
    namespace: namespace as never,
    timeZone: "America/Recife",
  });

let serverLocale: AppLocale = "pt";

/** The locale `nextIntlServerMock`'s translator answers in (a test sets it per case; "pt" first). */
export function setServerLocale(locale: AppLocale) {
  serverLocale = locale;
}

/**
 * next-intl/server for `jest.mock`, as the server pages call it: `getTranslations(namespace)` is
 * next-intl's own translator in the locale last given to `setServerLocale`.
 */
export const nextIntlServerMock = () => ({
  getTranslations: async (namespace: string) => serverTranslator(serverLocale, namespace),
});
