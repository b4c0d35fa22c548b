/** Authorization-matrix entries for the transport API routes. */
import { db } from "@/lib/server/db";
import type { Fixture, Role, RouteCases } from "../matrix-kit";
import { participantsOnly } from "../matrix-kit";

// Business rules run on a clock before the congress (lib/server/clock.ts).
process.env.APP_NOW ??= "2026-10-20T12:00:00-03:00";

const userOf = (f: Fixture, role: Role) => (role === "participantB" ? f.b : f.a);

/**
 * A day-3 morning bus with its first point, after clearing that person's day-3 morning seat and
 * making sure they hold a ticket (earlier routes of the matrix may have changed who has one).
 */
async function freeSeat(userId: string) {
  if (!(await db.ticket.findUnique({ where: { userId }, select: { id: true } })))
    await db.ticket.create({ data: { userId, plan: "congressista", days: "1,2,3,4" } });
  const trip = await db.trip.findFirstOrThrow({
    where: { id: "t-recife-d3-02" },
    select: { id: true, points: { select: { id: true }, take: 1 } },
  });
  const held = await db.tripBooking.findMany({
    where: { userId, slot: "2026-11-03:OUTBOUND" },
    select: { id: true, tripId: true },
  });
  for (const h of held) {
    await db.tripBooking.delete({ where: { id: h.id } });
    await db.trip.update({ where: { id: h.tripId }, data: { bookedCount: { decrement: 1 } } });
  }
  return { tripId: trip.id, boardingPointId: trip.points[0]!.id };
}

export const TRANSPORT_ROUTES: Record<string, RouteCases> = {
  "/api/transport/bookings": {
    POST: {
      request: async (f, role) => ({
        body: { ...(await freeSeat(userOf(f, role))), travellerIds: [userOf(f, role)] },
      }),
      expect: participantsOnly,
    },
  },
  "/api/transport/bookings/[bookingId]": {
    DELETE: {
      request: async (f, role) => {
        const userId = userOf(f, role);
        const { tripId, boardingPointId } = await freeSeat(userId);
        const booking = await db.tripBooking.create({
          data: { tripId, userId, boardingPointId, slot: "2026-11-03:OUTBOUND" },
        });
        await db.trip.update({ where: { id: tripId }, data: { bookedCount: { increment: 1 } } });
        return { params: { bookingId: booking.id } };
      },
      expect: participantsOnly,
    },
  },
};
