import { IntlNamespaces } from "@/components/i18n/intl-layout";

// The share button and the directions links translate in the browser: only their texts go there.
export default function EventInfoLayout({ children }: { children: React.ReactNode }) {
  return <IntlNamespaces namespaces={["maps", "sharing"]}>{children}</IntlNamespaces>;
}
