import { IntlNamespaces } from "@/components/i18n/intl-layout";
import { FEED_CLIENT_NAMESPACES } from "@/lib/i18n/pick-messages";

// Client components here translate in the browser: they get their own messages only (app/intl-layouts.test.ts).
// Not at /community: the topics page translates on the server only.
export default function FeedLayout({ children }: { children: React.ReactNode }) {
  return <IntlNamespaces namespaces={FEED_CLIENT_NAMESPACES}>{children}</IntlNamespaces>;
}
