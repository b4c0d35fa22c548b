"use client";

import { ArrowLeftIcon } from "@/components/icons/svg/arrow-left";
import { SearchIcon } from "@/components/icons/svg/search";
import { SlidersHorizontalIcon } from "@/components/icons/svg/sliders-horizontal";
import { AppLink } from "@/components/ui/app-link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { EVENT_TYPES, SEARCH_MAX } from "@/lib/validations/limits";
import type { ScheduleEvent } from "./event-dialog";
import { EventCardList } from "./event-card";

export interface ResultsViewProps {
  q: string;
  date: string | null;
  dateLabel: string | null;
  selectedCities: string[];
  selectedTypes: string[];
  sort: "time" | "popularity" | "recent";
  cities: { id: string; name: string }[];
  events: ScheduleEvent[];
}

export function ResultsView({
  q,
  date,
  dateLabel,
  selectedCities,
  selectedTypes,
  sort,
  cities,
  events,
}: ResultsViewProps) {
  const t = useTranslations("schedule");
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
    <div className="mx-auto w-full max-w-2xl space-y-4 px-4 py-5">
      <AppLink
        href="/schedule"
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        {t("title")}
      </AppLink>
      <PageHeader
        title={t("resultsTitle")}
        description={`${t("resultsSubtitle")}${dateLabel ? ` · ${dateLabel}` : ""}`}
      />
      <form
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          go({ q: term });
        }}
      >
        <Input
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          placeholder={t("resultsPlaceholder")}
          maxLength={SEARCH_MAX}
          data-testid="results-search"
          aria-label={t("resultsPlaceholder")}
        />
        <Button type="submit" size="icon" aria-label={t("search")}>
          <SearchIcon aria-hidden="true" />
        </Button>
      </form>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => setShowFilters((v) => !v)}
          aria-expanded={showFilters}
          data-testid="results-filters"
        >
          <SlidersHorizontalIcon aria-hidden="true" /> {t("filters")}
        </Button>
        <label className="sr-only" htmlFor="sort">
          {t("sortLabel")}
        </label>
        <select
          id="sort"
          value={sort}
          onChange={(e) => go({ sort: e.target.value })}
          className="h-9 rounded-lg border bg-background px-2 text-sm"
          data-testid="results-sort"
        >
          <option value="time">{t("sortTime")}</option>
          <option value="popularity">{t("sortPopularity")}</option>
          <option value="recent">{t("sortRecent")}</option>
        </select>
        {filtered && (
          <Button
            variant="link"
            size="sm"
            onClick={() => {
              setTerm("");
              go({ q: "", cities: [], types: [], date: null });
            }}
            data-testid="results-clear"
          >
            {t("clearFilters")}
          </Button>
        )}
      </div>
      {showFilters && (
        <div className="grid gap-4 rounded-2xl border bg-card p-4 sm:grid-cols-2">
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{t("typeLegend")}</legend>
            {EVENT_TYPES.map((type) => (
              <label key={type} className="flex items-center gap-2 py-1 text-sm">
                <Checkbox
                  checked={selectedTypes.includes(type)}
                  onCheckedChange={(v) => go({ types: toggle(selectedTypes, type, !!v) })}
                  data-testid={`filter-type-${type}`}
                />
                {t(`types.${type}`)}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{t("cityLegend")}</legend>
            {cities.map((c) => (
              <label key={c.id} className="flex items-center gap-2 py-1 text-sm">
                <Checkbox
                  checked={selectedCities.includes(c.id)}
                  onCheckedChange={(v) => go({ cities: toggle(selectedCities, c.id, !!v) })}
                  data-testid={`filter-city-${c.id}`}
                />
                {c.name}
              </label>
            ))}
          </fieldset>
        </div>
      )}
      <p className="text-sm font-medium" data-testid="results-count">
        {t("found", { count: events.length })}
      </p>
      {events.length === 0 ? (
        <div className="rounded-2xl border border-dashed p-8 text-center" data-testid="results-empty">
          <p className="text-sm text-muted-foreground">{t("resultsEmpty")}</p>
          <Button
            variant="outline"
            className="mt-3"
            onClick={() => {
              setTerm("");
              go({ q: "", cities: [], types: [], date: null });
            }}
          >
            {t("clearFilters")}
          </Button>
        </div>
      ) : (
        <EventCardList events={events} />
      )}
    </div>
  );
}
