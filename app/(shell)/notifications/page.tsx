import { PagePlaceholder } from "@/components/shell/page-placeholder";

export default function Page() {
  return <PagePlaceholder titleKey="notifications" />;
}
