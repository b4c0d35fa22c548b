"use client";

import { MapPinIcon } from "@/components/icons/svg/map-pin";
import { useState } from "react";
import { directionsFor, type BoardingPointView } from "./boarding-card";
import type { TripBookingLabels } from "./transport-labels";
import { DirectionsLinksView } from "@/components/maps/directions-links-view";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from "@/components/ui/sheet";
import { useApiAction } from "@/hooks/use-api-action";
import { apiFetch } from "@/lib/api-client";
import type { SeatsBooked } from "@/lib/server/services/transport/bookings";
import { fillIn } from "@/lib/i18n/fill-in";
import { formatPlural } from "@/lib/i18n/plural";
import { toast } from "@/lib/toast";

/** A bus of the chosen city and day, as the booking list and sheet show it. */
export interface TripOffer {
  id: string;
  time: string;
  origin: string;
  destination: string;
  busId: string;
  direction: "OUTBOUND" | "RETURN";
  seatsLeft: number;
  open: boolean;
  points: BoardingPointView[];
  /** The account holder and dependents, with why one cannot take this bus (null: they can). */
  travellers: {
    id: string;
    self: boolean;
    name: string;
    blocked: "noTicket" | "alreadyThisBus" | "alreadyOther" | null;
  }[];
}

/** 'Reservar lugar': choose the boarding point (with directions) and who travels, then book. */
export function TripBookingSheet({
  offer,
  onClose,
  onBooked,
  labels,
}: {
  offer: TripOffer | null;
  onClose: () => void;
  onBooked: () => void;
  /** The texts, translated by the server page (./transport-labels.ts). */
  labels: TripBookingLabels;
}) {
  return (
    <Sheet open={offer !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent
        side="bottom"
        className="max-h-[90dvh] overflow-y-auto rounded-t-3xl"
        closeLabel={labels.close}
        data-testid="trip-booking-sheet"
      >
        {/* Keyed by trip: each opening starts from that bus's defaults. */}
        {offer && (
          <BookingForm key={offer.id} offer={offer} onClose={onClose} onBooked={onBooked} labels={labels} />
        )}
      </SheetContent>
    </Sheet>
  );
}

function BookingForm({
  offer,
  onClose,
  onBooked,
  labels: tb,
}: {
  offer: TripOffer;
  onClose: () => void;
  onBooked: () => void;
  labels: TripBookingLabels;
}) {
  const [pointId, setPointId] = useState(offer.points[0]?.id ?? "");
  // Everyone who may take this bus goes by default (families travel together).
  const [chosen, setChosen] = useState<string[]>(
    offer.travellers.filter((p) => p.blocked === null).map((p) => p.id),
  );
  const point = offer.points.find((p) => p.id === pointId);
  const { run, busy } = useApiAction(
    () =>
      apiFetch<SeatsBooked>("/api/transport/bookings", {
        body: { tripId: offer.id, boardingPointId: pointId, travellerIds: chosen },
      }),
    {
      fallback: tb.failed,
      onSuccess: (result) => {
        toast.success(formatPlural(tb.bookedToast, result.booked.length, tb.locale));
        onBooked();
      },
    },
  );

  return (
    <>
      <SheetHeader>
        <SheetTitle>{tb.chooseTitle}</SheetTitle>
        <SheetDescription>
          {offer.direction === "OUTBOUND" ? tb.outbound : tb.return} · {offer.time} · {offer.origin} →{" "}
          {offer.destination} · <span className="font-mono">{offer.busId}</span>
        </SheetDescription>
      </SheetHeader>
      <div className="space-y-5 px-4">
        <fieldset>
          <legend className="mb-2 text-sm font-medium">{tb.choosePoint}</legend>
          <RadioGroup value={pointId} onValueChange={setPointId} className="gap-2">
            {offer.points.map((p) => (
              <Label
                key={p.id}
                htmlFor={`point-${p.id}`}
                className="flex cursor-pointer items-start gap-3 rounded-xl border p-3 font-normal has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
              >
                <RadioGroupItem
                  value={p.id}
                  id={`point-${p.id}`}
                  className="mt-0.5"
                  data-testid="booking-point"
                  data-point={p.id}
                />
                <span className="min-w-0">
                  <span className="block font-medium">
                    {fillIn(tb.pointAt, { time: p.time, name: p.name })}
                  </span>
                  <span className="mt-0.5 flex items-start gap-1 text-sm text-muted-foreground">
                    <MapPinIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                    {p.address}
                  </span>
                </span>
              </Label>
            ))}
          </RadioGroup>
          {point && (
            <DirectionsLinksView
              className="mt-3"
              labels={directionsFor(tb.directions, point.name)}
              query={`${point.name}, ${point.address}`}
              latitude={point.latitude}
              longitude={point.longitude}
            />
          )}
        </fieldset>
        <fieldset>
          <legend className="mb-2 text-sm font-medium">{tb.chooseTravellers}</legend>
          <ul className="space-y-2">
            {offer.travellers.map((p) => (
              <li key={p.id}>
                <Label
                  htmlFor={`traveller-${p.id}`}
                  className="flex cursor-pointer items-center gap-3 rounded-xl border p-3 font-normal has-[[data-disabled]]:cursor-not-allowed has-[[data-disabled]]:opacity-60"
                >
                  <Checkbox
                    id={`traveller-${p.id}`}
                    checked={chosen.includes(p.id)}
                    disabled={p.blocked !== null}
                    onCheckedChange={(on) =>
                      setChosen((c) => (on === true ? [...c, p.id] : c.filter((x) => x !== p.id)))
                    }
                    data-testid="booking-traveller"
                    data-person={p.id}
                  />
                  <span className="min-w-0">
                    <span className="block font-medium">
                      {p.name}
                      {p.self && <span className="text-muted-foreground"> ({tb.you})</span>}
                    </span>
                    {p.blocked && (
                      <span
                        className="block text-sm text-muted-foreground"
                        data-testid="booking-traveller-blocked"
                      >
                        {p.blocked === "alreadyOther" ? tb.alreadyOther[offer.direction] : tb[p.blocked]}
                      </span>
                    )}
                  </span>
                </Label>
              </li>
            ))}
          </ul>
          {chosen.length === 0 && <p className="mt-2 text-sm text-muted-foreground">{tb.pickTraveller}</p>}
        </fieldset>
      </div>
      <SheetFooter className="grid grid-cols-2 gap-2">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {tb.cancel}
        </Button>
        <Button
          onClick={() => void run()}
          disabled={busy || chosen.length === 0 || !point}
          data-testid="booking-confirm"
        >
          {tb.confirm}
        </Button>
      </SheetFooter>
    </>
  );
}
