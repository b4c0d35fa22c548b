import { CalendarPlusIcon } from "@/components/icons/svg/calendar-plus";
import { ChevronLeftIcon } from "@/components/icons/svg/chevron-left";
import { ChevronRightIcon } from "@/components/icons/svg/chevron-right";
import { TriangleAlertIcon } from "@/components/icons/svg/triangle-exclamation-point";
import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/shell/page-header";
import { AppLink } from "@/components/ui/app-link";
import { AgendaGoogleCalendar, type AgendaCalendarItem } from "./agenda-google-calendar";
import { EventCardList } from "./event-card";
import type { ScheduleEvent } from "./event-dialog";
import { ScheduleCitySelect, ScheduleSearch } from "./schedule-controls";
import type { AgendaLabels, EventCardsLabels, ScheduleSearchLabels } from "./schedule-label-types";

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
  /** The client parts' texts and looks (./schedule-labels.tsx); `searchMax` is SEARCH_MAX. */
  labels: { cards: EventCardsLabels; search: ScheduleSearchLabels; agenda: AgendaLabels; searchMax: number };
}

/**
 * /schedule: one city's day. Drawn on the server; the client parts are the links, the city
 * select, the cards' frames and markers with the event dialog (EventCards), the Google Agenda
 * list and the search box (docs/performance.md, "/schedule on the server"), which get their texts
 * and looks from the page ("The schedule translated and merged on the server").
 */
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
  labels,
}: ScheduleViewProps) {
  const t = useTranslations("schedule");

  const href = (changes: Record<string, string | null>) => {
    const params = new URLSearchParams({ city, date: day, ...(mine ? { view: "mine" } : {}) });
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) params.delete(k);
      else params.set(k, v);
    }
    return `/schedule?${params}`;
  };

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
        <ScheduleCitySelect
          city={city}
          cities={cities}
          hrefs={Object.fromEntries(cities.map((c) => [c.id, href({ city: c.id })]))}
          label={t("city")}
        />
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
        <EventCardList events={events} openEventId={openEventId} labels={labels.cards} />
      )}

      <a
        href="/api/schedule/ics"
        className="flex items-center justify-center gap-1.5 text-sm text-violet-700 hover:underline dark:text-violet-300"
        data-testid="schedule-ics"
      >
        <CalendarPlusIcon className="size-4" aria-hidden="true" /> {t("addAgendaToCalendar")}
      </a>
      <AgendaGoogleCalendar items={agenda} labels={labels.agenda} />

      <ScheduleSearch city={city} day={day} maxLength={labels.searchMax} labels={labels.search} />
    </div>
  );
}
