import "server-only";
import { now } from "@/lib/server/clock";
import { db } from "@/lib/server/db";
import { isUniqueViolation } from "@/lib/server/db-errors";
import { sessionConfirmed } from "@/lib/server/auth/auth-session";
import { AppError, unauthenticated } from "@/lib/server/errors";
import { rawRead } from "@/lib/server/raw-read";
import type { Prisma } from "@/lib/server/generated/prisma/client";
import { createNotification } from "@/lib/server/services/notifications/create-notification";

type Tx = Prisma.TransactionClient;

/** Seats freed later than this before the start do not wake the waitlist (spec: up to 2 hours). */
export const WAITLIST_NOTICE_MS = 2 * 60 * 60 * 1000;

class Rollback extends Error {
  constructor(readonly appError: AppError) {
    super(appError.code);
  }
}

async function openEvent(eventId: string) {
  const event = await db.event.findUnique({
    where: { id: eventId },
    select: { id: true, title: true, startsAt: true, capacity: true },
  });
  if (!event) throw new AppError(404, "EVENT_NOT_FOUND");
  if (event.startsAt.getTime() <= now().getTime()) throw new AppError(409, "EVENT_STARTED");
  return event;
}

interface Precheck {
  id: string;
  title: string;
  startsMs: number;
  capacity: number;
  enrolledCount: number;
  mine: boolean;
  clashId: string | null;
  freeDependents: number;
}

/**
 * Everything enrol() decides before its transaction, in one statement on the driver: the event,
 * whether the person is already in it, their other event at the same time, and how many of their
 * dependents are free then (the busy path answers from this alone: docs/performance.md).
 */
async function enrolmentPrecheck(userId: string, eventId: string): Promise<Precheck | null> {
  const columns = (
    user: string,
    startsAt: string,
  ) => `e."id", e."title", ${startsAt}, e."capacity", e."enrolledCount",
    EXISTS (SELECT 1 FROM "Enrolment" m WHERE m."userId" = ${user} AND m."eventId" = e."id") AS "mine",
    (SELECT c."eventId" FROM "Enrolment" c WHERE c."userId" = ${user} AND c."slotStartsAt" = e."startsAt" AND c."eventId" <> e."id" LIMIT 1) AS "clashId",
    (SELECT count(*) FROM "User" d WHERE d."guardianId" = ${user} AND d."deletedAt" IS NULL
      AND NOT EXISTS (SELECT 1 FROM "Enrolment" x WHERE x."userId" = d."id" AND x."slotStartsAt" = e."startsAt")) AS "freeDependents"`;
  const [row] = await rawRead<Record<keyof Precheck, unknown> & { startsAt?: unknown }>({
    name: "t26-enrolment-precheck",
    sqlite: {
      text: `SELECT ${columns("?", `e."startsAt" AS "startsAt"`)} FROM "Event" e WHERE e."id" = ?`,
      values: [userId, userId, userId, eventId],
    },
    postgres: {
      // timestamp(3) holds UTC without a zone; epoch of a zone-less timestamp reads it as UTC.
      text: `SELECT ${columns("$1", `(extract(epoch from e."startsAt") * 1000)::float8 AS "startsMs"`)} FROM "Event" e WHERE e."id" = $2`,
      values: [userId, eventId],
    },
  });
  if (!row) return null;
  return {
    id: String(row.id),
    title: String(row.title),
    // Prisma's SQLite adapter stores DateTime as ISO 8601 text.
    startsMs:
      row.startsAt instanceof Date
        ? row.startsAt.getTime()
        : row.startsAt !== undefined
          ? Date.parse(String(row.startsAt))
          : Number(row.startsMs),
    capacity: Number(row.capacity),
    enrolledCount: Number(row.enrolledCount),
    mine: Boolean(row.mine),
    clashId: row.clashId == null ? null : String(row.clashId),
    freeDependents: Number(row.freeDependents),
  };
}

/** One seat for one person inside the caller's transaction; throws Rollback on a clash or a full room. */
async function takeSeat(tx: Tx, userId: string, event: { id: string; startsAt: Date }) {
  // The conditional increment is the capacity check: it cannot go above capacity, whatever runs beside it.
  const taken =
    await tx.$executeRaw`UPDATE "Event" SET "enrolledCount" = "enrolledCount" + 1 WHERE "id" = ${event.id} AND "enrolledCount" < "capacity"`;
  if (taken !== 1) throw new Rollback(new AppError(409, "EVENT_FULL"));
  await tx.enrolment.create({ data: { userId, eventId: event.id, slotStartsAt: event.startsAt } });
}

/**
 * Enrols the participant — and the dependents listed with them who are free at that time — in
 * one transaction: all seats or none. Twice → 409 ALREADY_ENROLLED; another event at the same
 * time → 409 TIME_SLOT_TAKEN naming it; no seats → 409 EVENT_FULL.
 */
export async function enrol(userId: string, eventId: string) {
  const pre = await enrolmentPrecheck(userId, eventId);
  if (!pre) throw new AppError(404, "EVENT_NOT_FOUND");
  const event = { id: pre.id, title: pre.title, startsAt: new Date(pre.startsMs), capacity: pre.capacity };
  if (event.startsAt.getTime() <= now().getTime()) throw new AppError(409, "EVENT_STARTED");
  if (pre.mine) throw new AppError(409, "ALREADY_ENROLLED");
  if (pre.clashId) {
    const other = await db.event.findUnique({ where: { id: pre.clashId }, select: { title: true } });
    throw new AppError(409, "TIME_SLOT_TAKEN", { title: other?.title ?? "" });
  }
  // Not enough seats left when the event was read: the transaction would take none of them, so
  // the answer is given without opening it (the busy case: a full room and a queue at the door).
  // When seats are left, the conditional increment below stays the only capacity check.
  if (pre.enrolledCount + 1 + pre.freeDependents > pre.capacity) throw new AppError(409, "EVENT_FULL");
  const dependents = pre.freeDependents
    ? await db.user.findMany({
        where: {
          guardianId: userId,
          deletedAt: null,
          enrolments: { none: { slotStartsAt: event.startsAt } },
        },
        select: { id: true },
      })
    : [];
  // Folded session check (withApi's foldSession): the precheck's statement carried it; nothing
  // is written for a session that has ended.
  if (!(await sessionConfirmed())) throw unauthenticated();
  try {
    await db.$transaction(async (tx) => {
      await takeSeat(tx, userId, event);
      for (const d of dependents) await takeSeat(tx, d.id, event);
    });
  } catch (e) {
    if (e instanceof Rollback) throw e.appError;
    if (isUniqueViolation(e)) {
      // Lost a race with our own other request: say which rule it was.
      const again = await db.enrolment.findFirst({
        where: { userId, slotStartsAt: event.startsAt },
        select: { eventId: true, event: { select: { title: true } } },
      });
      if (again?.eventId === eventId) throw new AppError(409, "ALREADY_ENROLLED");
      throw new AppError(409, "TIME_SLOT_TAKEN", { title: again?.event.title ?? "" });
    }
    throw e;
  }
  return { enrolled: [userId, ...dependents.map((d) => d.id)] };
}

/**
 * Cancels the participant's seat and their dependents' seats in that event. A seat freed more than
 * two hours before the start goes to the waitlist: the earliest subscriber not yet told gets a
 * notification per freed seat (first come, first served).
 */
export async function cancelEnrolment(userId: string, eventId: string) {
  const event = await openEvent(eventId);
  const people = [
    userId,
    ...(await db.user.findMany({ where: { guardianId: userId }, select: { id: true } })).map((d) => d.id),
  ];
  const freed = await db.$transaction(async (tx) => {
    const { count } = await tx.enrolment.deleteMany({ where: { eventId, userId: { in: people } } });
    if (count === 0) return 0;
    await tx.$executeRaw`UPDATE "Event" SET "enrolledCount" = "enrolledCount" - ${count} WHERE "id" = ${eventId}`;
    return count;
  });
  if (freed === 0) throw new AppError(404, "NOT_ENROLLED");
  if (event.startsAt.getTime() - now().getTime() >= WAITLIST_NOTICE_MS) await notifyWaitlist(event, freed);
  return { freed };
}

export async function notifyWaitlist(event: { id: string; title: string }, seats: number) {
  for (let i = 0; i < seats; i++) {
    const next = await db.waitlistEntry.findFirst({
      where: { eventId: event.id, notifiedAt: null },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { id: true, userId: true },
    });
    if (!next) return;
    // Claim the entry first, so two cancellations at once never tell the same person twice.
    const claimed = await db.waitlistEntry.updateMany({
      where: { id: next.id, notifiedAt: null },
      data: { notifiedAt: now() },
    });
    if (claimed.count === 1)
      await createNotification({
        userId: next.userId,
        key: "waitlistSeat",
        params: { title: event.title, eventId: event.id },
        link: `/schedule?event=${event.id}`,
      });
    else i--;
  }
}

/** 'Avise-me se liberar vaga': only for a full event the participant is not in; once. */
export async function joinWaitlist(userId: string, eventId: string) {
  const event = await openEvent(eventId);
  const [full, mine] = await Promise.all([
    db.event.findUnique({ where: { id: eventId }, select: { enrolledCount: true, capacity: true } }),
    db.enrolment.findUnique({ where: { userId_eventId: { userId, eventId } }, select: { id: true } }),
  ]);
  if (mine) throw new AppError(409, "ALREADY_ENROLLED");
  if (full!.enrolledCount < full!.capacity) throw new AppError(409, "EVENT_NOT_FULL");
  try {
    await db.waitlistEntry.create({ data: { userId, eventId: event.id } });
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError(409, "ALREADY_ON_WAITLIST");
    throw e;
  }
  return { waiting: true };
}
