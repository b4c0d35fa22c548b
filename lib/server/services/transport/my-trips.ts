import "server-only";
import { EVENT_DAYS } from "@/lib/event";
import { eventDayOf } from "@/lib/format";
import { db } from "@/lib/server/db";

/** Start and end (UTC) of one event day in Recife (UTC-3, no daylight saving). */
export function recifeDayRange(day: string) {
  const start = new Date(`${day}T00:00:00-03:00`);
  return { start, end: new Date(start.getTime() + 24 * 3600 * 1000) };
}

/** The day to open on: today if it is an event day, else the first day. */
export function defaultEventDay(now = new Date()) {
  const today = eventDayOf(now);
  return (EVENT_DAYS as readonly string[]).includes(today) ? today : EVENT_DAYS[0];
}

/**
 * The participant's trips on one event day, grouped by city, with "Embarque realizado" once a
 * staff scan on that trip checked them in.
 */
export async function myTripsOn(userId: string, day: string) {
  const { start, end } = recifeDayRange(day);
  const bookings = await db.tripBooking.findMany({
    where: { userId, trip: { departsAt: { gte: start, lt: end } } },
    orderBy: { trip: { departsAt: "asc" } },
    select: {
      trip: {
        select: {
          id: true,
          departsAt: true,
          origin: true,
          destination: true,
          boardingLocation: true,
          busId: true,
          city: { select: { id: true, name: true, position: true } },
          checkIns: { where: { userId }, select: { createdAt: true } },
        },
      },
    },
  });
  const byCity = new Map<string, { cityId: string; cityName: string; position: number; trips: TripView[] }>();
  for (const { trip } of bookings) {
    const group = byCity.get(trip.city.id) ?? {
      cityId: trip.city.id,
      cityName: trip.city.name,
      position: trip.city.position,
      trips: [],
    };
    group.trips.push({
      id: trip.id,
      departsAt: trip.departsAt,
      origin: trip.origin,
      destination: trip.destination,
      boardingLocation: trip.boardingLocation,
      busId: trip.busId,
      completed: trip.checkIns.length > 0,
      completedAt: trip.checkIns[0]?.createdAt ?? null,
    });
    byCity.set(trip.city.id, group);
  }
  return [...byCity.values()].sort((a, b) => a.position - b.position);
}

export interface TripView {
  id: string;
  departsAt: Date;
  origin: string;
  destination: string;
  boardingLocation: string;
  busId: string;
  completed: boolean;
  completedAt: Date | null;
}
