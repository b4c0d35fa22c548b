import { ArrowLeftIcon } from "@/components/icons/svg/arrow-left";
import { DownloadIcon } from "@/components/icons/svg/download";
import { ScanLineIcon } from "@/components/icons/svg/scan-line";
import { AlertTriangleIcon } from "@/components/icons/svg/triangle-exclamation-point";
import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/shell/page-header";
import { NotifyChangeButton } from "@/components/staff/notify-change-button";
import { Button } from "@/components/ui/button";
import { formatLongDate, formatTime } from "@/lib/format";
import { requireStaff } from "@/lib/server/auth/current";
import { AppError } from "@/lib/server/errors";
import { itemProgress } from "@/lib/server/services/checkin/scan-pass";
import { countRefusedScans } from "@/lib/server/services/checkin/offline-scans";
import { getStaffItem, itemCheckIns } from "@/lib/server/services/checkin/staff-items";
import { itemParamsSchema } from "@/lib/validations/checkin";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("staffItem"))("title") };
}

// /app-checkin/item/{type}/{id} — who checked in and when, with a CSV export for organisers.
export default async function StaffItemPage({ params }: { params: Promise<{ type: string; id: string }> }) {
  await requireStaff();
  const parsed = itemParamsSchema.safeParse(await params);
  if (!parsed.success) notFound();
  const { type, id } = parsed.data;
  const locale = await getLocale();
  const t = await getTranslations("staffItem");
  let item;
  try {
    item = await getStaffItem(type, id);
  } catch (e) {
    if (e instanceof AppError && e.status === 404) notFound();
    throw e;
  }
  const [rows, progress, refused] = await Promise.all([
    itemCheckIns(type, id),
    itemProgress(type, id),
    countRefusedScans(type, id),
  ]);
  const r = await getTranslations("refusedScans");
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6">
      <AppLink
        href="/app-checkin/home"
        className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" /> {t("back")}
      </AppLink>
      <PageHeader
        title={item.name}
        description={`${formatLongDate(item.startsAt, locale)} · ${formatTime(item.startsAt, locale)} · ${item.location}`}
      />
      <p className="mt-2 font-semibold" data-testid="staff-item-progress">
        {t("count", { checkedIn: progress.checkedIn, total: progress.total })}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button asChild>
          <AppLink href={`/app-checkin/reader?type=${type}&id=${id}&city=${item.cityId}`}>
            <ScanLineIcon aria-hidden="true" /> {t("openReader")}
          </AppLink>
        </Button>
        <Button asChild variant="outline">
          <a
            href={`/api/staff/items/${type}/${id}/checkins?format=csv`}
            download
            data-testid="staff-item-csv"
          >
            <DownloadIcon aria-hidden="true" /> {t("csv")}
          </a>
        </Button>
        {type === "event" && <NotifyChangeButton eventId={id} />}
        {refused > 0 && (
          <Button asChild variant="outline">
            <AppLink href={`/app-checkin/review/${type}/${id}`} data-testid="staff-item-refused">
              <AlertTriangleIcon aria-hidden="true" /> {r("link", { count: refused })}
            </AppLink>
          </Button>
        )}
      </div>
      {rows.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-dashed p-6 text-center text-sm text-muted-foreground">
          {t("empty")}
        </p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-2xl border">
          <table className="w-full text-sm" data-testid="staff-item-table">
            <thead className="bg-muted text-left">
              <tr>
                <th className="px-3 py-2 font-medium">{t("name")}</th>
                <th className="px-3 py-2 font-medium">{t("memberCode")}</th>
                <th className="px-3 py-2 font-medium">{t("time")}</th>
                <th className="px-3 py-2 font-medium">{t("staff")}</th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {rows.map((r) => (
                <tr key={`${r.memberCode}-${r.at.toISOString()}`}>
                  <td className="px-3 py-2">{r.name}</td>
                  <td className="px-3 py-2 font-mono text-xs">{r.memberCode}</td>
                  <td className="px-3 py-2 tabular-nums">{formatTime(r.at, locale)}</td>
                  <td className="px-3 py-2 text-muted-foreground">{r.staff ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </main>
  );
}
