// "Meus dados" and LGPD erasure: the export holds the participant's rows and nobody else's;
// deletion erases personal data (theirs and their dependents'), keeps enrolments, tickets and
// seat counts, frees the phone, and ends every session; the legal documents list.
import { NextRequest } from "next/server";
import { db } from "@/lib/server/db";
import { sessionFromRequest } from "@/lib/server/auth/session";
import {
  COMMUNITY_MEMBER,
  DEPENDENT_IDS,
  MAIN_PARTICIPANT,
  TICKET_HOLDER,
  seedDatabase,
} from "@/prisma/seed/index";
import { sessionCookie } from "@/tests/unit/security/harness";
import { LEGAL_TEXTS } from "@/prisma/seed/legal-i18n";
import { deleteAccount, exportMyData, listLegalDocuments } from "./account";
import { makeDependent, makeParticipant } from "@/tests/unit/factories";

beforeAll(async () => {
  await seedDatabase(db);
}, 120_000);

test("legal documents: the four, in order, with the spec's versions, sanitised", async () => {
  const docs = await listLegalDocuments("pt");
  expect(docs.map((d) => d.version)).toEqual(["Janeiro 2024", "2.0", "Janeiro 2024", "1.0"]);
  expect(docs.every((d) => !/<script/i.test(d.html))).toBe(true);
});

test("legal documents in English and Spanish: titles, version labels and texts translated", async () => {
  const en = await listLegalDocuments("en");
  expect(en.map((d) => d.title)).toEqual([
    "Terms of Use",
    "Regulations",
    "Privacy Policy",
    "Image Use Consent Form",
  ]);
  expect(en.map((d) => d.version)).toEqual(["January 2024", "2.0", "January 2024", "1.0"]);
  expect(en[0]!.html).toContain("Acceptance");
  const es = await listLegalDocuments("es");
  expect(es.map((d) => d.version)).toEqual(["Enero 2024", "2.0", "Enero 2024", "1.0"]);
  expect(es[2]!.title).toBe("Política de Privacidad");
  expect(es[2]!.html).toContain("Quiénes somos");
});

test("legal documents: a version without a translation falls back to Portuguese", async () => {
  await db.legalDocumentVersion.updateMany({
    where: { documentId: "terms", isCurrent: true },
    data: { versionEs: null, contentEs: null },
  });
  try {
    const terms = (await listLegalDocuments("es"))[0]!;
    expect(terms.title).toBe("Términos de Uso");
    expect(terms.version).toBe("Janeiro 2024");
    expect(terms.html).toContain("Aceitação");
  } finally {
    const back = LEGAL_TEXTS["terms@Janeiro 2024"]!.es;
    await db.legalDocumentVersion.updateMany({
      where: { documentId: "terms", isCurrent: true },
      data: { versionEs: back.version, contentEs: back.content },
    });
  }
});

test("export: the participant's own rows — and not a trace of anybody else's contact data", async () => {
  const data = await exportMyData(MAIN_PARTICIPANT.id);
  expect(data.profile).toMatchObject({ id: MAIN_PARTICIPANT.id, phone: MAIN_PARTICIPANT.phone });
  expect(data.dependents.map((d) => d.id).sort()).toEqual([...DEPENDENT_IDS].sort());
  expect(data.ticket).not.toBeNull();
  expect(data.notifications.length).toBeGreaterThan(0);
  expect(data.community.contactRequestsReceived[0]).toEqual(
    expect.objectContaining({ from: expect.any(String) }),
  );
  const text = JSON.stringify(data);
  for (const other of [COMMUNITY_MEMBER, TICKET_HOLDER]) {
    expect(text).not.toContain(other.phone);
    expect(text).not.toContain(other.id);
  }
  const gabriel = await db.user.findUniqueOrThrow({
    where: { id: COMMUNITY_MEMBER.id },
    select: { email: true },
  });
  expect(text).not.toContain(gabriel.email!);
});

test("delete: personal data gone (dependents too), enrolments/tickets/seats kept, phone free, sessions end", async () => {
  const id = TICKET_HOLDER.id;
  const enrolmentsBefore = await db.enrolment.count({ where: { userId: id } });
  const seatsBefore = await db.event.aggregate({ _sum: { enrolledCount: true } });
  await db.post.create({ data: { authorId: id, topicId: "tbt", content: "Meu texto pessoal" } });
  const cookie = await sessionCookie(id, "participant");
  const req = () => new NextRequest("http://localhost/api/me", { headers: { cookie } });
  expect(await sessionFromRequest(req())).toMatchObject({ id });

  await deleteAccount(id);
  const u = await db.user.findUniqueOrThrow({ where: { id } });
  expect(u).toMatchObject({
    fullName: "Participante removido",
    phone: null,
    email: null,
    cpf: null,
    rg: null,
    avatarUrl: null,
    bio: "",
    instagram: null,
  });
  expect(u.deletedAt).not.toBeNull();
  expect(u.birthDate.getUTCMonth()).toBe(0);
  expect(await db.post.count({ where: { authorId: id } })).toBe(0);
  expect(await db.enrolment.count({ where: { userId: id } })).toBe(enrolmentsBefore);
  expect(await db.ticket.count({ where: { userId: id } })).toBe(1);
  expect((await db.event.aggregate({ _sum: { enrolledCount: true } }))._sum.enrolledCount).toBe(
    seatsBefore._sum.enrolledCount,
  );
  expect(await sessionFromRequest(req())).toBeNull();
  await expect(exportMyData(id)).rejects.toMatchObject({ status: 404 });
  await expect(deleteAccount(id)).rejects.toMatchObject({ status: 404 });
  // The phone can register again.
  expect(await db.user.count({ where: { phone: TICKET_HOLDER.phone } })).toBe(0);
});

test("a guardian's deletion erases the dependents' personal data too", async () => {
  const guardian = await makeParticipant();
  const children = [
    await makeDependent(guardian.id, { cpf: "52998224725" }),
    await makeDependent(guardian.id, { cpf: "70839597061" }),
  ];
  await deleteAccount(guardian.id);
  const deps = await db.user.findMany({ where: { id: { in: children.map((c) => c.id) } } });
  expect(deps).toHaveLength(2);
  expect(deps.every((d) => d.deletedAt && d.fullName === "Participante removido" && d.cpf === null)).toBe(
    true,
  );
});
