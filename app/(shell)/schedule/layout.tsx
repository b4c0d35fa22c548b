import { IntlNamespaces } from "@/components/i18n/intl-layout";
import { SCHEDULE_CLIENT_NAMESPACES } from "@/lib/i18n/pick-messages";

// Client components here translate in the browser: they get their own messages only (app/intl-layouts.test.ts).
export default function ScheduleLayout({ children }: { children: React.ReactNode }) {
  return <IntlNamespaces namespaces={SCHEDULE_CLIENT_NAMESPACES}>{children}</IntlNamespaces>;
}
