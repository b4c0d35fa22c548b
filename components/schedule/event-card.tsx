import { ClockIcon } from "@/components/icons/svg/clock";
import { MapPinIcon } from "@/components/icons/svg/map-pin";
import { useTranslations } from "next-intl";
import { InPortugueseBadge } from "@/components/i18n/in-portuguese-badge";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import type { ScheduleEvent } from "./event-dialog";
import { EventCardFrame, EventCardMarker, EventCards } from "./event-cards";
import type { EventCardsLabels } from "./schedule-label-types";

/**
 * One event of a schedule list, inside `EventCards`. Server code (/schedule, /schedule/results):
 * only the frame and the marker hydrate, with their texts from the page (./schedule-labels.tsx).
 */
export function EventCard({ event }: { event: ScheduleEvent }) {
  const t = useTranslations("schedule");
  const full = event.enrolled >= event.capacity;
  return (
    <EventCardFrame id={event.id} enrolled={event.isEnrolled}>
      <div className="flex items-start justify-between gap-2">
        <span className="flex flex-wrap items-center gap-2">
          <span className="text-xs font-medium tracking-wide text-violet-700 uppercase dark:text-violet-300">
            {t(`types.${event.type}`)}
          </span>
          <EventCardMarker id={event.id} />
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
    </EventCardFrame>
  );
}

/** A schedule list: its cards and the dialog they open (`openEventId`: open at first). */
export function EventCardList({
  events,
  openEventId,
  labels,
}: {
  events: ScheduleEvent[];
  openEventId?: string | null;
  labels: EventCardsLabels;
}) {
  return (
    <EventCards events={events} openEventId={openEventId} labels={labels}>
      <ul className="space-y-3">
        {events.map((e) => (
          <li key={e.id}>
            <EventCard event={e} />
          </li>
        ))}
      </ul>
    </EventCards>
  );
}
