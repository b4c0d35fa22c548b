"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { EventType } from "@/lib/validations/schedule";
import { FilterCheckbox } from "./filter-checkbox";
import type { ScheduleSearchLabels } from "./schedule-label-types";

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

/**
 * /schedule's search box: a word and types, searched on /schedule/results from this city and day.
 * Texts and looks from the server (./schedule-labels.tsx): Input's, Checkbox's and Button's markup
 * without their modules or `cn` in the browser.
 */
export function ScheduleSearch({
  city,
  day,
  maxLength,
  labels: t,
}: {
  city: string;
  day: string;
  /** SEARCH_MAX (lib/validations/limits.ts), from the server. */
  maxLength: number;
  labels: ScheduleSearchLabels;
}) {
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
        {t.searchTitle}
      </h2>
      <input
        data-slot="input"
        className={t.input}
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        placeholder={t.searchPlaceholder}
        maxLength={maxLength}
        onKeyDown={(e) => e.key === "Enter" && search()}
        data-testid="schedule-search"
        aria-label={t.searchTitle}
      />
      <button
        type="button"
        className="flex w-full items-center justify-between text-sm font-medium"
        onClick={() => setFiltersOpen((v) => !v)}
        aria-expanded={filtersOpen}
      >
        {t.typeFilters} {filtersOpen ? t.chevron.open : t.chevron.closed}
      </button>
      {filtersOpen && (
        <div className="grid grid-cols-2 gap-2">
          {(Object.keys(t.types) as EventType[]).map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm">
              <FilterCheckbox
                look={t.checkbox}
                checked={types.includes(type)}
                onCheckedChange={(v) =>
                  setTypes((cur) => (v ? [...cur, type] : cur.filter((x) => x !== type)))
                }
              />
              {t.types[type]}
            </label>
          ))}
        </div>
      )}
      <button {...t.button} onClick={search} data-testid="schedule-search-submit">
        {t.searchIcon} {t.search}
      </button>
    </section>
  );
}
