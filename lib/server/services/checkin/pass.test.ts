// The personal pass: a ticket holder gets a signed QR; someone without a paid ticket gets none.
import { db } from "@/lib/server/db";
import { COMMUNITY_MEMBER, MAIN_PARTICIPANT, seedDatabase } from "@/prisma/seed/index";
import { getPass } from "./pass";
import { verifyToken } from "./tokens";
import { makeParticipant } from "@/tests/unit/factories";

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
