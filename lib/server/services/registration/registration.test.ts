// Registration: step checks (origin table, Espanha lists, CPF, nationality rules), the code to the
// new phone, the participant created once, a taken phone refused, dependents of the logged-in
// adult (minor only, their phone untouched), and cancelling a dependent's enrolments.
import { db } from "@/lib/server/db";
import { readDevOutbox } from "@/lib/server/services/messaging/read-dev-outbox";
import { originSchema, personalSchema, registrationCredentialsSchema } from "@/lib/validations/registration";
import { DEPENDENT_IDS, MAIN_PARTICIPANT, seedDatabase } from "@/prisma/seed/index";
import { cancelDependentEnrolments, listDependents } from "../dependents/dependents";
import { requestLoginCode } from "../auth/request-login-code";
import { enrol } from "../schedule/enrolment";
import { registerDependent, registerParticipant, sendRegistrationCode } from "./register";

process.env.APP_NOW = "2026-10-20T12:00:00-03:00";

beforeAll(async () => {
  await seedDatabase(db);
}, 120_000);

let seq = 0;
const phone = () => `8199${String(7_300_000 + ++seq).padStart(7, "0")}`;
const ORIGIN = originSchema.parse({ country: "Brasil", state: "PE", city: "Recife" });
const personal = (extra: Record<string, unknown> = {}) =>
  personalSchema.parse({
    fullName: "Ana Beatriz Lima",
    nickname: "Bia",
    birthDate: "2001-03-04",
    nationality: "Brasil",
    cpf: "529.982.247-25",
    rg: "7654321",
    email: "Bia@Example.com",
    countryCode: "+55",
    phone: phone(),
    ...extra,
  });
const participant = { id: MAIN_PARTICIPANT.id, role: "participant" as const };

async function lastCode(to: string) {
  const [message] = await readDevOutbox(to);
  return message!.code!;
}

describe("origin", () => {
  test("union and association follow the spec's table, whatever the client sends", () => {
    expect(
      originSchema.parse({ country: "Brasil", state: "SP", city: "Campinas", union: "X", association: "Y" }),
    ).toMatchObject({ union: "União Central Brasileira", association: "Associação Paulista" });
    expect(originSchema.parse({ country: "Brasil", state: "PR", city: "Curitiba" })).toMatchObject({
      union: "União Sul Brasileira",
      association: "Associação Sul Paranaense",
    });
    expect(originSchema.parse({ country: "Brasil", state: "PE", city: "Recife" })).toMatchObject({
      union: "União Central Brasileira",
      association: "Associação Regional",
    });
    expect(originSchema.parse({ country: "Chile", state: "Biobío", city: "Concepción" })).toMatchObject({
      union: "União Regional",
      association: "Associação Local",
    });
  });

  test("Espanha: union and association are required and must belong together", () => {
    const base = { country: "Espanha", state: "Galicia", city: "Vigo" };
    const paths = (input: unknown) =>
      originSchema.safeParse(input).error?.issues.map((i) => `${i.path.join(".")}:${i.message}`);
    expect(paths(base)).toEqual(["union:required", "association:required"]);
    expect(paths({ ...base, union: "União Sul", association: "Associação Galega" })).toEqual([
      "association:invalid",
    ]);
    expect(
      originSchema.parse({ ...base, union: "União Norte", association: "Associação Galega" }),
    ).toMatchObject({ union: "União Norte", association: "Associação Galega" });
  });

  test("state and city must come from the lists; a city of another state is refused", () => {
    const paths = (input: unknown) =>
      originSchema.safeParse(input).error?.issues.map((i) => i.path.join("."));
    expect(paths({ country: "Brasil", state: "XX", city: "Recife" })).toEqual(["state"]);
    expect(paths({ country: "Brasil", state: "SP", city: "Recife" })).toEqual(["city"]);
    expect(paths({ country: "Portugal", state: "Lisboa", city: "Lisboa" })).toEqual(["country"]);
    expect(paths({ country: "Brasil", state: "", city: "" })).toEqual(["state", "city"]);
  });
});

describe("personal", () => {
  test("Brasil needs a CPF with valid check digits and an RG", () => {
    const issues = (extra: Record<string, unknown>) =>
      personalSchema
        .safeParse({ ...personal(), ...extra })
        .error?.issues.map((i) => `${i.path.join(".")}:${i.message}`);
    expect(issues({ cpf: "529.982.247-24" })).toEqual(["cpf:cpf"]);
    expect(issues({ cpf: "111.111.111-11" })).toEqual(["cpf:cpf"]);
    expect(issues({ cpf: undefined, rg: undefined })).toEqual(["cpf:required", "rg:required"]);
    expect(personal().cpf).toBe("52998224725");
  });

  test("Outro needs the nationality written out; other nationalities one international document", () => {
    const issues = (extra: Record<string, unknown>) =>
      personalSchema
        .safeParse({ ...personal(), cpf: undefined, rg: undefined, ...extra })
        .error?.issues.map((i) => `${i.path.join(".")}:${i.message}`);
    expect(issues({ nationality: "Outro" })).toEqual(["document:required", "customNationality:required"]);
    expect(issues({ nationality: "Chile" })).toEqual(["document:required"]);
    const chilean = personal({ nationality: "Chile", cpf: "123", rg: "x", document: "P1234567" });
    expect(chilean).toMatchObject({ document: "P1234567", cpf: undefined, rg: undefined });
  });

  test("required fields, e-mail and a real birth date", () => {
    const r = personalSchema.safeParse({
      fullName: " ",
      nickname: "",
      birthDate: "2001-02-30",
      nationality: "",
      email: "no",
      countryCode: "+55",
      phone: "",
    });
    expect(r.error?.issues.map((i) => `${i.path.join(".")}:${i.message}`).sort()).toEqual(
      [
        "birthDate:birthDate",
        "email:email",
        "fullName:required",
        "nationality:required",
        "nickname:required",
        "phone:required",
      ].sort(),
    );
    expect(personalSchema.safeParse({ ...personal(), birthDate: "2999-01-01" }).success).toBe(false);
  });

  test("the step-3 credentials carry the draft as JSON and are checked like the steps", () => {
    expect(
      registrationCredentialsSchema.safeParse({ registration: "{not json", code: "12345" }).success,
    ).toBe(false);
    expect(
      registrationCredentialsSchema.safeParse({
        registration: JSON.stringify({ origin: { country: "Brasil" }, personal: {} }),
        code: "12345",
      }).success,
    ).toBe(false);
    const ok = registrationCredentialsSchema.parse({
      registration: JSON.stringify({
        origin: { country: "Brasil", state: "PE", city: "Recife" },
        personal: personal(),
      }),
      code: "12345",
    });
    expect(ok.registration.origin.association).toBe("Associação Regional");
  });
});

describe("adult registration", () => {
  test("the code goes to the new phone; the right code creates the participant once, the wrong one nothing", async () => {
    const draft = { origin: ORIGIN, personal: personal() };
    const sent = await sendRegistrationCode({
      type: "participant",
      draft,
      session: null,
      ip: "10.9.0.1",
      locale: "pt",
    });
    expect(sent.phone).toBe(`+55${draft.personal.phone}`);
    const code = await lastCode(sent.phone);
    const wrong = code === "11111" ? "22222" : "11111";
    await expect(registerParticipant({ draft, code: wrong })).rejects.toMatchObject({
      status: 400,
      code: "CODE_INVALID",
    });
    expect(await db.user.count({ where: { phone: sent.phone } })).toBe(0);

    const { id } = await registerParticipant({ draft, code, locale: "es" });
    const user = await db.user.findUniqueOrThrow({ where: { id } });
    expect(user).toMatchObject({
      phone: sent.phone,
      fullName: "Ana Beatriz Lima",
      email: "bia@example.com",
      cpf: "52998224725",
      state: "PE",
      union: "União Central Brasileira",
      association: "Associação Regional",
      locale: "es",
      guardianId: null,
    });
    expect(user.memberCode).toMatch(/^T26-[A-Z2-9]{6}$/);
    await expect(registerParticipant({ draft, code })).rejects.toMatchObject({
      status: 409,
      code: "PHONE_ALREADY_REGISTERED",
    });
  });

  test("a registered phone gets no code (409), and a bad phone is a 400", async () => {
    const taken = personal({ phone: MAIN_PARTICIPANT.phone.replace("+55", "") });
    await expect(
      sendRegistrationCode({
        type: "participant",
        draft: { origin: ORIGIN, personal: taken },
        session: null,
        ip: "10.9.0.2",
        locale: "pt",
      }),
    ).rejects.toMatchObject({ status: 409, code: "PHONE_ALREADY_REGISTERED" });
    await expect(
      sendRegistrationCode({
        type: "participant",
        draft: { origin: ORIGIN, personal: personal({ phone: "123" }) },
        session: null,
        ip: "10.9.0.2",
        locale: "pt",
      }),
    ).rejects.toMatchObject({ status: 400, code: "PHONE_INVALID" });
  });

  test("two concurrent correct submissions create one participant", async () => {
    const draft = { origin: ORIGIN, personal: personal() };
    const sent = await sendRegistrationCode({
      type: "participant",
      draft,
      session: null,
      ip: "10.9.0.3",
      locale: "pt",
    });
    const code = await lastCode(sent.phone);
    const results = await Promise.allSettled([
      registerParticipant({ draft, code }),
      registerParticipant({ draft, code }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await db.user.count({ where: { phone: sent.phone } })).toBe(1);
  });
});

describe("dependents", () => {
  const minor = () =>
    personal({ fullName: `Lucas Teste ${++seq}`, birthDate: "2013-08-09", relationship: "Filho" });

  test("needs a participant session; the code goes to the guardian; the minor joins the guardian without a phone", async () => {
    const draft = { origin: ORIGIN, personal: minor() };
    await expect(
      sendRegistrationCode({ type: "dependent", draft, session: null, ip: "10.9.0.4", locale: "pt" }),
    ).rejects.toMatchObject({ status: 401 });
    // Just logged in (a LOGIN code a moment ago): the REGISTER code is not held back by the 30 s rule.
    await requestLoginCode({
      countryCode: "+55",
      phone: MAIN_PARTICIPANT.phone,
      ip: "10.9.0.4",
      locale: "pt",
    });
    const sent = await sendRegistrationCode({
      type: "dependent",
      draft,
      session: participant,
      ip: "10.9.0.4",
      locale: "pt",
    });
    expect(sent.phone).toBe(MAIN_PARTICIPANT.phone);
    const created = await registerDependent({
      session: participant,
      draft,
      code: await lastCode(MAIN_PARTICIPANT.phone),
    });
    const dep = await db.user.findUniqueOrThrow({ where: { id: created.id } });
    expect(dep).toMatchObject({
      guardianId: MAIN_PARTICIPANT.id,
      phone: null,
      relationship: "Filho",
      fullName: draft.personal.fullName,
    });
    // The same child twice is refused before any code is sent.
    await expect(
      sendRegistrationCode({ type: "dependent", draft, session: participant, ip: "10.9.0.4", locale: "pt" }),
    ).rejects.toMatchObject({ status: 409, code: "DEPENDENT_EXISTS" });
    expect((await listDependents(MAIN_PARTICIPANT.id)).map((d) => d.id)).toContain(created.id);
  });

  test("an adult cannot be registered as a dependent; a dependent cannot add dependents", async () => {
    const adult = { origin: ORIGIN, personal: personal({ birthDate: "2000-01-01", relationship: "Filha" }) };
    await expect(
      sendRegistrationCode({
        type: "dependent",
        draft: adult,
        session: participant,
        ip: "10.9.0.5",
        locale: "pt",
      }),
    ).rejects.toMatchObject({ status: 400, code: "DEPENDENT_NOT_MINOR" });
    const noRelation = { origin: ORIGIN, personal: personal({ birthDate: "2014-01-01" }) };
    await expect(
      sendRegistrationCode({
        type: "dependent",
        draft: noRelation,
        session: participant,
        ip: "10.9.0.5",
        locale: "pt",
      }),
    ).rejects.toMatchObject({ status: 400, code: "RELATIONSHIP_REQUIRED" });
    const child = { id: DEPENDENT_IDS[0]!, role: "participant" as const };
    await expect(
      sendRegistrationCode({
        type: "dependent",
        draft: { origin: ORIGIN, personal: minor() },
        session: child,
        ip: "10.9.0.5",
        locale: "pt",
      }),
    ).rejects.toMatchObject({ status: 401 });
  });

  test("cancelling a dependent's enrolments frees their seats and only theirs; someone else's dependent is a 404", async () => {
    const [dependentId] = DEPENDENT_IDS;
    const event = await db.event.findFirstOrThrow({
      where: {
        capacity: { gt: 20 },
        startsAt: { gt: new Date("2026-11-01T00:00:00Z") },
        enrolments: { none: { userId: { in: [MAIN_PARTICIPANT.id, ...DEPENDENT_IDS] } } },
      },
      orderBy: { startsAt: "asc" },
    });
    await db.enrolment.deleteMany({
      where: { slotStartsAt: event.startsAt, userId: { in: [MAIN_PARTICIPANT.id, ...DEPENDENT_IDS] } },
    });
    await enrol(MAIN_PARTICIPANT.id, event.id);
    const before = await db.event.findUniqueOrThrow({
      where: { id: event.id },
      select: { enrolledCount: true },
    });
    const held = await db.enrolment.count({
      where: { userId: dependentId!, event: { startsAt: { gt: new Date(process.env.APP_NOW!) } } },
    });
    expect(held).toBeGreaterThan(0);

    await expect(cancelDependentEnrolments("someone-else", dependentId!)).rejects.toMatchObject({
      status: 404,
    });
    const { cancelled } = await cancelDependentEnrolments(MAIN_PARTICIPANT.id, dependentId!);
    expect(cancelled).toBe(held);
    expect(
      await db.enrolment.count({
        where: { userId: dependentId!, event: { startsAt: { gt: new Date(process.env.APP_NOW!) } } },
      }),
    ).toBe(0);
    expect(await db.enrolment.count({ where: { userId: MAIN_PARTICIPANT.id, eventId: event.id } })).toBe(1);
    const after = await db.event.findUniqueOrThrow({
      where: { id: event.id },
      select: { enrolledCount: true },
    });
    expect(after.enrolledCount).toBe(before.enrolledCount - 1);
    await expect(cancelDependentEnrolments(MAIN_PARTICIPANT.id, dependentId!)).rejects.toMatchObject({
      status: 404,
      code: "NOT_ENROLLED",
    });
  });
});
