import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { pickMessages } from "@/lib/i18n/pick-messages";

/**
 * Gives the client components below it the locale and messages, for `useTranslations` in the
 * browser. It is not in the root layout: /home, /dashboard and the splash translate on the server
 * only, so they ship neither next-intl's client code nor the messages in their HTML. A route whose client components call next-intl's hooks uses this as its layout
 * (app/intl-layouts.test.ts checks that none is missing).
 */
export function IntlLayout({ children }: { children: React.ReactNode }) {
  return <NextIntlClientProvider>{children}</NextIntlClientProvider>;
}

/**
 * The same for a route whose client code needs only a few namespaces: only those messages go into
 * its HTML (all of them weigh ~60 KB per language, serialised on every render of the page).
 */
export async function IntlNamespaces({
  namespaces,
  children,
}: {
  namespaces: readonly string[];
  children: React.ReactNode;
}) {
  const messages = pickMessages(await getMessages(), namespaces);
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}
