/**
 * Check-ins (pass usage history, "Embarque realizado") and the staff reader's scan log.
 * Only day-1 Recife items have them: the first morning bus (almost everyone boarded,
 * including the main participant) and the opening worship (part of the audience checked in,
 * the main participant and her dependents among them), plus one rejected read.
 * ScanRecord.rawCode holds the member code, i.e. these were manual entries (no signed token
 * can be produced without the app's signing key).
 *
 * They happen on 01/11: only those up to the seed's clock (`now`) are created, so the demo a
 * week before the congress has none, and a demo on 02/11 has all of them.
 */
import type { Prisma } from "../../lib/server/generated/prisma/client";
import { enrolmentRows } from "./enrolments";
import { MAIN_PARTICIPANT, DEPENDENT_IDS, userRows } from "./people";
import { BOARDED_TRIP, tripBookingRows } from "./transport";
import {
  type Db,
  type WithId,
  type WriteStats,
  addMinutes,
  createRng,
  hash32,
  happenedBy,
  insertMissing,
  recife,
  SEED_NOW,
} from "./util";

export const CHECKED_IN_EVENT = { eventId: "d1-recife-10", at: recife("2026-11-01", "19:41") } as const;
export const STAFF_DEVICE_ID = "seed-device-rec-01";

interface CheckInPlan {
  checkIns: WithId<Prisma.CheckInCreateManyInput>[];
  scans: WithId<Prisma.ScanRecordCreateManyInput>[];
}

/** The check-ins and scans that have happened by `now` (the seed's clock). */
export function checkInRows(staffId: string, now: Date = SEED_NOW): CheckInPlan {
  const codes = new Map(userRows().map((u) => [u.id, u.memberCode]));
  const checkIns: WithId<Prisma.CheckInCreateManyInput>[] = [];
  const scans: WithId<Prisma.ScanRecordCreateManyInput>[] = [];
  const add = (userId: string, target: { eventId: string } | { tripId: string }, at: Date) => {
    const item = "eventId" in target ? target.eventId : target.tripId;
    const suffix = `${item}-${userId.replace(/^seed-user-/, "")}`;
    checkIns.push({
      id: `seed-checkin-${suffix}`,
      userId,
      ...target,
      staffId,
      deviceId: STAFF_DEVICE_ID,
      createdAt: at,
    });
    scans.push({
      id: `seed-scan-${suffix}`,
      staffId,
      deviceId: STAFF_DEVICE_ID,
      ...target,
      userId,
      rawCode: codes.get(userId)!,
      result: "SUCCESS",
      errorCode: null,
      nonce: null,
      scannedAt: at,
      createdAt: at,
    });
  };

  // First Recife bus on day 1: the main participant, her children and most fillers boarded.
  add(MAIN_PARTICIPANT.id, { tripId: BOARDED_TRIP.tripId }, BOARDED_TRIP.at);
  DEPENDENT_IDS.forEach((id, i) =>
    add(id, { tripId: BOARDED_TRIP.tripId }, addMinutes(BOARDED_TRIP.at, 0.5 * (i + 1))),
  );
  const onBus = tripBookingRows().filter(
    (b) => b.tripId === BOARDED_TRIP.tripId && b.userId.match(/^seed-user-\d+$/),
  );
  onBus
    .slice(0, Math.max(0, onBus.length - 3))
    .forEach((b, i) =>
      add(b.userId, { tripId: BOARDED_TRIP.tripId }, addMinutes(recife("2026-11-01", "05:58"), i * 0.25)),
    );

  // Opening worship: the main participant, her children and ~45% of the enrolled fillers.
  add(MAIN_PARTICIPANT.id, { eventId: CHECKED_IN_EVENT.eventId }, CHECKED_IN_EVENT.at);
  DEPENDENT_IDS.forEach((id, i) =>
    add(id, { eventId: CHECKED_IN_EVENT.eventId }, addMinutes(CHECKED_IN_EVENT.at, 0.5 * (i + 1))),
  );
  const inHall = enrolmentRows().filter(
    (e) => e.eventId === CHECKED_IN_EVENT.eventId && e.userId.match(/^seed-user-\d+$/),
  );
  inHall.forEach((e) => {
    const rng = createRng(hash32(`hall:${e.userId}`));
    if (rng.chance(0.45))
      add(
        e.userId,
        { eventId: CHECKED_IN_EVENT.eventId },
        addMinutes(recife("2026-11-01", "19:05"), rng.int(0, 55)),
      );
  });

  // One rejected read at the opening worship (someone from another city's list).
  scans.push({
    id: "seed-scan-d1-recife-10-error-01",
    staffId,
    deviceId: STAFF_DEVICE_ID,
    eventId: CHECKED_IN_EVENT.eventId,
    tripId: null,
    userId: null,
    rawCode: "T26-XXXXXX",
    result: "ERROR",
    errorCode: "NOT_FOUND",
    nonce: null,
    scannedAt: recife("2026-11-01", "19:44"),
    createdAt: recife("2026-11-01", "19:44"),
  });
  return {
    checkIns: happenedBy(checkIns, now, (c) => new Date(c.createdAt!)),
    scans: happenedBy(scans, now, (s) => new Date(s.scannedAt)),
  };
}

export async function seedCheckIns(db: Db, stats: WriteStats, staffId: string, now: Date): Promise<void> {
  const { checkIns, scans } = checkInRows(staffId, now);
  await insertMissing(stats, checkIns, {
    findExistingIds: (ids) => db.checkIn.findMany({ where: { id: { in: ids } }, select: { id: true } }),
    createMany: (data) => db.checkIn.createMany({ data }),
    uniqueKeys: (c) => [c.eventId ? `e|${c.userId}|${c.eventId}` : `t|${c.userId}|${c.tripId}`],
    existingKeys: async (rows) =>
      (
        await db.checkIn.findMany({
          where: { userId: { in: [...new Set(rows.map((r) => r.userId))] } },
          select: { userId: true, eventId: true, tripId: true },
        })
      ).map((c) => (c.eventId ? `e|${c.userId}|${c.eventId}` : `t|${c.userId}|${c.tripId}`)),
  });
  await insertMissing(stats, scans, {
    findExistingIds: (ids) => db.scanRecord.findMany({ where: { id: { in: ids } }, select: { id: true } }),
    createMany: (data) => db.scanRecord.createMany({ data }),
  });
}
