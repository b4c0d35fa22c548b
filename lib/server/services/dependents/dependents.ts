import "server-only";
import type { Jsonified } from "../jsonified";
import { now } from "@/lib/server/clock";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { ageOn } from "@/lib/registration/personal";
import { notifyWaitlist, WAITLIST_NOTICE_MS } from "../schedule/enrolment";

/** The adult's dependents with what the list and the data sheet show; upcoming enrolments first by time. */
export async function listDependents(guardianId: string) {
  const at = now();
  const rows = await db.user.findMany({
    where: { guardianId, deletedAt: null },
    orderBy: [{ birthDate: "asc" }, { id: "asc" }],
    select: {
      id: true,
      fullName: true,
      nickname: true,
      birthDate: true,
      relationship: true,
      avatarUrl: true,
      profileColor: true,
      memberCode: true,
      city: true,
      state: true,
      country: true,
      nationality: true,
      enrolments: {
        where: { event: { startsAt: { gt: at } } },
        orderBy: { slotStartsAt: "asc" },
        select: { event: { select: { id: true, title: true, startsAt: true, location: true } } },
      },
    },
  });
  return rows.map(({ enrolments, birthDate, ...d }) => ({
    ...d,
    birthDate: birthDate.toISOString().slice(0, 10),
    age: ageOn(birthDate.toISOString().slice(0, 10), at),
    enrolments: enrolments.map((e) => e.event),
  }));
}

/**
 * Cancels every upcoming enrolment of one of the adult's dependents: seats are given back in one
 * transaction and the waitlists hear of them (the 2-hour rule applies). Someone else's dependent
 * is a 404; nothing to cancel is 404 NOT_ENROLLED.
 */
export async function cancelDependentEnrolments(guardianId: string, dependentId: string) {
  const dependent = await db.user.findFirst({
    where: { id: dependentId, guardianId, deletedAt: null },
    select: { id: true },
  });
  if (!dependent) throw new AppError(404, "NOT_FOUND");
  const at = now();
  const freed = await db.$transaction(async (tx) => {
    const held = await tx.enrolment.findMany({
      where: { userId: dependent.id, event: { startsAt: { gt: at } } },
      select: { id: true, event: { select: { id: true, title: true, startsAt: true } } },
    });
    const gone: (typeof held)[number]["event"][] = [];
    for (const h of held) {
      const { count } = await tx.enrolment.deleteMany({ where: { id: h.id } });
      if (count !== 1) continue;
      await tx.$executeRaw`UPDATE "Event" SET "enrolledCount" = "enrolledCount" - 1 WHERE "id" = ${h.event.id}`;
      gone.push(h.event);
    }
    return gone;
  });
  if (freed.length === 0) throw new AppError(404, "NOT_ENROLLED");
  for (const event of freed)
    if (event.startsAt.getTime() - at.getTime() >= WAITLIST_NOTICE_MS) await notifyWaitlist(event, 1);
  return { cancelled: freed.length };
}

/** DELETE /api/dependents/{id}/enrolments — how many upcoming enrolments were cancelled. */
export type EnrolmentsCancelled = Awaited<ReturnType<typeof cancelDependentEnrolments>>;

/** One row of the /dependents list as the client component receives it (dates as strings). */
export type DependentView = Jsonified<Awaited<ReturnType<typeof listDependents>>[number]> & {
  stateLabel: string;
};
