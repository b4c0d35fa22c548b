import "server-only";
import { EVENT_DAYS } from "@/lib/event";
import { eventDayOf } from "@/lib/format";
import { now } from "@/lib/server/clock";
import { db } from "@/lib/server/db";
import { bookablePeople, hasTicketFor } from "./bookings";

/** Start and end (UTC) of one event day in Recife (UTC-3, no daylight saving). */
export function recifeDayRange(day: string) {
  const start = new Date(`${day}T00:00:00-03:00`);
  return { start, end: new Date(start.getTime() + 24 * 3600 * 1000) };
}

/** The day to open on: today if it is an event day, else the first day. */
export function defaultEventDay(at = now()) {
  const today = eventDayOf(at);
  return (EVENT_DAYS as readonly string[]).includes(today) ? today : EVENT_DAYS[0];
}

const POINT = {
  id: true,
  name: true,
  address: true,
  latitude: true,
  longitude: true,
  departsAt: true,
} as const;

/**
 * Everything /transport shows for one event day: the account's bookings (the adult's and the
 * dependents') grouped by city and trip, with the boarding point and "Embarque realizado" once a
 * staff scan checked that person in; and the buses of one city that day to book, with their
 * boarding points, seats left and, per traveller, whether they may book it.
 */
export async function transportDay(userId: string, day: string, wantedCity?: string) {
  const { start, end } = recifeDayRange(day);
  const people = await bookablePeople(userId);
  const ids = people.map((p) => p.id);
  const [bookings, cities, me] = await Promise.all([
    db.tripBooking.findMany({
      where: { userId: { in: ids }, trip: { departsAt: { gte: start, lt: end } } },
      orderBy: [{ trip: { departsAt: "asc" } }, { tripId: "asc" }],
      select: {
        id: true,
        userId: true,
        boardingPoint: { select: POINT },
        trip: {
          select: {
            id: true,
            departsAt: true,
            origin: true,
            destination: true,
            boardingLocation: true,
            busId: true,
            direction: true,
            city: { select: { id: true, name: true, position: true } },
            points: { select: POINT, orderBy: { departsAt: "asc" }, take: 1 },
          },
        },
      },
    }),
    db.city.findMany({
      where: { trips: { some: { departsAt: { gte: start, lt: end } } } },
      orderBy: { position: "asc" },
      select: { id: true, name: true },
    }),
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { city: true } }),
  ]);
  const checkIns = await db.checkIn.findMany({
    where: { userId: { in: ids }, tripId: { in: [...new Set(bookings.map((b) => b.trip.id))] } },
    select: { userId: true, tripId: true, createdAt: true },
  });
  const person = new Map(people.map((p) => [p.id, p]));

  const byCity = new Map<
    string,
    { cityId: string; cityName: string; position: number; trips: Map<string, BookedTrip> }
  >();
  for (const b of bookings) {
    const { trip } = b;
    const group = byCity.get(trip.city.id) ?? {
      cityId: trip.city.id,
      cityName: trip.city.name,
      position: trip.city.position,
      trips: new Map<string, BookedTrip>(),
    };
    const entry = group.trips.get(trip.id) ?? {
      id: trip.id,
      departsAt: trip.departsAt,
      origin: trip.origin,
      destination: trip.destination,
      busId: trip.busId,
      direction: trip.direction,
      travellers: [],
    };
    const p = person.get(b.userId)!;
    const boarded = checkIns.find((c) => c.userId === b.userId && c.tripId === trip.id);
    entry.travellers.push({
      bookingId: b.id,
      userId: b.userId,
      self: b.userId === userId,
      name: p.fullName,
      memberCode: p.memberCode,
      // A point deleted by the organisers falls back to the trip's first one.
      point: b.boardingPoint ??
        trip.points[0] ?? {
          id: "",
          name: trip.boardingLocation,
          address: trip.boardingLocation,
          latitude: null,
          longitude: null,
          departsAt: trip.departsAt,
        },
      completedAt: boarded?.createdAt ?? null,
    });
    group.trips.set(trip.id, entry);
    byCity.set(trip.city.id, group);
  }
  const booked = [...byCity.values()]
    .sort((a, b) => a.position - b.position)
    .map((g) => ({
      cityId: g.cityId,
      cityName: g.cityName,
      // The account holder first, then the dependents.
      trips: [...g.trips.values()].map((t) => ({
        ...t,
        travellers: t.travellers.sort((a, b) => Number(b.self) - Number(a.self)),
      })),
    }));

  // The city to book in: asked for, else where they already travel that day, else home, else the first.
  const city =
    cities.find((c) => c.id === wantedCity) ??
    cities.find((c) => c.id === booked[0]?.cityId) ??
    cities.find((c) => c.name === me.city) ??
    cities[0] ??
    null;
  const trips = city
    ? await db.trip.findMany({
        where: { cityId: city.id, departsAt: { gte: start, lt: end } },
        orderBy: [{ departsAt: "asc" }, { id: "asc" }],
        select: {
          id: true,
          departsAt: true,
          origin: true,
          destination: true,
          busId: true,
          direction: true,
          capacity: true,
          bookedCount: true,
          points: { select: POINT, orderBy: { departsAt: "asc" } },
        },
      })
    : [];
  const at = now().getTime();
  const offers = trips
    .filter((t) => t.points.length > 0)
    .map((t) => ({
      ...t,
      seatsLeft: Math.max(0, t.capacity - t.bookedCount),
      open: t.departsAt.getTime() > at,
      travellers: people.map((p) => {
        const held = bookings.find((b) => b.userId === p.id && b.trip.direction === t.direction);
        return {
          id: p.id,
          self: p.id === userId,
          name: p.fullName,
          // Why this person cannot take this bus, if they cannot.
          blocked: !hasTicketFor(p.ticket, t.departsAt)
            ? ("noTicket" as const)
            : held?.trip.id === t.id
              ? ("alreadyThisBus" as const)
              : held
                ? ("alreadyOther" as const)
                : null,
        };
      }),
    }));
  return { booked, cities, city: city?.id ?? null, offers };
}

export interface BookedTrip {
  id: string;
  departsAt: Date;
  origin: string;
  destination: string;
  busId: string;
  direction: "OUTBOUND" | "RETURN";
  travellers: {
    bookingId: string;
    userId: string;
    self: boolean;
    name: string;
    memberCode: string;
    point: {
      id: string;
      name: string;
      address: string;
      latitude: number | null;
      longitude: number | null;
      departsAt: Date;
    };
    completedAt: Date | null;
  }[];
}

export type TransportDay = Awaited<ReturnType<typeof transportDay>>;
