/**
 * Enrolments, the waitlist and Event.enrolledCount.
 *
 * The app's invariant is enrolledCount == number of Enrolment rows (seats taken), kept inside
 * one transaction. To make the programme look realistic (some events full, some above 80%)
 * without faking counters, the seed creates real Enrolment rows:
 *  - the named participants' enrolments (ENROLMENTS below, one event per time slot each);
 *  - filler participants of the event's city (people.ts, a few hundred) fill each event up to
 *    its fill target. Fillers are drawn per (city, time slot), so nobody holds two seats in
 *    the same slot; full events are filled first. Small events (50–120 seats) are the full or
 *    >80% ones, large halls (up to 1500) stay green — a few hundred fillers cannot fill them.
 * After inserting, enrolledCount is recounted from the rows for every event (only rows whose
 * count differs are written), so the invariant holds even after the demo has been used.
 * Rows are written with createMany in chunks (~15k rows take well under a second on SQLite).
 */
import type { Prisma } from "../../lib/server/generated/prisma/client";
import { type CityId } from "./cities";
import { type FillerSpec, fillersOf, userId } from "./people";
import { type EventSpec, buildEvents, eventById } from "./schedule";
import {
  type Db,
  type WithId,
  type WriteStats,
  addMinutes,
  chunk,
  cyclic,
  createRng,
  hash32,
  insertMissing,
  recife,
  SEED_NOW,
} from "./util";

/** Named participants' agendas (user key → event ids). At most one event per time slot. */
export const ENROLMENTS = {
  maria: ["d1-recife-03", "d1-recife-10", "d2-recife-02", "d2-recife-08", "d3-recife-05", "d4-recife-10"],
  // Dependents follow their guardian's agenda (the family-friendly part of it).
  "ana-clara": ["d1-recife-10", "d2-recife-08", "d4-recife-10"],
  miguel: ["d1-recife-10", "d2-recife-08", "d4-recife-10"],
  lucas: ["d1-recife-10", "d2-recife-04", "d2-recife-09"],
  "ana-beatriz": ["d1-joao-pessoa-02", "d2-joao-pessoa-06", "d3-joao-pessoa-10"],
  rafael: ["d1-fortaleza-10", "d2-fortaleza-02", "d3-fortaleza-09"],
  juliana: ["d2-salvador-01", "d3-salvador-04"],
  mateus: ["d1-teresina-10", "d2-teresina-07"],
  beatriz: ["d1-recife-10", "d2-recife-05", "d3-recife-06"],
  sofia: ["d1-recife-04", "d1-recife-10"],
  larissa: ["d1-natal-02"],
  camila: ["d1-recife-10", "d3-recife-02", "d4-recife-07"],
} satisfies Record<string, string[]>;

/** Full events whose "Avise-me se liberar vaga" is already on (user key → event ids). */
export const WAITLIST: Record<string, string[]> = {
  maria: ["d2-recife-06"],
  lucas: ["d1-recife-03"],
};

/** The main participant's events (for tests and the printed summary). */
export const MAIN_PARTICIPANT_EVENTS = ENROLMENTS.maria;

function enrolmentCreatedAt(id: string): Date {
  const rng = createRng(hash32(`enr-at:${id}`));
  // Between 1 October and the demo's now (SEED_NOW).
  return addMinutes(recife("2026-10-01", "08:00"), rng.int(0, 24 * 24 * 60));
}

function slotKey(e: EventSpec): string {
  return `${e.row.cityId}|${e.row.startsAt.toISOString()}`;
}

const FILL_ORDER = { full: 0, high: 1, mid: 2, low: 3 } as const;

type EnrolmentRow = WithId<Prisma.EnrolmentCreateManyInput> & { slotStartsAt: Date };

let cache: EnrolmentRow[] | undefined;

/** Every seeded enrolment, named ones first. Deterministic. */
export function enrolmentRows(): EnrolmentRow[] {
  if (cache) return cache;
  const rows: EnrolmentRow[] = [];
  const named = new Map<string, number>();
  const seenSlots = new Set<string>();
  for (const [key, eventIds] of Object.entries(ENROLMENTS)) {
    const uid = userId(key);
    for (const eid of eventIds) {
      const ev = eventById(eid);
      const slot = `${uid}|${ev.row.startsAt.toISOString()}`;
      if (seenSlots.has(slot))
        throw new Error(`Seed data error: ${key} has two events at ${ev.row.startsAt.toISOString()}`);
      seenSlots.add(slot);
      const id = `seed-enr-${eid}-${key}`;
      rows.push({
        id,
        userId: uid,
        eventId: eid,
        slotStartsAt: ev.row.startsAt,
        createdAt: enrolmentCreatedAt(id),
      });
      named.set(eid, (named.get(eid) ?? 0) + 1);
    }
  }

  const groups = new Map<string, EventSpec[]>();
  for (const e of buildEvents()) {
    const k = slotKey(e);
    groups.set(k, [...(groups.get(k) ?? []), e]);
  }
  const poolCache = new Map<CityId, FillerSpec[]>();
  for (const [k, events] of groups) {
    const cityId = events[0]?.row.cityId;
    if (!cityId) continue;
    if (!poolCache.has(cityId)) poolCache.set(cityId, fillersOf(cityId));
    const pool = poolCache.get(cityId)!;
    if (pool.length === 0) continue;
    // Rotate the pool per slot so different fillers end up in different activities.
    const offset = hash32(`slot:${k}`) % pool.length;
    let next = 0;
    const ordered = [...events].sort(
      (a, b) => FILL_ORDER[a.fill] - FILL_ORDER[b.fill] || a.row.id.localeCompare(b.row.id),
    );
    for (const ev of ordered) {
      let need = Math.min(ev.target, ev.row.capacity) - (named.get(ev.row.id) ?? 0);
      while (need > 0 && next < pool.length) {
        const filler = cyclic(pool, offset + next);
        next++;
        need--;
        const id = `seed-enr-${ev.row.id}-${filler.id.slice("seed-user-".length)}`;
        rows.push({
          id,
          userId: filler.id,
          eventId: ev.row.id,
          slotStartsAt: ev.row.startsAt,
          createdAt: enrolmentCreatedAt(id),
        });
      }
    }
  }
  cache = rows;
  return rows;
}

export async function seedEnrolments(db: Db, stats: WriteStats): Promise<void> {
  const rows = enrolmentRows();
  const capacity = new Map(buildEvents().map((e) => [e.row.id, e.row.capacity]));
  const userIds = [...new Set(rows.map((r) => r.userId))];

  // Current seats per event, so a re-seed after demo use never pushes an event over capacity.
  const taken = new Map<string, number>();
  for (const g of await db.enrolment.groupBy({ by: ["eventId"], _count: { _all: true } }))
    taken.set(g.eventId, g._count._all);

  await insertMissing(stats, rows, {
    findExistingIds: (ids) => db.enrolment.findMany({ where: { id: { in: ids } }, select: { id: true } }),
    createMany: (data) => db.enrolment.createMany({ data }),
    uniqueKeys: (r) => [`${r.userId}|${r.eventId}`, `${r.userId}|${r.slotStartsAt.toISOString()}`],
    accept: (r) => {
      const seats = taken.get(r.eventId) ?? 0;
      if (seats >= (capacity.get(r.eventId) ?? 0)) return false;
      taken.set(r.eventId, seats + 1);
      return true;
    },
    existingKeys: async () => {
      const keys: string[] = [];
      for (const part of chunk(userIds, 500)) {
        const existing = await db.enrolment.findMany({
          where: { userId: { in: part } },
          select: { userId: true, eventId: true, slotStartsAt: true },
        });
        for (const e of existing)
          keys.push(`${e.userId}|${e.eventId}`, `${e.userId}|${e.slotStartsAt.toISOString()}`);
      }
      return keys;
    },
  });

  await recountEnrolments(db, stats);

  const waitlist: WithId<Prisma.WaitlistEntryCreateManyInput>[] = Object.entries(WAITLIST).flatMap(
    ([key, ids]) =>
      ids.map((eid) => ({
        id: `seed-wait-${eid}-${key}`,
        userId: userId(key),
        eventId: eid,
        // Joined the waitlist the day before the demo's now.
        createdAt: addMinutes(SEED_NOW, -24 * 60),
        notifiedAt: null,
      })),
  );
  await insertMissing(stats, waitlist, {
    findExistingIds: (ids) => db.waitlistEntry.findMany({ where: { id: { in: ids } }, select: { id: true } }),
    createMany: (data) => db.waitlistEntry.createMany({ data }),
    uniqueKeys: (w) => [`${w.userId}|${w.eventId}`],
    existingKeys: async (ws) =>
      (
        await db.waitlistEntry.findMany({
          where: { userId: { in: ws.map((w) => w.userId) } },
          select: { userId: true, eventId: true },
        })
      ).map((w) => `${w.userId}|${w.eventId}`),
  });
}

/** Sets Event.enrolledCount to the number of Enrolment rows wherever they differ. */
export async function recountEnrolments(db: Db, stats: WriteStats): Promise<void> {
  const counts = new Map<string, number>();
  for (const g of await db.enrolment.groupBy({ by: ["eventId"], _count: { _all: true } }))
    counts.set(g.eventId, g._count._all);
  const events = await db.event.findMany({ select: { id: true, enrolledCount: true } });
  for (const e of events) {
    const actual = counts.get(e.id) ?? 0;
    if (e.enrolledCount !== actual) {
      await db.event.update({ where: { id: e.id }, data: { enrolledCount: actual } });
      stats.updated++;
    }
  }
}
