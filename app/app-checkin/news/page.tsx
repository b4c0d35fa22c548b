import { ArrowLeftIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
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
      <Link
        href="/app-checkin/home"
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" /> {c("back")}
      </Link>
      <div>
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="text-sm text-muted-foreground">{t("subtitle")}</p>
      </div>
      <NewsBroadcast items={items} />
    </main>
  );
}
