"use client";

import { ChevronRightIcon } from "@/components/icons/svg/chevron-right";
import { ClockIcon } from "@/components/icons/svg/clock";
import { MapPinIcon } from "@/components/icons/svg/map-pin";
import { AppLink } from "@/components/ui/app-link";
import { useLocale, useTranslations } from "next-intl";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { eventDayOf, formatLongDate, formatTime } from "@/lib/format";
import type { AppLocale } from "@/lib/i18n/config";
import type { StaffItemRow } from "@/lib/server/services/checkin/types";
import type { ItemType } from "@/lib/staff-offline";

export interface StaffItemListProps {
  /** null while loading. */
  items: StaffItemRow[] | null;
  failed: boolean;
  type: ItemType;
  city: string;
  /** Typed in the search box: only items whose title or place contains it (accents and case ignored). */
  query?: string;
}

const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();

/** The items of each congress day, in order (the list is sorted by time already). */
function byDay(items: StaffItemRow[]) {
  const days: { day: string; items: StaffItemRow[] }[] = [];
  for (const item of items) {
    const day = eventDayOf(item.startsAt);
    const last = days.at(-1);
    if (last?.day === day) last.items.push(item);
    else days.push({ day, items: [item] });
  }
  return days;
}

/**
 * The chosen city's events or trips with checked-in / total, under a header per day, each opening
 * the reader; the search keeps those whose title or place matches.
 */
export function StaffItemList({ items, failed, type, city, query = "" }: StaffItemListProps) {
  const t = useTranslations("staffHome");
  const locale = useLocale() as AppLocale;
  const q = fold(query);
  const shown = items && q ? items.filter((i) => fold(`${i.name} ${i.location}`).includes(q)) : items;

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
  ) : shown && shown.length === 0 ? (
    <p
      className="rounded-2xl border border-dashed p-6 text-center text-sm text-muted-foreground"
      data-testid="staff-items-no-match"
    >
      {t("searchEmpty", { query: query.trim() })}
    </p>
  ) : (
    <div className="space-y-4" data-testid="staff-items">
      {byDay(shown ?? []).map(({ day, items: dayItems }) => (
        <section key={day} aria-labelledby={`staff-day-${day}`} data-testid="staff-day" data-day={day}>
          <h3
            id={`staff-day-${day}`}
            className="sticky top-0 z-10 -mx-1 mb-2 flex items-baseline justify-between bg-background/95 px-1 py-1.5 backdrop-blur"
          >
            <span className="text-sm font-semibold first-letter:uppercase" data-testid="staff-day-title">
              {formatLongDate(`${day}T12:00:00-03:00`, locale)}
            </span>
            <span className="text-xs text-muted-foreground">{t("dayCount", { count: dayItems.length })}</span>
          </h3>
          <ul className="space-y-2">
            {dayItems.map((item) => {
              const pct = item.total ? Math.round((100 * item.checkedIn) / item.total) : 0;
              return (
                <li key={item.id}>
                  <AppLink
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
                        {formatTime(item.startsAt, locale)}
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
                  </AppLink>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
