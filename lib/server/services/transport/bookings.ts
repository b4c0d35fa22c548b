import "server-only";
import { EVENT_DAYS } from "@/lib/event";
import { eventDayOf } from "@/lib/format";
import { now } from "@/lib/server/clock";
import { db } from "@/lib/server/db";
import { isUniqueViolation } from "@/lib/server/db-errors";
import { AppError } from "@/lib/server/errors";
import type { Prisma } from "@/lib/server/generated/prisma/client";

type Tx = Prisma.TransactionClient;
export type TripDirection = "OUTBOUND" | "RETURN";

const TX_WAIT_MS = 10_000;

class Rollback extends Error {
  constructor(readonly appError: AppError) {
    super(appError.code);
  }
}

/** One booking per person per event day and direction: TripBooking.slot, unique per person. */
export function tripSlot(departsAt: Date, direction: TripDirection): string {
  return `${eventDayOf(departsAt)}:${direction}`;
}

/** The event day number (1–4) a ticket's `days` lists, for a trip leaving at `departsAt`. */
function dayNumber(departsAt: Date): string {
  return String((EVENT_DAYS as readonly string[]).indexOf(eventDayOf(departsAt)) + 1);
}

/** The adult and their dependents (not erased): the people this account books for. */
export async function bookablePeople(userId: string) {
  return db.user.findMany({
    where: { OR: [{ id: userId }, { guardianId: userId }], deletedAt: null },
    orderBy: [{ guardianId: { sort: "asc", nulls: "first" } }, { birthDate: "asc" }, { id: "asc" }],
    select: {
      id: true,
      fullName: true,
      memberCode: true,
      guardianId: true,
      ticket: { select: { plan: true, days: true } },
    },
  });
}

/** Congressista tickets cover the four days (the app stores no days for them); others list theirs. */
export function hasTicketFor(ticket: { plan: string; days: string } | null, departsAt: Date): boolean {
  if (!ticket || dayNumber(departsAt) === "0") return false;
  return ticket.plan === "congressista" || ticket.days.split(",").includes(dayNumber(departsAt));
}

async function openTrip(tripId: string) {
  const trip = await db.trip.findUnique({
    where: { id: tripId },
    select: { id: true, departsAt: true, direction: true, points: { select: { id: true } } },
  });
  if (!trip) throw new AppError(404, "TRIP_NOT_FOUND");
  if (trip.departsAt.getTime() <= now().getTime()) throw new AppError(409, "TRIP_DEPARTED");
  return trip;
}

/** One seat inside the caller's transaction; throws Rollback when the bus is full. */
async function takeSeat(tx: Tx, trip: { id: string; slot: string }, userId: string, boardingPointId: string) {
  // The conditional increment is the capacity check (as in schedule enrolment): it cannot pass
  // the capacity, whatever runs beside it, on SQLite (one writer) and PostgreSQL (row lock).
  const taken =
    await tx.$executeRaw`UPDATE "Trip" SET "bookedCount" = "bookedCount" + 1 WHERE "id" = ${trip.id} AND "bookedCount" < "capacity"`;
  if (taken !== 1) throw new Rollback(new AppError(409, "TRIP_FULL"));
  await tx.tripBooking.create({ data: { tripId: trip.id, userId, boardingPointId, slot: trip.slot } });
}

export interface BookSeatsInput {
  tripId: string;
  boardingPointId: string;
  /** The account holder and/or their dependents. */
  travellerIds: string[];
}

/**
 * Books a seat on one trip, at one of its boarding points, for each traveller — the account
 * holder and/or their dependents — in one transaction: all seats or none. Rules, in order:
 * someone not in the account → 404; departed → 409 TRIP_DEPARTED; a traveller without a ticket
 * for that day → 409 NO_TICKET_FOR_DAY; already on this bus → 409 TRIP_ALREADY_BOOKED; already on
 * another bus of the same day and direction → 409 TRIP_SLOT_TAKEN; not enough seats → 409 TRIP_FULL.
 */
export async function bookSeats(userId: string, input: BookSeatsInput) {
  const trip = await openTrip(input.tripId);
  if (!trip.points.some((p) => p.id === input.boardingPointId))
    throw new AppError(404, "BOARDING_POINT_NOT_FOUND");
  const wanted = [...new Set(input.travellerIds)];
  const people = await bookablePeople(userId);
  const travellers = wanted.map((id) => people.find((p) => p.id === id));
  if (travellers.some((p) => !p)) throw new AppError(404, "NOT_FOUND");
  const slot = tripSlot(trip.departsAt, trip.direction);
  const { start, end } = dayRange(trip.departsAt);
  const held = await db.tripBooking.findMany({
    where: {
      userId: { in: wanted },
      trip: { direction: trip.direction, departsAt: { gte: start, lt: end } },
    },
    select: { userId: true, tripId: true },
  });
  for (const p of travellers as NonNullable<(typeof travellers)[number]>[]) {
    if (!hasTicketFor(p.ticket, trip.departsAt))
      throw new AppError(409, "NO_TICKET_FOR_DAY", { name: p.fullName });
    const mine = held.find((h) => h.userId === p.id);
    if (mine?.tripId === trip.id) throw new AppError(409, "TRIP_ALREADY_BOOKED", { name: p.fullName });
    if (mine) throw new AppError(409, "TRIP_SLOT_TAKEN", { name: p.fullName, direction: trip.direction });
  }
  try {
    // A rush for the last seats queues many short transactions for the pool's connections: wait
    // for one (up to TX_WAIT_MS) instead of Prisma's 2 s default turning the rush into 500s.
    await db.$transaction(
      async (tx) => {
        for (const id of wanted) await takeSeat(tx, { id: trip.id, slot }, id, input.boardingPointId);
      },
      { maxWait: TX_WAIT_MS, timeout: TX_WAIT_MS },
    );
  } catch (e) {
    if (e instanceof Rollback) throw e.appError;
    // Lost a race with another request for the same person: the unique pairs said no.
    if (isUniqueViolation(e)) {
      const again = await db.tripBooking.findFirst({
        where: { userId: { in: wanted }, slot },
        select: { tripId: true, user: { select: { fullName: true } } },
      });
      const name = again?.user.fullName ?? "";
      if (again?.tripId === trip.id) throw new AppError(409, "TRIP_ALREADY_BOOKED", { name });
      throw new AppError(409, "TRIP_SLOT_TAKEN", { name, direction: trip.direction });
    }
    throw e;
  }
  return { booked: wanted };
}

/**
 * Gives back one seat: the account holder's own or a dependent's. Someone else's booking is a 404
 * (as if it did not exist); after departure → 409 TRIP_DEPARTED; after boarding → 409 ALREADY_BOARDED.
 */
export async function cancelBooking(userId: string, bookingId: string) {
  const booking = await db.tripBooking.findUnique({
    where: { id: bookingId },
    select: {
      id: true,
      userId: true,
      tripId: true,
      user: { select: { guardianId: true } },
      trip: { select: { departsAt: true } },
    },
  });
  if (!booking || (booking.userId !== userId && booking.user.guardianId !== userId))
    throw new AppError(404, "BOOKING_NOT_FOUND");
  if (booking.trip.departsAt.getTime() <= now().getTime()) throw new AppError(409, "TRIP_DEPARTED");
  const boarded = await db.checkIn.findUnique({
    where: { userId_tripId: { userId: booking.userId, tripId: booking.tripId } },
    select: { id: true },
  });
  if (boarded) throw new AppError(409, "ALREADY_BOARDED");
  const freed = await db.$transaction(
    async (tx) => {
      const { count } = await tx.tripBooking.deleteMany({ where: { id: booking.id } });
      if (count === 1)
        await tx.$executeRaw`UPDATE "Trip" SET "bookedCount" = "bookedCount" - 1 WHERE "id" = ${booking.tripId}`;
      return count;
    },
    { maxWait: TX_WAIT_MS, timeout: TX_WAIT_MS },
  );
  // Two cancellations at once: only one deleted the row (and gave the seat back).
  if (freed === 0) throw new AppError(404, "BOOKING_NOT_FOUND");
  return { cancelled: booking.id };
}

/** Start and end (UTC) of the event day (Recife, UTC-3, no daylight saving) holding `at`. */
export function dayRange(at: Date | string) {
  const day = typeof at === "string" ? at : eventDayOf(at);
  const start = new Date(`${day}T00:00:00-03:00`);
  return { start, end: new Date(start.getTime() + 24 * 3600 * 1000) };
}

/** POST /api/transport/bookings — who got a seat. */
export type SeatsBooked = Awaited<ReturnType<typeof bookSeats>>;
/** DELETE /api/transport/bookings/{id}. */
export type BookingCancelled = Awaited<ReturnType<typeof cancelBooking>>;
