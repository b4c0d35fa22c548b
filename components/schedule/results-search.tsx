"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { EventType } from "@/lib/validations/schedule";
import { FilterCheckbox } from "./filter-checkbox";
import type { ResultsLabels } from "./schedule-label-types";

export interface ResultsSearchProps {
  q: string;
  date: string | null;
  selectedCities: string[];
  selectedTypes: string[];
  sort: "time" | "popularity" | "recent";
  cities: { id: string; name: string }[];
  /** The results' count, 'N evento(s) encontrado(s)'. */
  found: string;
  /** The cards (EventCardList, drawn by the server); null: nothing found. */
  list: React.ReactNode;
  /** SEARCH_MAX (lib/validations/limits.ts), from the server. */
  maxLength: number;
  labels: ResultsLabels;
}

/**
 * /schedule/results' search, filters, sort and clearing, with the count and the cards given: the
 * page's browser code, its texts and looks from the server (./schedule-labels.tsx), drawing
 * Input's, Button's and Checkbox's markup without their modules or `cn`.
 */
export function ResultsSearch({
  q,
  date,
  selectedCities,
  selectedTypes,
  sort,
  cities,
  found,
  list,
  maxLength,
  labels: t,
}: ResultsSearchProps) {
  const router = useRouter();
  const [term, setTerm] = useState(q);
  const [showFilters, setShowFilters] = useState(false);

  const go = (changes: {
    q?: string;
    cities?: string[];
    types?: string[];
    sort?: string;
    date?: string | null;
  }) => {
    const next = { q: term, cities: selectedCities, types: selectedTypes, sort, date, ...changes };
    const params = new URLSearchParams();
    if (next.q.trim()) params.set("q", next.q.trim());
    if (next.cities.length) params.set("cities", next.cities.join(","));
    if (next.types.length) params.set("types", next.types.join(","));
    if (next.sort !== "time") params.set("sort", next.sort);
    if (next.date) params.set("date", next.date);
    router.replace(`/schedule/results?${params}`);
  };
  const toggle = (list: string[], value: string, on: boolean) =>
    on ? [...list, value] : list.filter((x) => x !== value);
  const filtered = selectedCities.length > 0 || selectedTypes.length > 0 || !!date || !!q;

  return (
    <>
      <form
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          go({ q: term });
        }}
      >
        <input
          data-slot="input"
          className={t.input}
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          placeholder={t.resultsPlaceholder}
          maxLength={maxLength}
          data-testid="results-search"
          aria-label={t.resultsPlaceholder}
        />
        <button {...t.submit} type="submit" aria-label={t.search}>
          {t.icons.search}
        </button>
      </form>
      <div className="flex flex-wrap items-center gap-2">
        <button
          {...t.filters}
          onClick={() => setShowFilters((v) => !v)}
          aria-expanded={showFilters}
          data-testid="results-filters"
        >
          {t.icons.filters} {t.filtersText}
        </button>
        <label className="sr-only" htmlFor="sort">
          {t.sortLabel}
        </label>
        <select
          id="sort"
          value={sort}
          onChange={(e) => go({ sort: e.target.value })}
          className="h-9 rounded-lg border bg-background px-2 text-sm"
          data-testid="results-sort"
        >
          <option value="time">{t.sortTime}</option>
          <option value="popularity">{t.sortPopularity}</option>
          <option value="recent">{t.sortRecent}</option>
        </select>
        {filtered && (
          <button
            {...t.clearLink}
            onClick={() => {
              setTerm("");
              go({ q: "", cities: [], types: [], date: null });
            }}
            data-testid="results-clear"
          >
            {t.clearFilters}
          </button>
        )}
      </div>
      {showFilters && (
        <div className="grid gap-4 rounded-2xl border bg-card p-4 sm:grid-cols-2">
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{t.typeLegend}</legend>
            {(Object.keys(t.types) as EventType[]).map((type) => (
              <label key={type} className="flex items-center gap-2 py-1 text-sm">
                <FilterCheckbox
                  look={t.checkbox}
                  checked={selectedTypes.includes(type)}
                  onCheckedChange={(v) => go({ types: toggle(selectedTypes, type, v) })}
                  testId={`filter-type-${type}`}
                />
                {t.types[type]}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{t.cityLegend}</legend>
            {cities.map((c) => (
              <label key={c.id} className="flex items-center gap-2 py-1 text-sm">
                <FilterCheckbox
                  look={t.checkbox}
                  checked={selectedCities.includes(c.id)}
                  onCheckedChange={(v) => go({ cities: toggle(selectedCities, c.id, v) })}
                  testId={`filter-city-${c.id}`}
                />
                {c.name}
              </label>
            ))}
          </fieldset>
        </div>
      )}
      <p className="text-sm font-medium" data-testid="results-count">
        {found}
      </p>
      {list === null ? (
        <div className="rounded-2xl border border-dashed p-8 text-center" data-testid="results-empty">
          <p className="text-sm text-muted-foreground">{t.resultsEmpty}</p>
          <button
            {...t.clearButton}
            onClick={() => {
              setTerm("");
              go({ q: "", cities: [], types: [], date: null });
            }}
          >
            {t.clearFilters}
          </button>
        </div>
      ) : (
        list
      )}
    </>
  );
}
