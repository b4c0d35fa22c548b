import { NextIntlClientProvider } from "next-intl";

/**
 * Gives the client components below it the locale and messages, for `useTranslations` in the
 * browser. It is not in the root layout: /home, /dashboard and the splash translate on the server
 * only, so they ship neither next-intl's client code nor the messages in their HTML. A route whose client components call next-intl's hooks uses this as its layout
 * (app/intl-layouts.test.ts checks that none is missing).
 */
export function IntlLayout({ children }: { children: React.ReactNode }) {
  return <NextIntlClientProvider>{children}</NextIntlClientProvider>;
}
