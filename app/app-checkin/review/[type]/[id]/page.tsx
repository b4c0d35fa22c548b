import { ArrowLeftIcon } from "@/components/icons/svg/arrow-left";
import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { RefusedScansList } from "@/components/staff/refused-scans-list";
import type { AppLocale } from "@/lib/i18n/config";
import { requireStaff } from "@/lib/server/auth/current";
import { AppError } from "@/lib/server/errors";
import { listRefusedScans } from "@/lib/server/services/checkin/offline-scans";
import { getStaffItem } from "@/lib/server/services/checkin/staff-items";
import { itemParamsSchema } from "@/lib/validations/checkin";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("refusedScans"))("title") };
}

// /app-checkin/review/{type}/{id} — staff: offline reads of an item refused for their time, kept for review.
export default async function RefusedScansPage({
  params,
}: {
  params: Promise<{ type: string; id: string }>;
}) {
  await requireStaff();
  const parsed = itemParamsSchema.safeParse(await params);
  if (!parsed.success) notFound();
  const { type, id } = parsed.data;
  const locale = (await getLocale()) as AppLocale;
  const t = await getTranslations("refusedScans");
  let item;
  try {
    item = await getStaffItem(type, id);
  } catch (e) {
    if (e instanceof AppError && e.status === 404) notFound();
    throw e;
  }
  const scans = await listRefusedScans(type, id);
  return (
    <main className="mx-auto w-full max-w-2xl space-y-4 px-4 py-6">
      <AppLink
        href={`/app-checkin/item/${type}/${id}`}
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" /> {t("back")}
      </AppLink>
      <div>
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="text-sm font-medium">{item.name}</p>
        <p className="mt-1 text-sm text-muted-foreground">{t("subtitle")}</p>
      </div>
      <RefusedScansList scans={scans} locale={locale} />
    </main>
  );
}
