"use client";

import { AppLink } from "@/components/ui/app-link";
import { type ReactNode, useEffect, useState } from "react";
import type { BoardingPointView } from "@/components/checkin/boarding-card";
import type { BoardingCardLabels } from "@/components/checkin/transport-labels";
import type { ScheduleEvent } from "@/components/schedule/event-dialog";
import { EventDialog } from "@/components/schedule/lazy-event-dialog";
import type { EventDialogLabels } from "@/components/schedule/schedule-label-types";
import { lazyOverlay } from "@/components/ui/lazy-load";
import { whenIdle } from "@/lib/idle";

// The boarding card is loaded on its first open, or once the page is idle (it is shown at the bus
// door, offline too), as on /transport: its module, "Como chegar" and Button's classes stay out of
// the page's first load (docs/performance.md, "First-load JavaScript").
const BoardingCard = lazyOverlay(() =>
  import("@/components/checkin/boarding-card").then((m) => m.BoardingCardIfAny),
);

/** The sections' texts (./event-home-labels.tsx). */
export type EventHomeLabels = Record<
  | "nextCommitments"
  | "noCommitments"
  | "seeMyAgenda"
  | "nextBoarding"
  | "boardingCard"
  | "noBoarding"
  | "seeAllBoardings",
  string
> & {
  dialog: EventDialogLabels;
  /** Button's classes, merged by the server: the outline links (agenda, boardings), the card's. */
  looks: { link: string; card: string };
  /** The sections' icons, drawn by the server. */
  icons: Record<"commitments" | "clock" | "pin" | "bus" | "point" | "qr", React.ReactNode>;
};

export interface EventHomeSectionsProps {
  events: ScheduleEvent[];
  trip: {
    id: string;
    time: string;
    dateShort: string;
    origin: string;
    destination: string;
    boardingLocation: string;
    busId: string;
    /** The booked boarding point, its time there and its place (directions). */
    point: BoardingPointView;
  } | null;
  traveller: { name: string; memberCode: string };
  qr: string | null;
  /** The boarding card's texts, translated by the server page (components/checkin/transport-labels.ts). */
  cardLabels: BoardingCardLabels;
  /** The sections' and the event dialog's texts, translated by the server page (./event-home-labels.tsx). */
  labels: EventHomeLabels;
  /** "Como chegar" for the next trip's boarding point, drawn by the server page. */
  directions: ReactNode;
}

export function EventHomeSections({
  events,
  trip,
  traveller,
  qr,
  cardLabels,
  labels: t,
  directions,
}: EventHomeSectionsProps) {
  const [open, setOpen] = useState<string | null>(null);
  const [card, setCard] = useState(false);
  useEffect(() => whenIdle(BoardingCard.preload, 3000), []);
  return (
    <>
      <section aria-labelledby="next-events">
        <h2 id="next-events" className="mb-2 flex items-center gap-2 text-lg font-semibold">
          {t.icons.commitments}
          {t.nextCommitments}
        </h2>
        {events.length === 0 ? (
          <p
            className="rounded-2xl border border-dashed p-5 text-center text-sm text-muted-foreground"
            data-testid="next-events-empty"
          >
            {t.noCommitments}
          </p>
        ) : (
          <ul className="space-y-2">
            {events.map((e) => (
              <li key={e.id}>
                <button
                  type="button"
                  onClick={() => setOpen(e.id)}
                  className="w-full rounded-2xl border border-green-300 bg-green-50 p-4 text-left hover:bg-green-100 dark:border-green-800 dark:bg-green-950/40 dark:hover:bg-green-950/60"
                  data-testid="next-event"
                  data-event={e.id}
                >
                  <p className="font-semibold">{e.title}</p>
                  <p className="mt-1 flex items-center gap-1 text-sm text-muted-foreground">
                    {t.icons.clock}
                    {e.time}
                  </p>
                  <p className="flex items-center gap-1 text-sm text-muted-foreground">
                    {t.icons.pin}
                    {e.location}
                  </p>
                </button>
              </li>
            ))}
          </ul>
        )}
        <OutlineLink href="/schedule?view=mine" className={t.looks.link}>
          {t.seeMyAgenda}
        </OutlineLink>
      </section>

      <section aria-labelledby="next-trip">
        <h2 id="next-trip" className="mb-2 flex items-center gap-2 text-lg font-semibold">
          {t.icons.bus}
          {t.nextBoarding}
        </h2>
        {trip ? (
          <div className="rounded-2xl border bg-card p-4" data-testid="next-trip-card">
            <p className="text-xs text-muted-foreground">
              {trip.dateShort} · <span data-testid="next-trip-time">{trip.point.time}</span> ·{" "}
              <span className="font-mono">{trip.busId}</span>
            </p>
            <p className="mt-1 font-semibold">
              {trip.origin} → {trip.destination}
            </p>
            <p className="mt-1 flex items-start gap-1 text-sm" data-testid="next-trip-point">
              {t.icons.point}
              <span>
                <span className="font-medium">{trip.point.name}</span>
                {trip.point.address !== trip.point.name && (
                  <span className="block text-muted-foreground">{trip.point.address}</span>
                )}
              </span>
            </p>
            {directions}
            <button
              data-slot="button"
              data-variant="default"
              data-size="default"
              className={t.looks.card}
              onClick={() => setCard(true)}
              data-testid="next-trip-card-open"
            >
              {t.icons.qr} {t.boardingCard}
            </button>
          </div>
        ) : (
          <p className="rounded-2xl border border-dashed p-5 text-center text-sm text-muted-foreground">
            {t.noBoarding}
          </p>
        )}
        <OutlineLink href="/transport" className={t.looks.link}>
          {t.seeAllBoardings}
        </OutlineLink>
      </section>

      <EventDialog
        active={open !== null}
        onLoadError={() => setOpen(null)}
        event={events.find((e) => e.id === open) ?? null}
        onClose={() => setOpen(null)}
        labels={t.dialog}
      />
      <BoardingCard
        active={card && trip !== null && qr !== null}
        onLoadError={() => setCard(false)}
        card={
          card && trip && qr
            ? {
                qr,
                traveller,
                dateShort: trip.dateShort,
                trip,
                point: trip.point,
                onClose: () => setCard(false),
                labels: cardLabels,
              }
            : null
        }
      />
    </>
  );
}

/** A link drawn as Button's outline variant did (asChild), its classes merged by the server. */
function OutlineLink({
  href,
  className,
  children,
}: {
  href: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <AppLink href={href} data-slot="button" data-variant="outline" data-size="default" className={className}>
      {children}
    </AppLink>
  );
}
