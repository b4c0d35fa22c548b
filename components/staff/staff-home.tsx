"use client";

import { BusIcon } from "@/components/icons/svg/bus";
import { CalendarDaysIcon } from "@/components/icons/svg/calendar-days";
import { FlagIcon } from "@/components/icons/svg/flag";
import { GiftIcon } from "@/components/icons/svg/gift";
import { MegaphoneIcon } from "@/components/icons/svg/megaphone";
import { SearchIcon } from "@/components/icons/svg/search";
import { AppLink } from "@/components/ui/app-link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Input } from "@/components/ui/input";
import { useStaffItems } from "@/hooks/use-staff-items";
import { cn } from "@/lib/utils";
import { StaffItemList } from "./staff-item-list";

/** /app-checkin/home: city and kind (remembered on this device), their items, the other staff tools. */
export function StaffHome({ cities }: { cities: { id: string; name: string }[] }) {
  const t = useTranslations("staffHome");
  const m = useTranslations("moderation");
  const n = useTranslations("staffNews");
  const { city, type, setCity, setType, items, failed } = useStaffItems(cities);
  const [query, setQuery] = useState("");

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
                type === k
                  ? "border-violet-600 bg-violet-50 text-violet-800 dark:bg-violet-950/40 dark:text-violet-200"
                  : "bg-card hover:bg-muted",
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
        <div className="relative mb-3">
          <label htmlFor="staff-search" className="sr-only">
            {t("searchLabel")}
          </label>
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="staff-search"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t("searchPlaceholder")}
            autoComplete="off"
            maxLength={60}
            className="pl-9"
            data-testid="staff-search"
          />
        </div>
        <StaffItemList items={items} failed={failed} type={type} city={city} query={query} />
      </section>

      <nav className="grid grid-cols-1 gap-2 pt-2 text-sm">
        <AppLink
          href="/app-checkin/rewards"
          className="flex items-center justify-center gap-2 rounded-xl border bg-card p-3 hover:bg-muted"
          data-testid="staff-rewards-link"
        >
          <GiftIcon className="size-4" aria-hidden="true" /> {t("rewardCodes")}
        </AppLink>
        <AppLink
          href="/app-checkin/reports"
          className="flex items-center justify-center gap-2 rounded-xl border bg-card p-3 hover:bg-muted"
          data-testid="staff-reports-link"
        >
          <FlagIcon className="size-4" aria-hidden="true" /> {m("title")}
        </AppLink>
        <AppLink
          href="/app-checkin/news"
          className="flex items-center justify-center gap-2 rounded-xl border bg-card p-3 hover:bg-muted"
          data-testid="staff-news-link"
        >
          <MegaphoneIcon className="size-4" aria-hidden="true" /> {n("link")}
        </AppLink>
      </nav>
    </div>
  );
}
