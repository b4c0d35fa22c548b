/** Authorization-matrix entries for the check-in, transport and rewards API routes. */
import { db } from "@/lib/server/db";
import { rewardToken } from "@/lib/server/services/checkin/tokens";
import type { Fixture, Role, RouteCases } from "../matrix-kit";
import { participantsOnly, staffOnly } from "../matrix-kit";

const EVENT = "d1-recife-10";
const item = { params: { type: "event", id: EVENT } };

/**
 * Someone enrolled in the event who has not checked in yet: a scan of their member code succeeds
 * (with a reason: the suite's clock is outside the event's door window).
 */
async function freshScan() {
  const e = await db.enrolment.findFirstOrThrow({
    where: { eventId: EVENT, user: { checkIns: { none: { eventId: EVENT } } } },
    select: { user: { select: { memberCode: true } } },
  });
  return {
    type: "event",
    itemId: EVENT,
    code: e.user.memberCode,
    deviceId: "matrix",
    overrideReason: "matrix test",
  };
}

/** A reward point this role's participant has not unlocked yet. */
async function freshReward(f: Fixture, role: Role) {
  const userId = role === "participantB" ? f.b : f.a;
  const p = await db.rewardPoint.findFirstOrThrow({
    where: { unlocks: { none: { userId } } },
    select: { id: true },
  });
  return { code: rewardToken(p.id) };
}

export const CHECKIN_ROUTES: Record<string, RouteCases> = {
  "/api/staff/checkin/scan": {
    POST: { request: async () => ({ body: await freshScan() }), expect: staffOnly },
  },
  "/api/staff/checkin/sync": {
    POST: {
      request: async (f) => ({
        body: {
          deviceId: "matrix",
          scans: [
            {
              ...(await freshScan()),
              deviceId: undefined,
              nonce: `matrix-${f.seq()}-${Date.now()}`,
              scannedAt: new Date().toISOString(),
            },
          ],
        },
      }),
      expect: staffOnly,
    },
  },
  "/api/staff/checkin/refused/[type]/[id]": { GET: { request: () => item, expect: staffOnly } },
  "/api/staff/items": {
    GET: { request: () => ({ query: { city: "recife", type: "event" } }), expect: staffOnly },
  },
  "/api/staff/items/[type]/[id]": { GET: { request: () => item, expect: staffOnly } },
  "/api/staff/items/[type]/[id]/roster": { GET: { request: () => item, expect: staffOnly } },
  "/api/staff/items/[type]/[id]/lookup": {
    GET: { request: () => ({ ...item, query: { q: "Maria" } }), expect: staffOnly },
  },
  "/api/staff/items/[type]/[id]/checkins": {
    GET: { request: () => ({ ...item, query: { format: "csv" } }), expect: staffOnly },
  },
  "/api/rewards/unlock": {
    POST: { request: async (f, role) => ({ body: await freshReward(f, role) }), expect: participantsOnly },
  },
};
