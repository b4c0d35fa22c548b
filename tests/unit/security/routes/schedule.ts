/** Authorization-matrix entries for the schedule API routes. */
import { db } from "@/lib/server/db";
import type { Fixture, Role, RouteCases } from "../matrix-kit";
import { participantsOnly } from "../matrix-kit";

// Business rules run on a clock before the congress (lib/server/clock.ts).
process.env.APP_NOW ??= "2026-10-20T12:00:00-03:00";

const userOf = (f: Fixture, role: Role) => (role === "participantB" ? f.b : f.a);

/** A not-full event at a time slot this person (and their dependents) has free. */
async function freeEvent(userId: string) {
  const candidates = await db.event.findMany({
    where: {
      capacity: { gt: 20 },
      enrolments: { none: { user: { OR: [{ id: userId }, { guardianId: userId }] } } },
    },
    orderBy: { id: "desc" },
    select: { id: true, startsAt: true, capacity: true, enrolledCount: true },
  });
  const e = candidates.find((c) => c.enrolledCount < c.capacity);
  if (!e) throw new Error("no free event left in the sample data");
  // Clear that slot for them (seats given back) so the enrolment is valid whatever ran before.
  const held = await db.enrolment.findMany({
    where: { slotStartsAt: e.startsAt, user: { OR: [{ id: userId }, { guardianId: userId }] } },
    select: { id: true, eventId: true },
  });
  for (const h of held) {
    await db.enrolment.delete({ where: { id: h.id } });
    await db.event.update({ where: { id: h.eventId }, data: { enrolledCount: { decrement: 1 } } });
  }
  return e.id;
}

export const SCHEDULE_ROUTES: Record<string, RouteCases> = {
  "/api/schedule/enrolments": {
    POST: {
      request: async (f, role) => ({ body: { eventId: await freeEvent(userOf(f, role)) } }),
      expect: participantsOnly,
    },
  },
  "/api/schedule/enrolments/[eventId]": {
    DELETE: {
      request: async (f, role) => {
        const userId = userOf(f, role);
        const { enrol } = await import("@/lib/server/services/schedule/enrolment");
        const eventId = await freeEvent(userId);
        await enrol(userId, eventId);
        return { params: { eventId } };
      },
      expect: participantsOnly,
    },
  },
  "/api/schedule/waitlist": {
    POST: {
      request: async (f, role) => {
        const userId = userOf(f, role);
        const e = await db.event.create({
          data: {
            id: `matrix-full-${f.seq()}-${Date.now() % 100000}`,
            title: "Lotado",
            type: "workshop",
            cityId: "recife",
            startsAt: new Date("2026-11-03T18:00:00Z"),
            endsAt: new Date("2026-11-03T19:00:00Z"),
            location: "Sala",
            description: "—",
            capacity: 0,
          },
        });
        void userId;
        return { body: { eventId: e.id } };
      },
      expect: participantsOnly,
    },
  },
  "/api/schedule/builder": {
    POST: {
      request: async (f, role) => ({ body: { eventIds: [await freeEvent(userOf(f, role))] } }),
      expect: participantsOnly,
    },
  },
  "/api/schedule/search": {
    GET: {
      request: () => ({
        query: { q: "culto", cities: "recife", types: "worship", date: "2026-11-01", sort: "popularity" },
      }),
      expect: participantsOnly,
    },
  },
  "/api/schedule/ics": { GET: { expect: participantsOnly } },
  "/api/schedule/events/[eventId]/ics": {
    GET: { request: () => ({ params: { eventId: "d1-recife-10" } }), expect: participantsOnly },
  },
};
