"use client";

import { ChevronRightIcon, ClockIcon, MapPinIcon } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { formatWeekdayDateTime } from "@/lib/format";
import type { AppLocale } from "@/lib/i18n/config";
import type { StaffItemRow } from "@/lib/server/services/checkin/types";
import type { ItemType } from "@/lib/staff-offline";

export interface StaffItemListProps {
  /** null while loading. */
  items: StaffItemRow[] | null;
  failed: boolean;
  type: ItemType;
  city: string;
}

/** The chosen city's events or trips with checked-in / total, each opening the reader. */
export function StaffItemList({ items, failed, type, city }: StaffItemListProps) {
  const t = useTranslations("staffHome");
  const locale = useLocale() as AppLocale;
  const fmt = (iso: string) => formatWeekdayDateTime(iso, locale);

  return failed && !items ? (
    <p
      className="rounded-xl bg-red-50 p-4 text-sm text-red-700 dark:bg-red-950/40 dark:text-red-300"
      role="alert"
    >
      {t("loadFailed")}
    </p>
  ) : !items ? (
    <div className="space-y-2">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-20 rounded-2xl" />
      ))}
    </div>
  ) : items.length === 0 ? (
    <p
      className="rounded-2xl border border-dashed p-6 text-center text-sm text-muted-foreground"
      data-testid="staff-items-empty"
    >
      {t(type === "event" ? "noEvents" : "noTrips")}
    </p>
  ) : (
    <ul className="space-y-2" data-testid="staff-items">
      {items.map((item) => {
        const pct = item.total ? Math.round((100 * item.checkedIn) / item.total) : 0;
        return (
          <li key={item.id}>
            <Link
              href={`/app-checkin/reader?type=${item.type}&id=${item.id}&city=${city}`}
              data-testid="staff-item"
              data-item={item.id}
              className="block rounded-2xl border bg-card p-3 shadow-sm transition-colors hover:bg-muted"
            >
              <div className="flex items-start justify-between gap-2">
                <p className="leading-snug font-medium">{item.name}</p>
                <ChevronRightIcon
                  className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                  aria-hidden="true"
                />
              </div>
              <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                <span className="flex items-center gap-1">
                  <ClockIcon className="size-3" aria-hidden="true" />
                  {fmt(item.startsAt)}
                </span>
                <span className="flex items-center gap-1">
                  <MapPinIcon className="size-3" aria-hidden="true" />
                  {item.location}
                </span>
              </p>
              <div className="mt-2 flex items-center gap-2">
                <Progress value={pct} className="h-2 flex-1" aria-label={t("progressLabel")} />
                <span className="text-xs font-semibold tabular-nums" data-testid="staff-item-count">
                  {t("count", { checkedIn: item.checkedIn, total: item.total })}
                </span>
              </div>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
