import { IntlNamespaces } from "@/components/i18n/intl-layout";
import { CHECKIN_CLIENT_NAMESPACES } from "@/lib/i18n/pick-messages";

// The pass's client code translates in the browser: it gets its own messages only (app/intl-layouts.test.ts).
export default function CheckinLayout({ children }: { children: React.ReactNode }) {
  return <IntlNamespaces namespaces={CHECKIN_CLIENT_NAMESPACES}>{children}</IntlNamespaces>;
}
