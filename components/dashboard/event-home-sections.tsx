"use client";

import { AppLink } from "@/components/ui/app-link";
import { useState } from "react";
import { BoardingCard, type BoardingPointView } from "@/components/checkin/boarding-card";
import type { BoardingCardLabels } from "@/components/checkin/transport-labels";
import { DirectionsLinksView, type DirectionsLabels } from "@/components/maps/directions-links-view";
import type { ScheduleEvent } from "@/components/schedule/event-dialog";
import { EventDialog } from "@/components/schedule/lazy-event-dialog";
import { Button } from "@/components/ui/button";
import type { EventDialogLabels } from "@/components/schedule/schedule-label-types";

/** The sections' texts (./event-home-labels.tsx); `directions` is "Como chegar" for the next trip's boarding point. */
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
  directions: DirectionsLabels;
  dialog: EventDialogLabels;
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
}

export function EventHomeSections({
  events,
  trip,
  traveller,
  qr,
  cardLabels,
  labels: t,
}: EventHomeSectionsProps) {
  const [open, setOpen] = useState<string | null>(null);
  const [card, setCard] = useState(false);
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
        <Button asChild variant="outline" className="mt-2 w-full">
          <AppLink href="/schedule?view=mine">{t.seeMyAgenda}</AppLink>
        </Button>
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
            <DirectionsLinksView
              className="mt-3"
              labels={t.directions}
              query={`${trip.point.name}, ${trip.point.address}`}
              latitude={trip.point.latitude}
              longitude={trip.point.longitude}
            />
            <Button className="mt-3 w-full" onClick={() => setCard(true)} data-testid="next-trip-card-open">
              {t.icons.qr} {t.boardingCard}
            </Button>
          </div>
        ) : (
          <p className="rounded-2xl border border-dashed p-5 text-center text-sm text-muted-foreground">
            {t.noBoarding}
          </p>
        )}
        <Button asChild variant="outline" className="mt-2 w-full">
          <AppLink href="/transport">{t.seeAllBoardings}</AppLink>
        </Button>
      </section>

      <EventDialog
        active={open !== null}
        onLoadError={() => setOpen(null)}
        event={events.find((e) => e.id === open) ?? null}
        onClose={() => setOpen(null)}
        labels={t.dialog}
      />
      {card && trip && qr && (
        <BoardingCard
          qr={qr}
          traveller={traveller}
          dateShort={trip.dateShort}
          trip={trip}
          point={trip.point}
          onClose={() => setCard(false)}
          labels={cardLabels}
        />
      )}
    </>
  );
}
