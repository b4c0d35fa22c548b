"use client";

import {
  BusIcon,
  CheckCircle2Icon,
  ChevronLeftIcon,
  ChevronRightIcon,
  MapPinIcon,
  QrCodeIcon,
} from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { BoardingCard } from "./boarding-card";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { PageHeader } from "@/components/shell/page-header";

export interface TransportTrip {
  id: string;
  time: string;
  origin: string;
  destination: string;
  boardingLocation: string;
  busId: string;
  completed: boolean;
  completedTime: string | null;
}

export interface TransportViewProps {
  dayLabel: string;
  dateShort: string;
  prevDay: string | null;
  nextDay: string | null;
  traveller: { name: string; memberCode: string };
  qr: string | null;
  groups: { cityId: string; cityName: string; trips: TransportTrip[] }[];
}

export function TransportView({
  dayLabel,
  dateShort,
  prevDay,
  nextDay,
  traveller,
  qr,
  groups,
}: TransportViewProps) {
  const t = useTranslations("transport");
  const [card, setCard] = useState<TransportTrip | null>(null);

  const dayLink = (day: string | null, label: string, icon: React.ReactNode, testId: string) =>
    day ? (
      <Link
        href={`/transport?date=${day}`}
        replace
        aria-label={label}
        data-testid={testId}
        className="inline-flex size-10 items-center justify-center rounded-full border bg-card hover:bg-muted"
      >
        {icon}
      </Link>
    ) : (
      <span
        aria-hidden="true"
        className="inline-flex size-10 items-center justify-center rounded-full border text-muted-foreground/40"
      >
        {icon}
      </span>
    );

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-5">
      <PageHeader title={t("title")} description={t("subtitle")} />

      <div className="mt-4 flex items-center justify-between gap-3 rounded-2xl border bg-card p-2">
        {dayLink(prevDay, t("previousDay"), <ChevronLeftIcon aria-hidden="true" />, "transport-prev")}
        <p className="text-center font-semibold first-letter:uppercase" data-testid="transport-day">
          {dayLabel}
        </p>
        {dayLink(nextDay, t("nextDay"), <ChevronRightIcon aria-hidden="true" />, "transport-next")}
      </div>

      {groups.length === 0 ? (
        <div
          className="mt-10 flex flex-col items-center gap-3 text-center text-muted-foreground"
          data-testid="transport-empty"
        >
          <BusIcon className="size-12 opacity-40" aria-hidden="true" />
          <p>{t("empty")}</p>
        </div>
      ) : (
        groups.map((g) => (
          <section key={g.cityId} className="mt-6" aria-labelledby={`city-${g.cityId}`}>
            <h2
              id={`city-${g.cityId}`}
              className="mb-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase"
            >
              {g.cityName}
            </h2>
            <ul className="space-y-3">
              {g.trips.map((trip) => (
                <li
                  key={trip.id}
                  data-testid="trip-card"
                  data-trip={trip.id}
                  className={cn(
                    "rounded-2xl border p-4 shadow-sm",
                    trip.completed
                      ? "border-green-300 bg-green-50 dark:border-green-800 dark:bg-green-950/40"
                      : "bg-card",
                  )}
                >
                  <div className="flex items-start justify-between gap-3">
                    <div>
                      <p className="text-xs text-muted-foreground">
                        {dateShort} · {trip.time}
                      </p>
                      <p className="mt-0.5 font-semibold">
                        {trip.origin} → {trip.destination}
                      </p>
                    </div>
                    <span className="shrink-0 rounded-full bg-muted px-2.5 py-1 font-mono text-xs whitespace-nowrap">
                      {trip.busId}
                    </span>
                  </div>
                  <p className="mt-2 flex items-center gap-1.5 text-sm text-muted-foreground">
                    <MapPinIcon className="size-4 shrink-0" aria-hidden="true" />
                    {t("boardingAt", { place: trip.boardingLocation })}
                  </p>
                  {trip.completed ? (
                    <p
                      className="mt-3 flex items-center gap-2 font-medium text-green-700 dark:text-green-300"
                      data-testid="trip-boarded"
                    >
                      <CheckCircle2Icon className="size-5" aria-hidden="true" /> {t("boarded")}
                      {trip.completedTime ? ` · ${trip.completedTime}` : ""}
                    </p>
                  ) : (
                    <Button
                      className="mt-3 w-full"
                      onClick={() => setCard(trip)}
                      data-testid="trip-card-open"
                    >
                      <QrCodeIcon aria-hidden="true" /> {t("boardingCard")}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))
      )}

      {card && qr && (
        <BoardingCard
          qr={qr}
          traveller={traveller}
          dateShort={dateShort}
          trip={card}
          onClose={() => setCard(null)}
        />
      )}
    </div>
  );
}
