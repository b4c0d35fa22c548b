"use client";

import { createContext, useContext, useState } from "react";
import { useNow } from "@/hooks/use-now";
import { type EventMarker, eventMarkers } from "@/lib/schedule-marker";
import type { ScheduleEvent } from "./event-dialog";
import { EventDialog } from "./lazy-event-dialog";
import type { EventCardsLabels, MarkerLabels } from "./schedule-label-types";

/**
 * A list of event cards and the event dialog they open (/schedule, /schedule/results). The cards
 * themselves are drawn by `EventCard` (components/schedule/event-card.tsx) on the server; only
 * their frame (the tap, the "now" ring) and their "Agora" / "A seguir" badge are client parts,
 * reading this list's state: the clock's markers (lib/schedule-marker.ts, live on the business
 * clock) and which card's dialog is open. The texts and the classes come from the server page
 * (./schedule-labels.tsx).
 */
interface CardsState {
  markers: Record<string, EventMarker>;
  open: (id: string) => void;
  labels: MarkerLabels;
  looks: EventCardsLabels["looks"];
}

const CardsContext = createContext<CardsState>({
  markers: {},
  open: () => {},
  labels: { now: "", next: "", nowLabel: "", nextLabel: "" },
  looks: {
    frame: { enrolled: { now: "", other: "" }, other: { now: "", other: "" } },
    marker: { now: "", next: "" },
  },
});

export interface EventCardsProps {
  events: ScheduleEvent[];
  /** The event whose dialog is open at first (a shared link, /schedule?event=…). */
  openEventId?: string | null;
  labels: EventCardsLabels;
  children: React.ReactNode;
}

export function EventCards({ events, openEventId = null, labels, children }: EventCardsProps) {
  const [open, setOpen] = useState<string | null>(openEventId);
  const markers = eventMarkers(events, useNow());
  const opened = events.find((e) => e.id === open) ?? null;
  return (
    <CardsContext value={{ markers, open: setOpen, labels: labels.markers, looks: labels.looks }}>
      {children}
      <EventDialog
        active={opened !== null}
        onLoadError={() => setOpen(null)}
        event={opened}
        onClose={() => setOpen(null)}
        labels={labels.dialog}
      />
    </CardsContext>
  );
}

/** A card's button: opens its event's dialog; ringed while the event is under way. */
export function EventCardFrame({
  id,
  enrolled,
  children,
}: {
  id: string;
  enrolled: boolean;
  children: React.ReactNode;
}) {
  const { markers, open, looks } = useContext(CardsContext);
  const marker = markers[id];
  return (
    <button
      type="button"
      onClick={() => open(id)}
      data-testid="event-card"
      data-event={id}
      data-enrolled={enrolled}
      data-marker={marker}
      className={looks.frame[enrolled ? "enrolled" : "other"][marker === "now" ? "now" : "other"]}
    >
      {children}
    </button>
  );
}

/** "Agora" / "A seguir" on a card, from the business clock (lib/schedule-marker.ts). */
export function EventCardMarker({ id }: { id: string }) {
  const { markers, labels, looks } = useContext(CardsContext);
  const marker = markers[id];
  if (!marker) return null;
  return (
    <span
      className={looks.marker[marker]}
      data-testid="event-card-marker"
      title={labels[marker === "now" ? "nowLabel" : "nextLabel"]}
    >
      {marker === "now" && (
        <span className="size-1.5 rounded-full bg-white motion-safe:animate-pulse" aria-hidden="true" />
      )}
      {labels[marker]}
    </span>
  );
}
