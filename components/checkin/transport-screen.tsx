import type { ReactNode } from "react";
import { AppLink } from "@/components/ui/app-link";
import type { BoardingPointView } from "./boarding-card";
import type { TripOffer } from "./trip-booking-sheet";
import type { TransportLabels } from "./transport-labels";
import type { TransportLooks } from "./transport-looks";
import { CitySelect, TransportAction, TransportActions } from "./transport-view";

// /transport drawn by its server page (docs/performance.md, "First-load JavaScript"): the texts
// translated (./transport-labels.ts) and written with their values (a boarding point, the seats
// left), the classes merged and the icons and header drawn (./transport-looks.tsx). The browser
// has ./transport-view.tsx: the buttons (which open the boarding card, the cancel question and the
// booking sheet), the city's select and the overlays' state.

export interface BookedTraveller {
  bookingId: string;
  userId: string;
  self: boolean;
  name: string;
  memberCode: string;
  point: BoardingPointView;
  /** "Embarque em {time} · {name}", written by the server. */
  pointLabel: string;
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

export interface TransportScreenProps {
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
  offers: TransportOffer[];
  /** The texts, translated by the server page (./transport-labels.ts). */
  labels: TransportLabels;
  /** "Ônibus para {city}", written by the server; "" without a city. */
  availableHint: string;
  /** The page's title and subtitle. */
  header: ReactNode;
  looks: TransportLooks;
}

/** An offer with its texts written by the server: each point's "{time} · {name}", the seats. */
export type TransportOffer = TripOffer & { pointLabels: string[]; seatsLabel: string };

export function TransportScreen({
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
  availableHint,
  header,
  looks,
}: TransportScreenProps) {
  const dayHref = (d: string) => `/transport?date=${d}${city ? `&city=${city}` : ""}`;
  const dayLink = (target: string | null, label: string, icon: ReactNode, testId: string) =>
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
    <span
      data-slot="badge"
      data-variant={d === "OUTBOUND" ? "secondary" : "outline"}
      className={looks.direction[d]}
      data-testid="trip-direction"
    >
      {d === "OUTBOUND" ? t.outbound : t.return}
    </span>
  );

  return (
    <TransportActions
      className="mx-auto w-full max-w-2xl px-4 py-5"
      dateShort={dateShort}
      qrs={qrs}
      trips={groups.flatMap((g) => g.trips)}
      offers={offers}
      labels={t}
    >
      {header}

      <div className="mt-4 flex items-center justify-between gap-3 rounded-2xl border bg-card p-2">
        {dayLink(prevDay, t.previousDay, looks.icons.previous, "transport-prev")}
        <p className="text-center font-semibold first-letter:uppercase" data-testid="transport-day">
          {dayLabel}
        </p>
        {dayLink(nextDay, t.nextDay, looks.icons.next, "transport-next")}
      </div>

      {groups.length === 0 ? (
        <div
          className="mt-8 flex flex-col items-center gap-3 text-center text-muted-foreground"
          data-testid="transport-empty"
        >
          {looks.icons.empty}
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
                      className={allBoarded ? looks.trip.boarded : looks.trip.waiting}
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
                              {looks.icons.point}
                              <span data-testid="trip-traveller-point">{p.pointLabel}</span>
                            </p>
                            {p.completed ? (
                              <p
                                className="mt-2 flex items-center gap-2 font-medium text-green-700 dark:text-green-300"
                                data-testid={p.self ? "trip-boarded" : "trip-dependent-boarded"}
                              >
                                {looks.icons.boarded} {t.boarded}
                                {p.completedTime ? ` · ${p.completedTime}` : ""}
                              </p>
                            ) : (
                              <div className="mt-2 flex gap-2">
                                <TransportAction
                                  action={{ kind: "card", trip: trip.id, booking: p.bookingId }}
                                  data-slot="button"
                                  data-variant="default"
                                  data-size="default"
                                  className={looks.cardButton}
                                  data-testid={p.self ? "trip-card-open" : "trip-dependent-card-open"}
                                >
                                  {looks.icons.card} {t.boardingCard}
                                </TransportAction>
                                {trip.open && (
                                  <TransportAction
                                    action={{ kind: "cancel", trip: trip.id, booking: p.bookingId }}
                                    data-slot="button"
                                    data-variant="outline"
                                    data-size="default"
                                    className={looks.cancelButton}
                                    data-testid="trip-cancel"
                                  >
                                    {t.cancel}
                                  </TransportAction>
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
            {availableHint && <p className="text-sm text-muted-foreground">{availableHint}</p>}
          </div>
          {cities.length > 1 && (
            <label className="flex flex-col gap-1 text-sm">
              <span className="sr-only">{t.city}</span>
              <div className="relative" data-slot="native-select-wrapper">
                <CitySelect
                  day={day}
                  data-slot="native-select"
                  className={looks.select}
                  value={city ?? ""}
                  data-testid="transport-city"
                  aria-label={t.city}
                >
                  {cities.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </CitySelect>
                {looks.icons.select}
              </div>
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
                    {offer.points.map((p, i) => (
                      <li key={p.id} className="flex items-start gap-1.5">
                        {looks.icons.point}
                        {offer.pointLabels[i]}
                      </li>
                    ))}
                  </ul>
                  <div className="mt-3 flex items-center justify-between gap-3">
                    <p
                      className={offer.seatsLeft === 0 ? looks.seats.full : looks.seats.left}
                      data-testid="trip-offer-seats"
                    >
                      {looks.icons.seats}
                      {offer.seatsLabel}
                    </p>
                    <TransportAction
                      action={{ kind: "book", offer: offer.id }}
                      data-slot="button"
                      data-variant="default"
                      data-size="default"
                      className={looks.bookButton}
                      disabled={!bookable}
                      data-testid="trip-offer-book"
                    >
                      {t.book}
                    </TransportAction>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </TransportActions>
  );
}
