import { ArrowLeftIcon } from "@/components/icons/svg/arrow-left";
import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/shell/page-header";
import { NewsBroadcast } from "@/components/staff/news-broadcast";
import { requireStaff } from "@/lib/server/auth/current";
import { listImportantNews } from "@/lib/server/services/notifications/broadcast";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("staffNews"))("title") };
}

// /app-checkin/news — staff send the news items organisers marked important as notifications.
export default async function StaffNewsPage() {
  await requireStaff();
  const t = await getTranslations("staffNews");
  const c = await getTranslations("common");
  const items = await listImportantNews();
  return (
    <main className="mx-auto w-full max-w-2xl space-y-4 px-4 py-6">
      <AppLink
        href="/app-checkin/home"
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" /> {c("back")}
      </AppLink>
      <PageHeader title={t("title")} description={t("subtitle")} />
      <NewsBroadcast items={items} />
    </main>
  );
}
