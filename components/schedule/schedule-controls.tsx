"use client";

import { ChevronDownIcon } from "@/components/icons/svg/chevron-down";
import { SearchIcon } from "@/components/icons/svg/search";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { EVENT_TYPES, SEARCH_MAX } from "@/lib/validations/limits";
import type { EventType } from "@/lib/validations/schedule";

/** /schedule's city: another city's list of the same day (the server gives each city's address). */
export function ScheduleCitySelect({
  city,
  cities,
  hrefs,
  label,
}: {
  city: string;
  cities: { id: string; name: string }[];
  hrefs: Record<string, string>;
  label: string;
}) {
  const router = useRouter();
  return (
    <>
      <label className="text-xs font-medium text-muted-foreground" htmlFor="city-select">
        {label}
      </label>
      <select
        id="city-select"
        value={city}
        onChange={(e) => {
          const href = hrefs[e.target.value];
          if (href) router.replace(href);
        }}
        className="h-10 rounded-lg border bg-background px-3 text-sm"
        data-testid="schedule-city"
      >
        {cities.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </>
  );
}

/** /schedule's search box: a word and types, searched on /schedule/results from this city and day. */
export function ScheduleSearch({ city, day }: { city: string; day: string }) {
  const t = useTranslations("schedule");
  const router = useRouter();
  const [term, setTerm] = useState("");
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [types, setTypes] = useState<EventType[]>([]);
  const search = () => {
    const params = new URLSearchParams({ q: term.trim(), city, date: day });
    if (types.length) params.set("types", types.join(","));
    router.push(`/schedule/results?${params}`);
  };
  return (
    <section className="space-y-3 rounded-2xl border bg-card p-4" aria-labelledby="search-title">
      <h2 id="search-title" className="font-semibold">
        {t("searchTitle")}
      </h2>
      <Input
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        placeholder={t("searchPlaceholder")}
        maxLength={SEARCH_MAX}
        onKeyDown={(e) => e.key === "Enter" && search()}
        data-testid="schedule-search"
        aria-label={t("searchTitle")}
      />
      <button
        type="button"
        className="flex w-full items-center justify-between text-sm font-medium"
        onClick={() => setFiltersOpen((v) => !v)}
        aria-expanded={filtersOpen}
      >
        {t("typeFilters")}{" "}
        <ChevronDownIcon
          className={cn("size-4 transition-transform", filtersOpen && "rotate-180")}
          aria-hidden="true"
        />
      </button>
      {filtersOpen && (
        <div className="grid grid-cols-2 gap-2">
          {EVENT_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm">
              <Checkbox
                checked={types.includes(type)}
                onCheckedChange={(v) =>
                  setTypes((cur) => (v ? [...cur, type] : cur.filter((x) => x !== type)))
                }
              />
              {t(`types.${type}`)}
            </label>
          ))}
        </div>
      )}
      <Button className="w-full" onClick={search} data-testid="schedule-search-submit">
        <SearchIcon aria-hidden="true" /> {t("search")}
      </Button>
    </section>
  );
}
