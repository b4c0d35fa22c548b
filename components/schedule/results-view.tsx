import { ArrowLeftIcon } from "@/components/icons/svg/arrow-left";
import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/shell/page-header";
import { AppLink } from "@/components/ui/app-link";
import type { ScheduleEvent } from "./event-dialog";
import { EventCardList } from "./event-card";
import { ResultsSearch, type ResultsSearchProps } from "./results-search";
import type { EventCardsLabels } from "./schedule-label-types";

export type ResultsViewProps = Omit<ResultsSearchProps, "found" | "list" | "labels" | "maxLength"> & {
  dateLabel: string | null;
  events: ScheduleEvent[];
  labels: { cards: EventCardsLabels; search: ResultsSearchProps["labels"]; searchMax: number };
};

/**
 * /schedule/results, drawn on the server: the back link, the header and the cards; the search,
 * filters, sort, count and empty state are ./results-search.tsx (docs/performance.md, "First-load
 * JavaScript", "The schedule translated and merged on the server").
 */
export function ResultsView({ dateLabel, events, labels, ...search }: ResultsViewProps) {
  const t = useTranslations("schedule");
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
      <ResultsSearch
        {...search}
        found={t("found", { count: events.length })}
        list={events.length === 0 ? null : <EventCardList events={events} labels={labels.cards} />}
        maxLength={labels.searchMax}
        labels={labels.search}
      />
    </div>
  );
}
