// The personal pass: a ticket holder gets a signed QR; someone without a paid ticket gets none.
import { db } from "@/lib/server/db";
import { COMMUNITY_MEMBER, MAIN_PARTICIPANT, seedDatabase } from "@/prisma/seed/index";
import { clearQrCache, getPass, qrDataUrl } from "./pass";
import { verifyToken } from "./tokens";
import { makeDependent, makeParticipant } from "@/tests/unit/factories";

beforeAll(async () => {
  await seedDatabase(db);
}, 120_000);

test("a ticket holder's pass carries a signed token of their own and its QR", async () => {
  const pass = await getPass(MAIN_PARTICIPANT.id);
  expect(pass.hasTicket).toBe(true);
  expect(await verifyToken(pass.token!, "p")).toBe(MAIN_PARTICIPANT.id);
  expect(pass.qr).toMatch(/^data:image\/svg\+xml;base64,/);
});

test("no paid ticket: no token and no QR leave the server (seeded community member and a new person)", async () => {
  const fresh = await makeParticipant();
  for (const id of [COMMUNITY_MEMBER.id, fresh.id]) {
    const pass = await getPass(id);
    expect(pass).toMatchObject({ hasTicket: false, token: null, qr: null });
    expect(JSON.stringify(pass)).not.toContain("T26.");
  }
});

test("with a ticket bought later, the same person gets a pass", async () => {
  const buyer = await makeParticipant({ ticketPlan: "congressista" });
  const pass = await getPass(buyer.id);
  expect(pass.hasTicket).toBe(true);
  expect(await verifyToken(pass.token!, "p")).toBe(buyer.id);
});

test("a guardian sees a dependent's pass and the family; anyone else's id, or a deleted child's, is a 404", async () => {
  const guardian = await makeParticipant({ ticketPlan: "congressista" });
  const older = await makeDependent(guardian.id, { birthDate: new Date("2012-03-01T00:00:00Z") });
  const younger = await makeDependent(guardian.id, { birthDate: new Date("2016-03-01T00:00:00Z") });
  const gone = await makeDependent(guardian.id, { deletedAt: new Date() });
  const stranger = await makeParticipant({ ticketPlan: "congressista" });

  const own = await getPass(guardian.id);
  expect(own.holder).toMatchObject({
    id: guardian.id,
    fullName: guardian.fullName,
    memberCode: guardian.memberCode,
  });
  expect(own.family.map((f) => f.id)).toEqual([guardian.id, older.id, younger.id]);
  const child = await getPass(guardian.id, younger.id);
  expect(child.holder.id).toBe(younger.id);
  expect(child).toMatchObject({ hasTicket: false, token: null, qr: null });
  for (const id of [gone.id, stranger.id, "nobody"])
    await expect(getPass(guardian.id, id)).rejects.toMatchObject({ status: 404 });
  // A person without dependents has no family switcher.
  expect((await getPass(stranger.id)).family).toEqual([]);
});

test("usage lists the pass's check-ins newest first, events and boardings, with their place", async () => {
  const person = await makeParticipant({ ticketPlan: "congressista" });
  const event = await db.event.findFirstOrThrow({ select: { id: true, title: true, location: true } });
  const trip = await db.trip.findFirstOrThrow({
    select: { id: true, origin: true, destination: true, boardingLocation: true, busId: true },
  });
  await db.checkIn.create({
    data: { userId: person.id, eventId: event.id, createdAt: new Date("2026-11-01T12:00:00Z") },
  });
  await db.checkIn.create({
    data: { userId: person.id, tripId: trip.id, createdAt: new Date("2026-11-02T09:30:00Z") },
  });
  const { usage } = await getPass(person.id);
  expect(usage).toEqual([
    {
      id: expect.any(String),
      at: new Date("2026-11-02T09:30:00Z"),
      kind: "trip",
      title: `${trip.origin} → ${trip.destination}`,
      location: `${trip.boardingLocation} · ${trip.busId}`,
    },
    {
      id: expect.any(String),
      at: new Date("2026-11-01T12:00:00Z"),
      kind: "event",
      title: event.title,
      location: event.location,
    },
  ]);
});

test("a QR is drawn once per text and reads the same", async () => {
  clearQrCache();
  const first = qrDataUrl("T26.1.p.someone.signature");
  expect(qrDataUrl("T26.1.p.someone.signature")).toBe(first); // the same drawing, not a new one
  const again = await first;
  clearQrCache();
  expect(await qrDataUrl("T26.1.p.someone.signature")).toBe(again);
  expect(await qrDataUrl("T26.1.p.other.signature")).not.toBe(again);
});
