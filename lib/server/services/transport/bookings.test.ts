// Bus seats: capacity under concurrent bookings (the last seats), one seat per person per event
// day and direction, tickets, dependents booked and cancelled by their adult, departure and
// boarding closing the booking, and what /transport shows.
import { db } from "@/lib/server/db";
import { bookSeats, cancelBooking } from "./bookings";
import { transportDay } from "./my-trips";
import { ensureCity, makeDependent, makeParticipant, nextSeq } from "@/tests/unit/factories";

// The congress is 01–04/11/2026: business rules run on a clock before it.
process.env.APP_NOW = "2026-10-20T12:00:00-03:00";

/** A Recife bus with two boarding points (the second 20 minutes later). */
async function makeTrip({
  capacity = 46,
  departsAt = new Date("2026-11-02T06:15:00-03:00"),
  direction = "OUTBOUND" as "OUTBOUND" | "RETURN",
  bookedCount = 0,
} = {}) {
  await ensureCity("recife");
  const n = nextSeq();
  return db.trip.create({
    data: {
      id: `test-trip-${n}`,
      cityId: "recife",
      departsAt,
      origin: `Igreja ${n}`,
      destination: "Centro de Convenções",
      boardingLocation: "Estacionamento",
      busId: `BUS-T-${n}`,
      capacity,
      bookedCount,
      direction,
      points: {
        create: [
          { name: `Igreja ${n}`, address: "Rua A, 1", latitude: -8.03, longitude: -34.9, departsAt },
          {
            name: `Praça ${n}`,
            address: "Rua B, 2",
            latitude: -8.05,
            longitude: -34.89,
            departsAt: new Date(departsAt.getTime() + 20 * 60_000),
          },
        ],
      },
    },
    include: { points: { orderBy: { departsAt: "asc" } } },
  });
}

const traveller = () => makeParticipant({ ticketPlan: "congressista" });
const book = (
  userId: string,
  trip: Awaited<ReturnType<typeof makeTrip>>,
  travellerIds = [userId],
  point = 0,
) => bookSeats(userId, { tripId: trip.id, boardingPointId: trip.points[point]!.id, travellerIds });

test("60 people race for the last 5 seats: exactly 5 booked, the others a clean 409 TRIP_FULL", async () => {
  const trip = await makeTrip({ capacity: 46, bookedCount: 41 });
  const people = await Promise.all(Array.from({ length: 60 }, () => traveller()));
  const results = await Promise.allSettled(people.map((p) => book(p.id, trip)));
  expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
  const failures = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
  expect(new Set(failures.map((r) => `${r.reason.status} ${r.reason.code}`))).toEqual(
    new Set(["409 TRIP_FULL"]),
  );
  expect((await db.trip.findUniqueOrThrow({ where: { id: trip.id } })).bookedCount).toBe(46);
  expect(await db.tripBooking.count({ where: { tripId: trip.id } })).toBe(5);
});

test("one seat per person per day and direction; tickets; departure; wrong point or trip", async () => {
  const p = await traveller();
  const a = await makeTrip();
  const b = await makeTrip({ departsAt: a.departsAt });
  const back = await makeTrip({ departsAt: new Date("2026-11-02T21:45:00-03:00"), direction: "RETURN" });
  const nextDay = await makeTrip({ departsAt: new Date("2026-11-03T06:15:00-03:00") });

  expect(await book(p.id, a, [p.id], 1)).toEqual({ booked: [p.id] });
  const row = await db.tripBooking.findFirstOrThrow({ where: { userId: p.id, tripId: a.id } });
  expect(row).toMatchObject({ boardingPointId: a.points[1]!.id, slot: "2026-11-02:OUTBOUND" });
  await expect(book(p.id, a)).rejects.toMatchObject({ status: 409, code: "TRIP_ALREADY_BOOKED" });
  await expect(book(p.id, b)).rejects.toMatchObject({
    status: 409,
    code: "TRIP_SLOT_TAKEN",
    params: { name: p.fullName, direction: "OUTBOUND" },
  });
  // The way back the same day and the next morning are other slots.
  await book(p.id, back);
  await book(p.id, nextDay);
  // Two requests at once for two buses of one slot: one seat, the other a 409.
  const q = await traveller();
  const race = await Promise.allSettled([book(q.id, a), book(q.id, b)]);
  expect(race.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  expect((race.find((r) => r.status === "rejected") as PromiseRejectedResult).reason.status).toBe(409);
  expect(await db.tripBooking.count({ where: { userId: q.id } })).toBe(1);
  const counts = await db.trip.findMany({
    where: { id: { in: [a.id, b.id] } },
    select: { bookedCount: true },
  });
  expect(counts.reduce((s, t) => s + t.bookedCount, 0)).toBe(2);

  // No ticket, or a ticket without that day.
  const noTicket = await makeParticipant();
  await expect(book(noTicket.id, a)).rejects.toMatchObject({
    status: 409,
    code: "NO_TICKET_FOR_DAY",
    params: { name: noTicket.fullName },
  });
  const dayOne = await makeParticipant();
  await db.ticket.create({ data: { userId: dayOne.id, plan: "nao_congressista", days: "1" } });
  await expect(book(dayOne.id, a)).rejects.toMatchObject({ code: "NO_TICKET_FOR_DAY" });
  // A congressista ticket as the payment flow writes it (no days listed) covers every day.
  const paid = await makeParticipant();
  await db.ticket.create({ data: { userId: paid.id, plan: "congressista", days: "" } });
  expect(await book(paid.id, a)).toEqual({ booked: [paid.id] });

  const gone = await makeTrip({ departsAt: new Date("2026-10-20T11:00:00-03:00") });
  await expect(book(p.id, gone)).rejects.toMatchObject({ status: 409, code: "TRIP_DEPARTED" });
  await expect(
    bookSeats(p.id, { tripId: b.id, boardingPointId: a.points[0]!.id, travellerIds: [p.id] }),
  ).rejects.toMatchObject({ status: 404, code: "BOARDING_POINT_NOT_FOUND" });
  await expect(
    bookSeats(p.id, { tripId: "no-such-trip", boardingPointId: a.points[0]!.id, travellerIds: [p.id] }),
  ).rejects.toMatchObject({ status: 404, code: "TRIP_NOT_FOUND" });
});

test("an adult books for the dependents (all or none) and cancels each seat; strangers are 404s", async () => {
  const guardian = await traveller();
  const kids = [await makeDependent(guardian.id), await makeDependent(guardian.id)];
  for (const k of kids)
    await db.ticket.create({ data: { userId: k.id, plan: "congressista", days: "1,2,3,4" } });
  const family = [guardian.id, ...kids.map((k) => k.id)];

  const tight = await makeTrip({ capacity: 2 });
  await expect(book(guardian.id, tight, family)).rejects.toMatchObject({ status: 409, code: "TRIP_FULL" });
  expect(await db.tripBooking.count({ where: { tripId: tight.id } })).toBe(0);
  expect((await db.trip.findUniqueOrThrow({ where: { id: tight.id } })).bookedCount).toBe(0);

  const trip = await makeTrip({ capacity: 10 });
  expect((await book(guardian.id, trip, family)).booked.sort()).toEqual([...family].sort());
  expect((await db.trip.findUniqueOrThrow({ where: { id: trip.id } })).bookedCount).toBe(3);
  // A dependent only (the adult travels another way).
  const other = await makeTrip({ departsAt: new Date("2026-11-03T06:45:00-03:00") });
  expect(await book(guardian.id, other, [kids[0]!.id])).toEqual({ booked: [kids[0]!.id] });

  // Someone else cannot book for these children, nor cancel their seats.
  const stranger = await traveller();
  await expect(book(stranger.id, other, [kids[1]!.id])).rejects.toMatchObject({ status: 404 });
  const kidSeat = await db.tripBooking.findFirstOrThrow({ where: { userId: kids[1]!.id, tripId: trip.id } });
  await expect(cancelBooking(stranger.id, kidSeat.id)).rejects.toMatchObject({
    status: 404,
    code: "BOOKING_NOT_FOUND",
  });
  // A dependent without a ticket for the day is named.
  const baby = await makeDependent(guardian.id);
  await expect(book(guardian.id, other, [baby.id])).rejects.toMatchObject({
    code: "NO_TICKET_FOR_DAY",
    params: { name: baby.fullName },
  });

  expect(await cancelBooking(guardian.id, kidSeat.id)).toEqual({ cancelled: kidSeat.id });
  await expect(cancelBooking(guardian.id, kidSeat.id)).rejects.toMatchObject({ code: "BOOKING_NOT_FOUND" });
  expect((await db.trip.findUniqueOrThrow({ where: { id: trip.id } })).bookedCount).toBe(2);
  // The freed slot can be booked again.
  await book(guardian.id, trip, [kids[1]!.id]);
  expect((await db.trip.findUniqueOrThrow({ where: { id: trip.id } })).bookedCount).toBe(3);
});

test("cancelling: twice at once frees one seat; not after boarding or departure", async () => {
  const p = await traveller();
  const trip = await makeTrip({ capacity: 5 });
  await book(p.id, trip);
  const seat = await db.tripBooking.findFirstOrThrow({ where: { userId: p.id, tripId: trip.id } });
  const both = await Promise.allSettled([cancelBooking(p.id, seat.id), cancelBooking(p.id, seat.id)]);
  expect(both.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  expect((await db.trip.findUniqueOrThrow({ where: { id: trip.id } })).bookedCount).toBe(0);

  await book(p.id, trip);
  const again = await db.tripBooking.findFirstOrThrow({ where: { userId: p.id, tripId: trip.id } });
  await db.checkIn.create({ data: { userId: p.id, tripId: trip.id } });
  await expect(cancelBooking(p.id, again.id)).rejects.toMatchObject({ status: 409, code: "ALREADY_BOARDED" });

  const q = await traveller();
  const soon = await makeTrip({ departsAt: new Date("2026-11-02T06:15:00-03:00") });
  await book(q.id, soon);
  const late = await db.tripBooking.findFirstOrThrow({ where: { userId: q.id } });
  process.env.APP_NOW = "2026-11-02T06:20:00-03:00";
  try {
    await expect(cancelBooking(q.id, late.id)).rejects.toMatchObject({ status: 409, code: "TRIP_DEPARTED" });
  } finally {
    process.env.APP_NOW = "2026-10-20T12:00:00-03:00";
  }
});

test("the day's page data: the family's seats with their points, and each bus's seats and who may book", async () => {
  const guardian = await traveller();
  const kid = await makeDependent(guardian.id);
  const day = "2026-11-04";
  const morning = await makeTrip({ departsAt: new Date(`${day}T06:15:00-03:00`), capacity: 3 });
  const evening = await makeTrip({ departsAt: new Date(`${day}T21:45:00-03:00`), direction: "RETURN" });
  await book(guardian.id, morning, [guardian.id], 1);
  await db.checkIn.create({ data: { userId: guardian.id, tripId: morning.id } });

  const view = await transportDay(guardian.id, day, "recife");
  expect(view.city).toBe("recife");
  const mine = view.booked.flatMap((g) => g.trips).find((t) => t.id === morning.id)!;
  expect(mine.travellers).toHaveLength(1);
  expect(mine.travellers[0]).toMatchObject({
    self: true,
    name: guardian.fullName,
    point: { id: morning.points[1]!.id, name: morning.points[1]!.name },
  });
  expect(mine.travellers[0]!.completedAt).not.toBeNull();

  const offer = view.offers.find((t) => t.id === morning.id)!;
  expect(offer.seatsLeft).toBe(2);
  expect(offer.points.map((p) => p.id)).toEqual(morning.points.map((p) => p.id));
  expect(offer.travellers).toEqual([
    { id: guardian.id, self: true, name: guardian.fullName, blocked: "alreadyThisBus" },
    { id: kid.id, self: false, name: kid.fullName, blocked: "noTicket" },
  ]);
  const back = view.offers.find((t) => t.id === evening.id)!;
  expect(back.travellers.find((t) => t.self)!.blocked).toBeNull();
  expect(back.open).toBe(true);

  // Another account sees none of it.
  const other = await traveller();
  const theirs = await transportDay(other.id, day, "recife");
  expect(theirs.booked.flatMap((g) => g.trips).some((t) => t.id === morning.id)).toBe(false);
});
