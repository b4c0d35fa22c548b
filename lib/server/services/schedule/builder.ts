import "server-only";
import { FIRST_EVENT_DAY, LAST_EVENT_DAY } from "@/lib/event";
import { now } from "@/lib/server/clock";
import { db } from "@/lib/server/db";
import { AppError, type ErrorCode, type ErrorParams } from "@/lib/server/errors";
import { recifeDayRange } from "@/lib/server/services/transport/my-trips";
import { cancelEnrolment, enrol } from "./enrolment";

export interface BuilderResult {
  eventId: string;
  ok: boolean;
  code?: ErrorCode;
  params?: ErrorParams;
}
/** POST /api/schedule/builder's answer: a failed event also carries its translated message. */
export interface BuilderAnswer {
  results: (BuilderResult & { message?: string })[];
}

/**
 * 'Confirmar Programação': the chosen events become real enrolments, events of the built days the
 * participant deselected are given back, and the agenda counts as built (the banner goes). A seat
 * taken meanwhile (or a clash) is reported for that event; the rest is kept.
 */
export async function confirmBuilder(userId: string, eventIds: string[]) {
  const unique = [...new Set(eventIds)];
  const chosen = await db.event.findMany({
    where: { id: { in: unique } },
    select: { id: true, title: true, startsAt: true },
  });
  if (chosen.length !== unique.length) throw new AppError(404, "EVENT_NOT_FOUND");
  const slots = new Set<number>();
  for (const e of chosen) {
    if (slots.has(e.startsAt.getTime())) throw new AppError(400, "BUILDER_SLOT_TWICE");
    slots.add(e.startsAt.getTime());
  }
  const first = recifeDayRange(FIRST_EVENT_DAY).start;
  const last = recifeDayRange(LAST_EVENT_DAY).end;
  const current = await db.enrolment.findMany({
    where: { userId, slotStartsAt: { gte: first, lt: last } },
    select: { eventId: true, slotStartsAt: true },
  });
  const results: BuilderResult[] = [];
  // Give back first (frees the slots the new choices need), only events that have not started.
  for (const e of current) {
    if (unique.includes(e.eventId) || e.slotStartsAt.getTime() <= now().getTime()) continue;
    await cancelEnrolment(userId, e.eventId).catch(() => undefined);
  }
  for (const e of chosen.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())) {
    if (current.some((c) => c.eventId === e.id)) {
      results.push({ eventId: e.id, ok: true });
      continue;
    }
    try {
      await enrol(userId, e.id);
      results.push({ eventId: e.id, ok: true });
    } catch (err) {
      if (err instanceof AppError)
        results.push({ eventId: e.id, ok: false, code: err.code, params: err.params });
      else throw err;
    }
  }
  await db.user.update({ where: { id: userId }, data: { agendaConfirmedAt: now() } });
  return { results };
}
