"use client";

import {
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ClockIcon,
  CalendarPlusIcon,
  MapPinIcon,
  SearchIcon,
  TriangleAlertIcon,
} from "lucide-react";
import { AppLink } from "@/components/ui/app-link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { PageHeader } from "@/components/shell/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { useNow } from "@/hooks/use-now";
import { type EventMarker, eventMarkers } from "@/lib/schedule-marker";
import { cn } from "@/lib/utils";
import { EVENT_TYPES, SEARCH_MAX } from "@/lib/validations/limits";
import type { EventType } from "@/lib/validations/schedule";
import { InPortugueseBadge } from "@/components/i18n/in-portuguese-badge";
import { AgendaGoogleCalendar, type AgendaCalendarItem } from "./agenda-google-calendar";
import type { ScheduleEvent } from "./event-dialog";
import { EventDialog } from "./lazy-event-dialog";

export interface ScheduleViewProps {
  city: string;
  cities: { id: string; name: string }[];
  day: string;
  dayLabel: string;
  prevDay: string | null;
  nextDay: string | null;
  mine: boolean;
  showBanner: boolean;
  openEventId: string | null;
  events: ScheduleEvent[];
  /** The whole agenda (every day), one Google Agenda link each. */
  agenda: AgendaCalendarItem[];
}

/** "Agora" / "A seguir" on a card, from the business clock (lib/schedule-marker.ts). */
function MarkerBadge({ marker }: { marker: EventMarker }) {
  const t = useTranslations("clock");
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[11px] font-bold tracking-wide uppercase",
        marker === "now" ? "bg-fuchsia-600 text-white" : "bg-violet-100 text-violet-800",
      )}
      data-testid="event-card-marker"
      title={t(marker === "now" ? "nowLabel" : "nextLabel")}
    >
      {marker === "now" && (
        <span className="size-1.5 rounded-full bg-white motion-safe:animate-pulse" aria-hidden="true" />
      )}
      {t(marker)}
    </span>
  );
}

export function EventCard({
  event,
  onOpen,
  marker,
}: {
  event: ScheduleEvent;
  onOpen: () => void;
  marker?: EventMarker;
}) {
  const t = useTranslations("schedule");
  const full = event.enrolled >= event.capacity;
  return (
    <button
      type="button"
      onClick={onOpen}
      data-testid="event-card"
      data-event={event.id}
      data-enrolled={event.isEnrolled}
      data-marker={marker}
      className={cn(
        "w-full rounded-2xl border p-4 text-left shadow-sm transition-colors hover:bg-muted/60",
        event.isEnrolled
          ? "border-green-300 bg-green-50 dark:border-green-800 dark:bg-green-950/40"
          : "bg-card",
        marker === "now" && "ring-2 ring-fuchsia-500 ring-offset-1",
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <span className="flex flex-wrap items-center gap-2">
          <span className="text-xs font-medium tracking-wide text-violet-700 uppercase dark:text-violet-300">
            {t(`types.${event.type}`)}
          </span>
          {marker && <MarkerBadge marker={marker} />}
        </span>
        {event.isEnrolled && (
          <Badge className="bg-green-700 text-white" data-testid="event-card-enrolled">
            {t("enrolledBadge")}
          </Badge>
        )}
      </div>
      <p className="mt-1 leading-snug font-semibold" lang={event.translated ? undefined : "pt"}>
        {event.title}
      </p>
      {!event.translated && <InPortugueseBadge className="mt-1" />}
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <span className="flex items-center gap-1">
          <ClockIcon className="size-3.5" aria-hidden="true" />
          {event.time}
        </span>
        <span className="flex items-center gap-1">
          <MapPinIcon className="size-3.5" aria-hidden="true" />
          {event.location}
        </span>
      </p>
      <p
        className={cn(
          "mt-1 text-xs",
          full ? "font-semibold text-red-600 dark:text-red-400" : "text-muted-foreground",
        )}
        data-testid="event-card-count"
      >
        {t("enrolledOf", { enrolled: event.enrolled, capacity: event.capacity })}
      </p>
    </button>
  );
}

export function ScheduleView({
  city,
  cities,
  day,
  dayLabel,
  prevDay,
  nextDay,
  mine,
  showBanner,
  openEventId,
  events,
  agenda,
}: ScheduleViewProps) {
  const t = useTranslations("schedule");
  const router = useRouter();
  const [open, setOpen] = useState<string | null>(openEventId);
  const [term, setTerm] = useState("");
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [types, setTypes] = useState<EventType[]>([]);

  const href = (changes: Record<string, string | null>) => {
    const params = new URLSearchParams({ city, date: day, ...(mine ? { view: "mine" } : {}) });
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) params.delete(k);
      else params.set(k, v);
    }
    return `/schedule?${params}`;
  };
  const search = () => {
    const params = new URLSearchParams({ q: term.trim(), city, date: day });
    if (types.length) params.set("types", types.join(","));
    router.push(`/schedule/results?${params}`);
  };
  const opened = events.find((e) => e.id === open) ?? null;
  const markers = eventMarkers(events, useNow());

  return (
    <div className="mx-auto w-full max-w-2xl space-y-4 px-4 py-5">
      <PageHeader
        title={t("title")}
        action={
          <AppLink
            href={href({ view: mine ? null : "mine" })}
            replace
            className="shrink-0 rounded-full border bg-card px-3 py-1.5 text-sm font-medium whitespace-nowrap hover:bg-muted"
            data-testid="schedule-toggle"
            role="button"
            aria-pressed={mine}
          >
            {mine ? t("showAll") : t("myAgenda")}
          </AppLink>
        }
      />

      {showBanner && (
        <AppLink
          href="/schedule/builder"
          className="flex items-center gap-2 rounded-2xl bg-red-600 px-4 py-3 text-sm font-medium text-white shadow"
          data-testid="schedule-banner"
        >
          <TriangleAlertIcon className="size-4 shrink-0" aria-hidden="true" /> {t("banner")}
        </AppLink>
      )}

      <div className="grid gap-2 rounded-2xl border bg-card p-3">
        <label className="text-xs font-medium text-muted-foreground" htmlFor="city-select">
          {t("city")}
        </label>
        <select
          id="city-select"
          value={city}
          onChange={(e) => router.replace(href({ city: e.target.value }))}
          className="h-10 rounded-lg border bg-background px-3 text-sm"
          data-testid="schedule-city"
        >
          {cities.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <div className="flex items-center justify-between gap-2">
          {prevDay ? (
            <AppLink
              href={href({ date: prevDay })}
              replace
              aria-label={t("previousDay")}
              className="inline-flex size-10 items-center justify-center rounded-full border hover:bg-muted"
              data-testid="schedule-prev"
            >
              <ChevronLeftIcon aria-hidden="true" />
            </AppLink>
          ) : (
            <span className="size-10" />
          )}
          <p className="text-center font-semibold first-letter:uppercase" data-testid="schedule-day">
            {dayLabel}
          </p>
          {nextDay ? (
            <AppLink
              href={href({ date: nextDay })}
              replace
              aria-label={t("nextDay")}
              className="inline-flex size-10 items-center justify-center rounded-full border hover:bg-muted"
              data-testid="schedule-next"
            >
              <ChevronRightIcon aria-hidden="true" />
            </AppLink>
          ) : (
            <span className="size-10" />
          )}
        </div>
      </div>

      {events.length === 0 ? (
        <div className="rounded-2xl border border-dashed p-8 text-center" data-testid="schedule-empty">
          <p className="font-semibold">{t("emptyTitle")}</p>
          <p className="text-sm text-muted-foreground">{t("emptyText")}</p>
        </div>
      ) : (
        <ul className="space-y-3">
          {events.map((e) => (
            <li key={e.id}>
              <EventCard event={e} onOpen={() => setOpen(e.id)} marker={markers[e.id]} />
            </li>
          ))}
        </ul>
      )}

      <a
        href="/api/schedule/ics"
        className="flex items-center justify-center gap-1.5 text-sm text-violet-700 hover:underline dark:text-violet-300"
        data-testid="schedule-ics"
      >
        <CalendarPlusIcon className="size-4" aria-hidden="true" /> {t("addAgendaToCalendar")}
      </a>
      <AgendaGoogleCalendar items={agenda} />

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

      <EventDialog
        active={opened !== null}
        onLoadError={() => setOpen(null)}
        event={opened}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}
