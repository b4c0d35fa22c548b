"use client";

import { useRouter } from "next/navigation";
import { type ComponentProps, createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { lazyOverlay } from "@/components/ui/lazy-load";
import { whenIdle } from "@/lib/idle";
import type { TransportOffer, TransportTrip } from "./transport-screen";
import type { TransportLabels } from "./transport-labels";

// /transport's browser code (docs/performance.md, "First-load JavaScript"): the server page draws
// the screen (./transport-screen.tsx); here are its buttons, the city's select and the state of
// the overlays they open. The booking sheet, the cancel question and the boarding card are one
// module, loaded on the first open of any of them or once the page is idle (the card is shown at
// the bus door, offline too).
const loadOverlays = () => import("./transport-overlays");
const TripBookingSheet = lazyOverlay(() => loadOverlays().then((m) => m.TripBookingSheet));
const TripCancelDialog = lazyOverlay(() => loadOverlays().then((m) => m.TripCancelDialog));
const BoardingCard = lazyOverlay(() => loadOverlays().then((m) => m.BoardingCardIfAny));

/** What a button opens: a traveller's boarding card or cancel question, or an offer's booking sheet. */
export type TransportActionTarget =
  { kind: "card" | "cancel"; trip: string; booking: string } | { kind: "book"; offer: string };

const Open = createContext<(action: TransportActionTarget) => void>(() => {});

/** The screen's overlays and their state, around the server's screen (`children`). */
export function TransportActions({
  className,
  dateShort,
  qrs,
  trips,
  offers,
  labels: t,
  children,
}: {
  className: string;
  dateShort: string;
  /** Pass QR per person with a seat that day. */
  qrs: Record<string, string>;
  trips: TransportTrip[];
  offers: TransportOffer[];
  labels: TransportLabels;
  children: ReactNode;
}) {
  const router = useRouter();
  const [card, setCard] = useState<{ trip: string; booking: string } | null>(null);
  const [booking, setBooking] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<{ trip: string; booking: string } | null>(null);
  // The overlays open offline too (the boarding card at the bus door): fetched once idle.
  useEffect(() => whenIdle(BoardingCard.preload, 3000), []);

  const find = (at: { trip: string; booking: string } | null) => {
    const trip = at && trips.find((x) => x.id === at.trip);
    const traveller = at && trip?.travellers.find((p) => p.bookingId === at.booking);
    return trip && traveller ? { trip, traveller } : null;
  };
  const shown = find(card);
  const cancel = find(cancelling);
  const offer = offers.find((o) => o.id === booking) ?? null;
  const open = (action: TransportActionTarget) => {
    if (action.kind === "book") setBooking(action.offer);
    else (action.kind === "card" ? setCard : setCancelling)({ trip: action.trip, booking: action.booking });
  };

  return (
    <div className={className}>
      <Open value={open}>{children}</Open>

      <TripBookingSheet
        active={offer !== null}
        onLoadError={() => setBooking(null)}
        offer={offer}
        onClose={() => setBooking(null)}
        onBooked={() => {
          setBooking(null);
          router.refresh();
        }}
        labels={t.booking}
      />

      <TripCancelDialog
        active={cancel !== null}
        onLoadError={() => setCancelling(null)}
        cancelling={
          cancel && {
            bookingId: cancel.traveller.bookingId,
            name: cancel.traveller.name,
            busId: cancel.trip.busId,
            time: cancel.traveller.point.time,
          }
        }
        onClose={() => setCancelling(null)}
        labels={t}
      />

      <BoardingCard
        active={shown !== null}
        onLoadError={() => setCard(null)}
        card={
          shown && qrs[shown.traveller.userId]
            ? {
                qr: qrs[shown.traveller.userId]!,
                traveller: { name: shown.traveller.name, memberCode: shown.traveller.memberCode },
                dateShort,
                trip: shown.trip,
                point: shown.traveller.point,
                onClose: () => setCard(null),
                labels: t.card,
              }
            : null
        }
      />
    </div>
  );
}

/** A button of the screen (drawn by the server with Button's look) that opens its overlay. */
export function TransportAction({
  action,
  ...props
}: Omit<ComponentProps<"button">, "onClick"> & { action: TransportActionTarget }) {
  const open = useContext(Open);
  return <button {...props} onClick={() => open(action)} />;
}

/** The city's select: another city's buses of the same day. */
export function CitySelect({ day, ...props }: Omit<ComponentProps<"select">, "onChange"> & { day: string }) {
  const router = useRouter();
  return (
    <select {...props} onChange={(e) => router.replace(`/transport?date=${day}&city=${e.target.value}`)} />
  );
}
