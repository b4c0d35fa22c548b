"use client";

import { ArrowLeftIcon } from "@/components/icons/svg/arrow-left";
import { CloudOffIcon } from "@/components/icons/svg/cloud-off";
import { RefreshCwIcon } from "@/components/icons/svg/refresh-cw";
import { WifiIcon } from "@/components/icons/svg/wifi";
import { AppLink } from "@/components/ui/app-link";
import { useTranslations } from "next-intl";
import { Progress } from "@/components/ui/progress";
import type { ItemProgress } from "@/lib/server/services/checkin/types";
import { cn } from "@/lib/utils";

export interface ReaderHeaderProps {
  item: { name: string; location: string; when: string };
  online: boolean;
  progress: ItemProgress | null;
  /** Reads waiting to be synced. */
  pending: number;
}

/** Back, the item, the connection badge, and the checked-in / total bar. */
export function ReaderHeader({ item, online, progress, pending }: ReaderHeaderProps) {
  const t = useTranslations("reader");
  const pct =
    progress && progress.total ? Math.min(100, Math.round((100 * progress.checkedIn) / progress.total)) : 0;
  return (
    <>
      <header className="flex items-center gap-2">
        <AppLink
          href="/app-checkin/home"
          aria-label={t("back")}
          className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
        >
          <ArrowLeftIcon aria-hidden="true" />
        </AppLink>
        <div className="min-w-0 flex-1">
          <h1 className="truncate font-semibold" data-testid="reader-item">
            {item.name}
          </h1>
          <p className="truncate text-xs text-white/90">
            {item.when} · {item.location}
          </p>
        </div>
        <span
          className={cn(
            "flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-medium",
            online ? "bg-emerald-500/20 text-emerald-200" : "bg-amber-500/25 text-amber-100",
          )}
          data-testid="reader-connection"
          data-state={online ? "online" : "offline"}
        >
          {online ? (
            <WifiIcon className="size-3.5" aria-hidden="true" />
          ) : (
            <CloudOffIcon className="size-3.5" aria-hidden="true" />
          )}
          {online ? t("online") : t("offline")}
        </span>
      </header>

      <div>
        <div className="mb-1 flex justify-between text-sm">
          <span>{t("progress")}</span>
          <span className="font-semibold tabular-nums" data-testid="reader-progress">
            {progress ? t("count", { checkedIn: progress.checkedIn, total: progress.total }) : "…"}
          </span>
        </div>
        <Progress value={pct} className="h-2.5 bg-white/20" aria-label={t("progress")} />
        {pending > 0 && (
          <p className="mt-2 flex items-center gap-1.5 text-xs text-amber-100" data-testid="reader-pending">
            <RefreshCwIcon className="size-3.5" aria-hidden="true" /> {t("pending", { count: pending })}
          </p>
        )}
      </div>
    </>
  );
}
