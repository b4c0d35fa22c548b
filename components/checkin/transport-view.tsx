"use client";

import { BusIcon } from "@/components/icons/svg/bus";
import { ChevronLeftIcon } from "@/components/icons/svg/chevron-left";
import { ChevronRightIcon } from "@/components/icons/svg/chevron-right";
import { CheckCircle2Icon } from "@/components/icons/svg/circle-check";
import { MapPinIcon } from "@/components/icons/svg/map-pin";
import { QrCodeIcon } from "@/components/icons/svg/qr-code";
import { UsersIcon } from "@/components/icons/svg/users";
import { AppLink } from "@/components/ui/app-link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { BoardingCard, type BoardingPointView } from "./boarding-card";
import type { TripOffer } from "./trip-booking-sheet";
import type { TransportLabels } from "./transport-labels";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LazyAlertDialog, lazyOverlay } from "@/components/ui/lazy-overlay";
import { NativeSelect } from "@/components/ui/native-select";
import { PageHeader } from "@/components/shell/page-header";
import { useApiAction } from "@/hooks/use-api-action";
import { apiFetch } from "@/lib/api-client";
import { fillIn } from "@/lib/i18n/fill-in";
import { formatPlural } from "@/lib/i18n/plural";
import type { BookingCancelled } from "@/lib/server/services/transport/bookings";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";

// Loaded on its first open (components/ui/lazy-overlay.tsx).
const TripBookingSheet = lazyOverlay(() => import("./trip-booking-sheet").then((m) => m.TripBookingSheet));

export type { TripOffer };

export interface BookedTraveller {
  bookingId: string;
  userId: string;
  self: boolean;
  name: string;
  memberCode: string;
  point: BoardingPointView;
  completed: boolean;
  completedTime: string | null;
}

export interface TransportTrip {
  id: string;
  time: string;
  origin: string;
  destination: string;
  busId: string;
  direction: "OUTBOUND" | "RETURN";
  /** Not yet departed: seats can still be given back. */
  open: boolean;
  travellers: BookedTraveller[];
}

export interface TransportViewProps {
  day: string;
  dayLabel: string;
  dateShort: string;
  prevDay: string | null;
  nextDay: string | null;
  cities: { id: string; name: string }[];
  city: string | null;
  /** Pass QR per person with a seat that day. */
  qrs: Record<string, string>;
  groups: { cityId: string; cityName: string; trips: TransportTrip[] }[];
  offers: TripOffer[];
  /** The texts, translated by the server page (./transport-labels.ts). */
  labels: TransportLabels;
}

export function TransportView({
  day,
  dayLabel,
  dateShort,
  prevDay,
  nextDay,
  cities,
  city,
  qrs,
  groups,
  offers,
  labels: t,
}: TransportViewProps) {
  const router = useRouter();
  const [card, setCard] = useState<{ trip: TransportTrip; traveller: BookedTraveller } | null>(null);
  const [booking, setBooking] = useState<TripOffer | null>(null);
  const [cancelling, setCancelling] = useState<{ trip: TransportTrip; traveller: BookedTraveller } | null>(
    null,
  );
  const cityName = cities.find((c) => c.id === city)?.name ?? "";

  const { run: cancel, busy: cancelBusy } = useApiAction(
    (bookingId: string) =>
      apiFetch<BookingCancelled>(`/api/transport/bookings/${bookingId}`, { method: "DELETE" }),
    {
      fallback: t.failed,
      onSuccess: () => {
        toast.success(t.cancelledToast);
        setCancelling(null);
        router.refresh();
      },
      onError: () => {
        setCancelling(null);
        router.refresh();
      },
    },
  );

  const dayHref = (d: string) => `/transport?date=${d}${city ? `&city=${city}` : ""}`;
  const dayLink = (target: string | null, label: string, icon: React.ReactNode, testId: string) =>
    target ? (
      <AppLink
        href={dayHref(target)}
        replace
        aria-label={label}
        data-testid={testId}
        className="inline-flex size-10 items-center justify-center rounded-full border bg-card hover:bg-muted"
      >
        {icon}
      </AppLink>
    ) : (
      <span
        aria-hidden="true"
        className="inline-flex size-10 items-center justify-center rounded-full border text-muted-foreground/40"
      >
        {icon}
      </span>
    );

  const direction = (d: "OUTBOUND" | "RETURN") => (
    <Badge variant={d === "OUTBOUND" ? "secondary" : "outline"} data-testid="trip-direction">
      {d === "OUTBOUND" ? t.outbound : t.return}
    </Badge>
  );

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-5">
      <PageHeader title={t.title} description={t.subtitle} />

      <div className="mt-4 flex items-center justify-between gap-3 rounded-2xl border bg-card p-2">
        {dayLink(prevDay, t.previousDay, <ChevronLeftIcon aria-hidden="true" />, "transport-prev")}
        <p className="text-center font-semibold first-letter:uppercase" data-testid="transport-day">
          {dayLabel}
        </p>
        {dayLink(nextDay, t.nextDay, <ChevronRightIcon aria-hidden="true" />, "transport-next")}
      </div>

      {groups.length === 0 ? (
        <div
          className="mt-8 flex flex-col items-center gap-3 text-center text-muted-foreground"
          data-testid="transport-empty"
        >
          <BusIcon className="size-12 opacity-40" aria-hidden="true" />
          <p>{t.empty}</p>
        </div>
      ) : (
        <>
          <h2 className="mt-6 text-lg font-semibold">{t.booked}</h2>
          {groups.map((g) => (
            <section key={g.cityId} className="mt-3" aria-labelledby={`city-${g.cityId}`}>
              <h3
                id={`city-${g.cityId}`}
                className="mb-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase"
              >
                {g.cityName}
              </h3>
              <ul className="space-y-3">
                {g.trips.map((trip) => {
                  const allBoarded = trip.travellers.every((p) => p.completed);
                  return (
                    <li
                      key={trip.id}
                      data-testid="trip-card"
                      data-trip={trip.id}
                      className={cn(
                        "rounded-2xl border p-4 shadow-sm",
                        allBoarded
                          ? "border-green-300 bg-green-50 dark:border-green-800 dark:bg-green-950/40"
                          : "bg-card",
                      )}
                    >
                      <div className="flex items-start justify-between gap-3">
                        <div>
                          <p className="flex items-center gap-2 text-xs text-muted-foreground">
                            {direction(trip.direction)} {dateShort} · {trip.time}
                          </p>
                          <p className="mt-1 font-semibold">
                            {trip.origin} → {trip.destination}
                          </p>
                        </div>
                        <span className="shrink-0 rounded-full bg-muted px-2.5 py-1 font-mono text-xs whitespace-nowrap">
                          {trip.busId}
                        </span>
                      </div>
                      <ul className="mt-3 divide-y border-t">
                        {trip.travellers.map((p) => (
                          <li
                            key={p.bookingId}
                            className="py-3 last:pb-0"
                            data-testid="trip-traveller"
                            data-person={p.userId}
                          >
                            <p className="font-medium">{p.name}</p>
                            <p className="mt-1 flex items-start gap-1.5 text-sm text-muted-foreground">
                              <MapPinIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                              <span data-testid="trip-traveller-point">
                                {fillIn(t.boardingAt, {
                                  place: fillIn(t.pointAt, { time: p.point.time, name: p.point.name }),
                                })}
                              </span>
                            </p>
                            {p.completed ? (
                              <p
                                className="mt-2 flex items-center gap-2 font-medium text-green-700 dark:text-green-300"
                                data-testid={p.self ? "trip-boarded" : "trip-dependent-boarded"}
                              >
                                <CheckCircle2Icon className="size-5" aria-hidden="true" /> {t.boarded}
                                {p.completedTime ? ` · ${p.completedTime}` : ""}
                              </p>
                            ) : (
                              <div className="mt-2 flex gap-2">
                                <Button
                                  className="flex-1"
                                  onClick={() => setCard({ trip, traveller: p })}
                                  data-testid={p.self ? "trip-card-open" : "trip-dependent-card-open"}
                                >
                                  <QrCodeIcon aria-hidden="true" /> {t.boardingCard}
                                </Button>
                                {trip.open && (
                                  <Button
                                    variant="outline"
                                    onClick={() => setCancelling({ trip, traveller: p })}
                                    data-testid="trip-cancel"
                                  >
                                    {t.cancel}
                                  </Button>
                                )}
                              </div>
                            )}
                          </li>
                        ))}
                      </ul>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </>
      )}

      <section className="mt-8" aria-labelledby="transport-book">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="transport-book" className="text-lg font-semibold">
              {t.available}
            </h2>
            {cityName && (
              <p className="text-sm text-muted-foreground">{fillIn(t.availableHint, { city: cityName })}</p>
            )}
          </div>
          {cities.length > 1 && (
            <label className="flex flex-col gap-1 text-sm">
              <span className="sr-only">{t.city}</span>
              <NativeSelect
                value={city ?? ""}
                onChange={(e) => router.replace(`/transport?date=${day}&city=${e.target.value}`)}
                data-testid="transport-city"
                aria-label={t.city}
              >
                {cities.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect>
            </label>
          )}
        </div>
        {offers.length === 0 ? (
          <p className="mt-4 text-sm text-muted-foreground" data-testid="transport-no-offers">
            {t.noTrips}
          </p>
        ) : (
          <ul className="mt-3 space-y-3">
            {offers.map((offer) => {
              const someoneCan = offer.travellers.some((p) => p.blocked === null);
              const bookable = offer.open && offer.seatsLeft > 0 && someoneCan;
              return (
                <li
                  key={offer.id}
                  className="rounded-2xl border bg-card p-4 shadow-sm"
                  data-testid="trip-offer"
                  data-trip={offer.id}
                >
                  <div className="flex items-start justify-between gap-3">
                    <div>
                      <p className="flex items-center gap-2 text-xs text-muted-foreground">
                        {direction(offer.direction)} {offer.time}
                      </p>
                      <p className="mt-1 font-semibold">
                        {offer.origin} → {offer.destination}
                      </p>
                    </div>
                    <span className="shrink-0 rounded-full bg-muted px-2.5 py-1 font-mono text-xs whitespace-nowrap">
                      {offer.busId}
                    </span>
                  </div>
                  <ul className="mt-2 space-y-1 text-sm text-muted-foreground">
                    {offer.points.map((p) => (
                      <li key={p.id} className="flex items-start gap-1.5">
                        <MapPinIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                        {fillIn(t.pointAt, { time: p.time, name: p.name })}
                      </li>
                    ))}
                  </ul>
                  <div className="mt-3 flex items-center justify-between gap-3">
                    <p
                      className={cn(
                        "flex items-center gap-1.5 text-sm font-medium",
                        offer.seatsLeft === 0 && "text-destructive",
                      )}
                      data-testid="trip-offer-seats"
                    >
                      <UsersIcon className="size-4" aria-hidden="true" />
                      {offer.open
                        ? offer.seatsLeft === 0
                          ? t.seatsFull
                          : formatPlural(t.seatsLeft, offer.seatsLeft, t.locale)
                        : t.departed}
                    </p>
                    <Button
                      onClick={() => setBooking(offer)}
                      disabled={!bookable}
                      data-testid="trip-offer-book"
                    >
                      {t.book}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <TripBookingSheet
        active={booking !== null}
        onLoadError={() => setBooking(null)}
        offer={booking}
        onClose={() => setBooking(null)}
        onBooked={() => {
          setBooking(null);
          router.refresh();
        }}
        labels={t.booking}
      />

      <LazyAlertDialog active={cancelling !== null} onLoadError={() => setCancelling(null)}>
        {({
          AlertDialog,
          AlertDialogCancel,
          AlertDialogContent,
          AlertDialogDescription,
          AlertDialogFooter,
          AlertDialogHeader,
          AlertDialogTitle,
        }) => (
          <AlertDialog
            open={cancelling !== null}
            onOpenChange={(open) => !open && !cancelBusy && setCancelling(null)}
          >
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>
                  {fillIn(t.cancelTitle, { name: cancelling?.traveller.name ?? "" })}
                </AlertDialogTitle>
                <AlertDialogDescription>
                  {fillIn(t.cancelBody, {
                    bus: cancelling?.trip.busId ?? "",
                    time: cancelling?.traveller.point.time ?? "",
                  })}
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel disabled={cancelBusy}>{t.keep}</AlertDialogCancel>
                <Button
                  variant="destructive"
                  disabled={cancelBusy}
                  onClick={() => cancelling && void cancel(cancelling.traveller.bookingId)}
                  data-testid="trip-cancel-confirm"
                >
                  {t.cancelBooking}
                </Button>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        )}
      </LazyAlertDialog>

      {card && qrs[card.traveller.userId] && (
        <BoardingCard
          qr={qrs[card.traveller.userId]!}
          traveller={{ name: card.traveller.name, memberCode: card.traveller.memberCode }}
          dateShort={dateShort}
          trip={card.trip}
          point={card.traveller.point}
          onClose={() => setCard(null)}
          labels={t.card}
        />
      )}
    </div>
  );
}
