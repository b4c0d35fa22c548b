import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";

// The share button and the directions links translate in the browser: only their texts go there.
export default async function EventInfoLayout({ children }: { children: React.ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={{ maps: messages.maps, sharing: messages.sharing }}>
      {children}
    </NextIntlClientProvider>
  );
}
