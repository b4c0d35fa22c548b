// The door's look-up by name, CPF or member code: only the item's members, few fields, the same
// matching as the offline roster (lib/door-lookup.ts), and the API's validation and rate limit.
import { NextRequest } from "next/server";
import { GET as lookupRoute } from "@/app/api/staff/items/[type]/[id]/lookup/route";
import { cpfEndOf, lookupIn, matchesLookup } from "@/lib/door-lookup";
import { db } from "@/lib/server/db";
import { MAIN_PARTICIPANT, STAFF_ID, seedDatabase } from "@/prisma/seed/index";
import { sessionCookie } from "@/tests/unit/session-cookie";
import { lookupItemMembers } from "./lookup";
import { itemRoster } from "./staff-items";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

const EVENT = "d1-recife-10"; // Maria is enrolled; Gabriel is not (prisma/seed/enrolments.ts)
let maria: { cpf: string | null; memberCode: string };

beforeAll(async () => {
  await seedDatabase(db);
  maria = await db.user.findUniqueOrThrow({
    where: { id: MAIN_PARTICIPANT.id },
    select: { cpf: true, memberCode: true },
  });
}, 120_000);

test("the matching rule: folded names (every word), member codes whole or in part, CPF whole or its last digits", () => {
  const p = { name: "Sofía González", memberCode: "T26-AB12CD", cpfEnd: "0991", cpfDigits: "12345670991" };
  expect(matchesLookup("sofia", p)).toBe(true);
  expect(matchesLookup("GONZ sof", p)).toBe(true);
  expect(matchesLookup("sofia maria", p)).toBe(false);
  expect(matchesLookup("so", p)).toBe(false); // at least 3 characters
  expect(matchesLookup("t26-ab1", p)).toBe(true);
  expect(matchesLookup("T26-XB1", p)).toBe(false);
  expect(matchesLookup("b12c", p)).toBe(true);
  expect(matchesLookup("123.456.709-91", p)).toBe(true); // the whole CPF
  expect(matchesLookup("999.456.709-91", p)).toBe(false); // online all 11 digits must match
  expect(matchesLookup("0991", p)).toBe(true); // its last digits
  expect(matchesLookup("991", p)).toBe(true);
  expect(matchesLookup("0992", p)).toBe(false);
  // Offline there is no CPF, only its end: a whole CPF typed matches on its last 4 digits.
  expect(matchesLookup("999.456.709-91", { ...p, cpfDigits: undefined })).toBe(true);
  expect(cpfEndOf("123.456.789-09")).toBe("8909");
  expect(cpfEndOf("12345")).toBeNull();
  expect(lookupIn("a", [p])).toEqual([]);
});

test("by name, CPF and member code: only members of the item, at most 8, whether they are in", async () => {
  const byName = await lookupItemMembers("event", EVENT, "maria eduarda");
  expect(byName.map((p) => p.id)).toContain(MAIN_PARTICIPANT.id);
  const row = byName.find((p) => p.id === MAIN_PARTICIPANT.id)!;
  expect(Object.keys(row).sort()).toEqual(["avatarUrl", "checkedInAt", "cpfEnd", "id", "memberCode", "name"]);
  expect(row.cpfEnd).toBe(cpfEndOf(maria.cpf));

  expect((await lookupItemMembers("event", EVENT, maria.cpf!)).map((p) => p.id)).toEqual([
    MAIN_PARTICIPANT.id,
  ]);
  expect((await lookupItemMembers("event", EVENT, maria.memberCode.toLowerCase())).map((p) => p.id)).toEqual([
    MAIN_PARTICIPANT.id,
  ]);
  expect((await lookupItemMembers("event", EVENT, "Gabriel Almeida")).length).toBe(0); // not enrolled
  expect((await lookupItemMembers("event", EVENT, "ana")).length).toBeLessThanOrEqual(8);

  const someone = await db.enrolment.findFirstOrThrow({
    where: { eventId: EVENT, user: { deletedAt: null, checkIns: { none: { eventId: EVENT } } } },
    select: { user: { select: { id: true, memberCode: true } } },
  });
  const before = await lookupItemMembers("event", EVENT, someone.user.memberCode);
  expect(before).toEqual([expect.objectContaining({ id: someone.user.id, checkedInAt: null })]);
  await db.checkIn.create({ data: { userId: someone.user.id, eventId: EVENT, staffId: STAFF_ID } });
  const after = await lookupItemMembers("event", EVENT, someone.user.memberCode);
  expect(after[0]!.checkedInAt).toBeInstanceOf(Date);
  await expect(lookupItemMembers("event", "no-such-event", "maria")).rejects.toMatchObject({ status: 404 });
});

test("the offline roster holds the CPF's last 4 digits, never the CPF, and finds the same people", async () => {
  const roster = await itemRoster("event", EVENT);
  const json = JSON.stringify(roster);
  expect(json).not.toContain(maria.cpf!);
  expect(json).not.toContain(maria.cpf!.replace(/\D/g, ""));
  const online = (await lookupItemMembers("event", EVENT, "maria")).map((p) => p.id);
  const offline = lookupIn("maria", roster.participants).map((p) => p.id);
  expect(offline).toEqual(online);
});

test("the API: 3 characters at least, staff only, few fields", async () => {
  const call = async (q: string, role: "staff" | "participant" = "staff") =>
    (lookupRoute as unknown as Handler)(
      new NextRequest(`http://localhost/api/staff/items/event/${EVENT}/lookup?q=${encodeURIComponent(q)}`, {
        headers: {
          cookie: `${await sessionCookie(role === "staff" ? STAFF_ID : MAIN_PARTICIPANT.id, role)}; NEXT_LOCALE=pt`,
        },
      }),
      { params: Promise.resolve({ type: "event", id: EVENT }) },
    );
  const ok = await call("Maria");
  expect(ok.status).toBe(200);
  const body = (await ok.json()) as { people: { id: string }[] };
  expect(body.people.map((p) => p.id)).toContain(MAIN_PARTICIPANT.id);
  expect((await call("ma")).status).toBe(400);
  expect((await call("Maria", "participant")).status).toBe(403);
});
