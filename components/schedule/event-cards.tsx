"use client";

import { useTranslations } from "next-intl";
import { createContext, useContext, useState } from "react";
import { useNow } from "@/hooks/use-now";
import { type EventMarker, eventMarkers } from "@/lib/schedule-marker";
import { cn } from "@/lib/utils";
import type { ScheduleEvent } from "./event-dialog";
import { EventDialog } from "./lazy-event-dialog";

/**
 * A list of event cards and the event dialog they open (/schedule, /schedule/results). The cards
 * themselves are drawn by `EventCard` (components/schedule/event-card.tsx), on the server where
 * the list is the page's (/schedule); only their frame (the tap, the "now" ring) and their
 * "Agora" / "A seguir" badge are client parts, reading this list's state: the clock's markers
 * (lib/schedule-marker.ts, live on the business clock) and which card's dialog is open.
 */
interface CardsState {
  markers: Record<string, EventMarker>;
  open: (id: string) => void;
}

const CardsContext = createContext<CardsState>({ markers: {}, open: () => {} });

export interface EventCardsProps {
  events: ScheduleEvent[];
  /** The event whose dialog is open at first (a shared link, /schedule?event=…). */
  openEventId?: string | null;
  children: React.ReactNode;
}

export function EventCards({ events, openEventId = null, children }: EventCardsProps) {
  const [open, setOpen] = useState<string | null>(openEventId);
  const markers = eventMarkers(events, useNow());
  const opened = events.find((e) => e.id === open) ?? null;
  return (
    <CardsContext value={{ markers, open: setOpen }}>
      {children}
      <EventDialog
        active={opened !== null}
        onLoadError={() => setOpen(null)}
        event={opened}
        onClose={() => setOpen(null)}
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
  const { markers, open } = useContext(CardsContext);
  const marker = markers[id];
  return (
    <button
      type="button"
      onClick={() => open(id)}
      data-testid="event-card"
      data-event={id}
      data-enrolled={enrolled}
      data-marker={marker}
      className={cn(
        "w-full rounded-2xl border p-4 text-left shadow-sm transition-colors hover:bg-muted/60",
        enrolled ? "border-green-300 bg-green-50 dark:border-green-800 dark:bg-green-950/40" : "bg-card",
        marker === "now" && "ring-2 ring-fuchsia-500 ring-offset-1",
      )}
    >
      {children}
    </button>
  );
}

/** "Agora" / "A seguir" on a card, from the business clock (lib/schedule-marker.ts). */
export function EventCardMarker({ id }: { id: string }) {
  const marker = useContext(CardsContext).markers[id];
  const t = useTranslations("clock");
  if (!marker) return null;
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
