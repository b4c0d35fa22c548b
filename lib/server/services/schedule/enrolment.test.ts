// Enrolment with real seats: capacity under 200 concurrent requests, time-slot clashes, dependents
// following the adult, cancellation freeing the seat and waking the waitlist in order.
import { db } from "@/lib/server/db";
import { cancelEnrolment, enrol, joinWaitlist } from "./enrolment";
import { makeDependent, makeEvent, makeParticipant } from "@/tests/unit/factories";

// The congress is 01–04/11/2026: business rules run on a clock before it.
process.env.APP_NOW = "2026-10-20T12:00:00-03:00";

test("200 concurrent enrolments into 50 seats: exactly 50 seats taken, the rest EVENT_FULL", async () => {
  const event = await makeEvent({ capacity: 50 });
  const people = await Promise.all(Array.from({ length: 200 }, () => makeParticipant()));
  const results = await Promise.allSettled(people.map((p) => enrol(p.id, event.id)));
  expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(50);
  const codes = results
    .filter((r): r is PromiseRejectedResult => r.status === "rejected")
    .map((r) => r.reason.code);
  expect(new Set(codes)).toEqual(new Set(["EVENT_FULL"]));
  const after = await db.event.findUniqueOrThrow({ where: { id: event.id } });
  expect(after.enrolledCount).toBe(50);
  expect(await db.enrolment.count({ where: { eventId: event.id } })).toBe(50);
});

test("twice → ALREADY_ENROLLED; same time slot → TIME_SLOT_TAKEN naming the other event; started → EVENT_STARTED", async () => {
  const p = await makeParticipant();
  const a = await makeEvent({ capacity: 10 });
  const b = await makeEvent({ capacity: 10, startsAt: a.startsAt });
  await enrol(p.id, a.id);
  await expect(enrol(p.id, a.id)).rejects.toMatchObject({ status: 409, code: "ALREADY_ENROLLED" });
  await expect(enrol(p.id, b.id)).rejects.toMatchObject({
    status: 409,
    code: "TIME_SLOT_TAKEN",
    params: { title: a.title },
  });
  const concurrent = await Promise.allSettled([enrol(p.id, b.id), enrol(p.id, b.id)]);
  expect(concurrent.every((r) => r.status === "rejected")).toBe(true);
  expect((await db.event.findUniqueOrThrow({ where: { id: b.id } })).enrolledCount).toBe(0);
  const past = await makeEvent({ capacity: 10, startsAt: new Date("2026-10-19T10:00:00Z") });
  await expect(enrol(p.id, past.id)).rejects.toMatchObject({ status: 409, code: "EVENT_STARTED" });
  await expect(enrol(p.id, "no-such-event")).rejects.toMatchObject({ status: 404, code: "EVENT_NOT_FOUND" });
});

test("an adult's enrolment seats the dependents too (all or nothing); cancelling frees all their seats", async () => {
  const guardian = await makeParticipant();
  const children = [await makeDependent(guardian.id), await makeDependent(guardian.id)];
  const roomy = await makeEvent({ capacity: 10 });
  const result = await enrol(guardian.id, roomy.id);
  expect(result.enrolled.sort()).toEqual([guardian.id, ...children.map((c) => c.id)].sort());
  expect((await db.event.findUniqueOrThrow({ where: { id: roomy.id } })).enrolledCount).toBe(3);
  expect(await cancelEnrolment(guardian.id, roomy.id)).toEqual({ freed: 3 });
  expect((await db.event.findUniqueOrThrow({ where: { id: roomy.id } })).enrolledCount).toBe(0);

  const tight = await makeEvent({ capacity: 2 });
  await expect(enrol(guardian.id, tight.id)).rejects.toMatchObject({ code: "EVENT_FULL" });
  expect(await db.enrolment.count({ where: { eventId: tight.id } })).toBe(0);
  expect((await db.event.findUniqueOrThrow({ where: { id: tight.id } })).enrolledCount).toBe(0);
});

test("a freed seat notifies the first person waiting, once; late cancellations do not", async () => {
  const event = await makeEvent({ capacity: 1 });
  const holder = await makeParticipant();
  const first = await makeParticipant();
  const second = await makeParticipant();
  await enrol(holder.id, event.id);
  await expect(joinWaitlist(holder.id, event.id)).rejects.toMatchObject({ code: "ALREADY_ENROLLED" });
  await joinWaitlist(first.id, event.id);
  await new Promise((r) => setTimeout(r, 5));
  await joinWaitlist(second.id, event.id);
  await expect(joinWaitlist(first.id, event.id)).rejects.toMatchObject({ code: "ALREADY_ON_WAITLIST" });

  await cancelEnrolment(holder.id, event.id);
  const told = await db.notification.findMany({
    where: { key: "waitlistSeat", params: { contains: event.id } },
    select: { userId: true },
  });
  expect(told.map((n) => n.userId)).toEqual([first.id]);
  await expect(cancelEnrolment(holder.id, event.id)).rejects.toMatchObject({
    status: 404,
    code: "NOT_ENROLLED",
  });

  // Less than 2 hours before the start: the seat frees, nobody is woken.
  const soon = await makeEvent({
    capacity: 1,
    startsAt: new Date(new Date(process.env.APP_NOW!).getTime() + 60 * 60_000),
  });
  await enrol(holder.id, soon.id);
  await joinWaitlist(second.id, soon.id);
  await cancelEnrolment(holder.id, soon.id);
  expect(await db.notification.count({ where: { key: "waitlistSeat", params: { contains: soon.id } } })).toBe(
    0,
  );
  await expect(joinWaitlist(second.id, (await makeEvent({ capacity: 5 })).id)).rejects.toMatchObject({
    code: "EVENT_NOT_FULL",
  });
});

test("builder confirmation: chosen events enrolled, a full one reported, deselected ones given back, agenda marked built", async () => {
  const { confirmBuilder } = await import("./builder");
  const p = await makeParticipant();
  const keep = await makeEvent({ capacity: 10 });
  const drop = await makeEvent({ capacity: 10 });
  await enrol(p.id, drop.id);
  const roomy = await makeEvent({ capacity: 10 });
  const full = await makeEvent({ capacity: 0 });
  const { results } = await confirmBuilder(p.id, [keep.id, roomy.id, full.id]);
  expect(results).toEqual(
    expect.arrayContaining([
      { eventId: keep.id, ok: true },
      { eventId: roomy.id, ok: true },
      expect.objectContaining({ eventId: full.id, ok: false, code: "EVENT_FULL" }),
    ]),
  );
  const mine = (
    await db.enrolment.findMany({
      where: { userId: p.id, eventId: { in: [keep.id, drop.id, roomy.id, full.id] } },
      select: { eventId: true },
    })
  )
    .map((e) => e.eventId)
    .sort();
  expect(mine).toEqual([keep.id, roomy.id].sort());
  expect((await db.event.findUniqueOrThrow({ where: { id: drop.id } })).enrolledCount).toBe(0);
  expect((await db.user.findUniqueOrThrow({ where: { id: p.id } })).agendaConfirmedAt).not.toBeNull();
  const same = await makeEvent({ capacity: 10, startsAt: keep.startsAt });
  await expect(confirmBuilder(p.id, [keep.id, same.id])).rejects.toMatchObject({
    status: 400,
    code: "BUILDER_SLOT_TWICE",
  });
});
