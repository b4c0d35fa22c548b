"use client";

import { XIcon } from "@/components/icons/svg/x";
import { useEffect } from "react";
import type { BoardingCardLabels } from "./transport-labels";
import { DirectionsLinksView, type DirectionsLabels } from "@/components/maps/directions-links-view";
import { fillIn } from "@/lib/i18n/fill-in";

/** A booked boarding point: where and when the bus picks this traveller up. */
export interface BoardingPointView {
  id: string;
  name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  time: string;
}

export interface BoardingCardProps {
  qr: string;
  traveller: { name: string; memberCode: string };
  dateShort: string;
  trip: { time: string; origin: string; destination: string; boardingLocation?: string; busId: string };
  /** The booked point (time and place there, with directions); without it, the trip's departure. */
  point?: BoardingPointView;
  onClose: () => void;
  /** The texts, translated by the server page (./transport-labels.ts). */
  labels: BoardingCardLabels;
}

/** "Como chegar"'s texts (made for the place `{place}`) for the place called `place`. */
export function directionsFor(labels: DirectionsLabels, place: string): DirectionsLabels {
  const apps = Object.fromEntries(
    Object.entries(labels.apps).map(([app, l]) => [
      app,
      { name: l.name, opensIn: fillIn(l.opensIn, { place }) },
    ]),
  ) as DirectionsLabels["apps"];
  return { directions: labels.directions, apps };
}

/** 'Cartão de Embarque': full-screen QR with traveller and trip (the pass token, read at the bus door). */
export function BoardingCard({
  qr,
  traveller,
  dateShort,
  trip,
  point,
  onClose,
  labels: t,
}: BoardingCardProps) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={t.boardingCard}
      className="fixed inset-0 z-50 overflow-y-auto bg-black px-6 text-white"
      data-testid="boarding-card"
    >
      <button
        type="button"
        onClick={onClose}
        aria-label={t.close}
        className="fixed top-4 right-4 inline-flex size-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
        data-testid="boarding-card-close"
      >
        <XIcon aria-hidden="true" />
      </button>
      <div className="mx-auto flex min-h-full max-w-xs flex-col items-center justify-center py-10">
        <p className="text-xs tracking-widest text-white/60 uppercase">{t.boardingCard}</p>
        <p className="mt-2 text-center text-xl font-bold" data-testid="boarding-card-name">
          {traveller.name}
        </p>
        <div className="mt-5 rounded-3xl bg-white p-4">
          {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL SVG made by the server; nothing for next/image to optimise */}
          <img src={qr} alt={t.qrAlt} width={240} height={240} className="size-60" />
        </div>
        <p className="mt-3 font-mono tracking-[0.2em]">{traveller.memberCode}</p>
        <dl className="mt-6 grid w-full grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-white/50">{t.date}</dt>
            <dd className="font-medium">{dateShort}</dd>
          </div>
          <div>
            <dt className="text-white/50">{t.time}</dt>
            <dd className="font-medium" data-testid="boarding-card-time">
              {point?.time ?? trip.time}
            </dd>
          </div>
          <div className="col-span-2">
            <dt className="text-white/50">{t.route}</dt>
            <dd className="font-medium">
              {trip.origin} → {trip.destination}
            </dd>
          </div>
          <div className="col-span-2">
            <dt className="text-white/50">{t.boardingPlace}</dt>
            <dd className="font-medium" data-testid="boarding-card-point">
              {point ? point.name : trip.boardingLocation}
            </dd>
            {point && <dd className="text-white/70">{point.address}</dd>}
          </div>
          <div>
            <dt className="text-white/50">{t.bus}</dt>
            <dd className="font-mono font-medium">{trip.busId}</dd>
          </div>
        </dl>
        {point && (
          <div className="mt-5 w-full rounded-2xl bg-white p-3 text-foreground">
            <DirectionsLinksView
              labels={directionsFor(t.directions, point.name)}
              query={`${point.name}, ${point.address}`}
              latitude={point.latitude}
              longitude={point.longitude}
            />
          </div>
        )}
      </div>
    </div>
  );
}

/** The boarding card when there is one to show, else nothing: what the screens load lazily. */
export function BoardingCardIfAny({ card }: { card: BoardingCardProps | null }) {
  return card ? <BoardingCard {...card} /> : null;
}
