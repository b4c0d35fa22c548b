import { ArrowLeftIcon } from "@/components/icons/svg/arrow-left";
import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/shell/page-header";
import { ModerationQueue } from "@/components/staff/moderation-queue";
import { requireStaff } from "@/lib/server/auth/current";
import { listReports } from "@/lib/server/services/community/reports";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("moderation"))("title") };
}

// /app-checkin/reports — staff: the open reports of the community, oldest first.
export default async function ReportsPage() {
  await requireStaff();
  const t = await getTranslations("moderation");
  const c = await getTranslations("common");
  const reports = await listReports("OPEN");
  return (
    <main className="mx-auto w-full max-w-2xl space-y-4 px-4 py-6">
      <AppLink
        href="/app-checkin/home"
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" /> {c("back")}
      </AppLink>
      <PageHeader title={t("title")} description={t("subtitle")} />
      <ModerationQueue
        initial={reports.map((r) => ({ ...r, contentType: r.contentType as "post" | "comment" }))}
      />
    </main>
  );
}
