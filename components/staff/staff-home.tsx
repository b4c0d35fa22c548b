"use client";

import {
  BusIcon,
  CalendarDaysIcon,
  ChevronRightIcon,
  ClockIcon,
  FlagIcon,
  GiftIcon,
  MegaphoneIcon,
  MapPinIcon,
} from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { formatWeekdayDateTime } from "@/lib/format";
import { apiFetch } from "@/lib/api-client";
import type { AppLocale } from "@/lib/i18n/config";
import { cn } from "@/lib/utils";
import type { ItemType } from "@/lib/validations/checkin";

interface Item {
  id: string;
  type: ItemType;
  name: string;
  startsAt: string;
  location: string;
  checkedIn: number;
  total: number;
}

const REFRESH_MS = 15_000;
const STORAGE_KEY = "t26.staff.selection";

export function StaffHome({ cities }: { cities: { id: string; name: string }[] }) {
  const t = useTranslations("staffHome");
  const m = useTranslations("moderation");
  const n = useTranslations("staffNews");
  const locale = useLocale() as AppLocale;
  const [city, setCity] = useState(cities[0]?.id ?? "recife");
  const [type, setType] = useState<ItemType>("event");
  const [items, setItems] = useState<Item[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    try {
      const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null") as {
        city?: string;
        type?: ItemType;
      } | null;
      if (saved?.city && cities.some((c) => c.id === saved.city)) setCity(saved.city);
      if (saved?.type === "event" || saved?.type === "trip") setType(saved.type);
    } catch {
      // first visit
    }
  }, [cities]);

  const load = useCallback(async () => {
    try {
      const res = await apiFetch<{ items: Item[] }>(`/api/staff/items?city=${city}&type=${type}`);
      setItems(res.items);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [city, type]);

  useEffect(() => {
    setItems(null);
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ city, type }));
    void load();
    const timer = window.setInterval(() => document.visibilityState === "visible" && void load(), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [city, type, load]);

  const fmt = (iso: string) => formatWeekdayDateTime(iso, locale);

  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t("chooseCity")}</legend>
        <div className="grid grid-cols-3 gap-2" data-testid="staff-cities">
          {cities.map((c) => (
            <button
              key={c.id}
              type="button"
              onClick={() => setCity(c.id)}
              aria-pressed={city === c.id}
              data-testid={`staff-city-${c.id}`}
              className={cn(
                "rounded-xl border px-2 py-2.5 text-sm font-medium transition-colors",
                city === c.id ? "border-violet-600 bg-violet-600 text-white" : "bg-card hover:bg-muted",
              )}
            >
              {c.name}
            </button>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t("chooseType")}</legend>
        <div className="grid grid-cols-2 gap-2">
          {(["event", "trip"] as const).map((k) => (
            <button
              key={k}
              type="button"
              onClick={() => setType(k)}
              aria-pressed={type === k}
              data-testid={`staff-type-${k}`}
              className={cn(
                "flex items-center justify-center gap-2 rounded-xl border px-3 py-3 font-medium",
                type === k ? "border-violet-600 bg-violet-50 text-violet-800" : "bg-card hover:bg-muted",
              )}
            >
              {k === "event" ? (
                <CalendarDaysIcon className="size-4" aria-hidden="true" />
              ) : (
                <BusIcon className="size-4" aria-hidden="true" />
              )}
              {t(k === "event" ? "typeEvent" : "typeTrip")}
            </button>
          ))}
        </div>
      </fieldset>

      <section aria-live="polite">
        <h2 className="mb-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          {t(type === "event" ? "eventsIn" : "tripsIn", {
            city: cities.find((c) => c.id === city)?.name ?? "",
          })}
        </h2>
        {failed && !items ? (
          <p className="rounded-xl bg-red-50 p-4 text-sm text-red-700" role="alert">
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
        )}
      </section>

      <nav className="grid grid-cols-1 gap-2 pt-2 text-sm">
        <Link
          href="/app-checkin/rewards"
          className="flex items-center justify-center gap-2 rounded-xl border bg-card p-3 hover:bg-muted"
          data-testid="staff-rewards-link"
        >
          <GiftIcon className="size-4" aria-hidden="true" /> {t("rewardCodes")}
        </Link>
        <Link
          href="/app-checkin/reports"
          className="flex items-center justify-center gap-2 rounded-xl border bg-card p-3 hover:bg-muted"
          data-testid="staff-reports-link"
        >
          <FlagIcon className="size-4" aria-hidden="true" /> {m("title")}
        </Link>
        <Link
          href="/app-checkin/news"
          className="flex items-center justify-center gap-2 rounded-xl border bg-card p-3 hover:bg-muted"
          data-testid="staff-news-link"
        >
          <MegaphoneIcon className="size-4" aria-hidden="true" /> {n("link")}
        </Link>
      </nav>
    </div>
  );
}
