import { ShieldCheckIcon } from "@/components/icons/svg/shield-check";
import { AlertTriangleIcon } from "@/components/icons/svg/triangle-exclamation-point";
import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/format";
import type { AppLocale } from "@/lib/i18n/config";
import type { RefusedScanView } from "@/lib/server/services/checkin/offline-scans";
import { EmptyState } from "@/components/ui/empty-state";

export interface RefusedScansListProps {
  scans: RefusedScanView[];
  locale: AppLocale;
}

/** Offline reads refused for their time: who (when the code names someone), when, which device and why. */
export async function RefusedScansList({ scans, locale }: RefusedScansListProps) {
  const t = await getTranslations("refusedScans");
  // Refused times can be any day, even another year: the full date is shown.
  const when = (date: Date | string) => formatDate(date, locale, { dateStyle: "short", timeStyle: "short" });
  if (scans.length === 0)
    return (
      <EmptyState icon={ShieldCheckIcon} data-testid="refused-empty">
        {t("empty")}
      </EmptyState>
    );
  return (
    <ul className="space-y-3" data-testid="refused-list">
      {scans.map((s) => (
        <li key={s.id} className="rounded-2xl border bg-card p-4 shadow-sm" data-testid="refused-scan">
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
            <div className="min-w-0">
              <p className="font-semibold break-words">{s.participant?.name ?? t("unknownPerson")}</p>
              {s.participant && (
                <p className="font-mono text-xs text-muted-foreground">{s.participant.memberCode}</p>
              )}
            </div>
            <Badge
              variant="outline"
              className="shrink-0 gap-1 border-amber-500 text-amber-700 dark:text-amber-300"
            >
              <AlertTriangleIcon className="size-3" aria-hidden="true" />
              {t(`reason.${s.reason}`)}
            </Badge>
          </div>
          <div className="mt-3 space-y-1 text-sm text-muted-foreground">
            <p className="text-foreground tabular-nums">
              {t("scannedAt", { time: when(new Date(s.scannedAt)) })}
            </p>
            <p className="tabular-nums">{t("receivedAt", { time: when(new Date(s.receivedAt)) })}</p>
            <p>
              {t("device", { device: s.deviceId })}
              {s.staffName ? ` · ${s.staffName}` : ""}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
