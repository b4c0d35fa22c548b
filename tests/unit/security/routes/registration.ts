/** Authorization-matrix entries for the plans and payment API routes. */
import { db } from "@/lib/server/db";
import type { Fixture, Role, RouteCases } from "../matrix-kit";
import { everyone, freshPhone, participantsOnly } from "../matrix-kit";
import { issueCode } from "@/lib/server/services/otp/issue-code";

const userOf = (f: Fixture, role: Role) => (role === "participantB" ? f.b : f.a);

/** A pending order of this role's participant (B, the community member, has no ticket; A's is removed for the test). */
async function pendingOrder(f: Fixture, role: Role) {
  const userId = userOf(f, role);
  await db.ticket.deleteMany({ where: { userId } });
  const o = await db.order.create({ data: { userId, plan: "congressista", days: "", amountCents: 49_900 } });
  return o.id;
}

const CARD = {
  number: "5555 5555 5555 4444",
  name: "Pessoa Teste",
  expiry: "12/30",
  cvv: "123",
  cpf: "529.982.247-25",
  cep: "50000-000",
  acceptRules: true,
  acceptImageRights: true,
};

const ORIGIN = { country: "Brasil", state: "PE", city: "Recife" };
const personal = (phone: string, extra: Record<string, string> = {}) => ({
  fullName: "Pessoa de Teste",
  nickname: "Teste",
  birthDate: "2000-05-10",
  nationality: "Brasil",
  cpf: "529.982.247-25",
  rg: "1234567",
  email: "teste@example.com",
  countryCode: "+55",
  phone,
  ...extra,
});

/** A dependent of this role's participant, with a REGISTER code just sent to the guardian's phone. */
async function dependentRequest(f: Fixture, role: Role) {
  const guardian = await db.user.findUnique({ where: { id: userOf(f, role) }, select: { phone: true } });
  const code = guardian?.phone
    ? (await issueCode({ target: guardian.phone, purpose: "REGISTER" })).code
    : "12345";
  const n = f.seq();
  return {
    body: {
      origin: ORIGIN,
      personal: personal("81999990000", {
        fullName: `Dependente Teste ${n}`,
        birthDate: "2012-05-10",
        relationship: "Filha",
      }),
      code,
    },
  };
}

/** A fresh dependent of this role's participant holding one upcoming enrolment. */
async function enrolledDependent(f: Fixture, role: Role) {
  const n = f.seq();
  const dep = await db.user.create({
    data: {
      guardianId: userOf(f, role),
      relationship: "Filho",
      fullName: `Dependente Matriz ${n}`,
      nickname: "Dep",
      birthDate: new Date("2013-01-01"),
      nationality: "Brasil",
      country: "Brasil",
      state: "PE",
      city: "Recife",
      union: "U",
      association: "A",
      memberCode: `T26-MX${String(n).padStart(4, "0")}`,
    },
  });
  const events = await db.event.findMany({
    where: { capacity: { gt: 20 }, startsAt: { gt: new Date("2026-11-01T00:00:00Z") } },
    select: { id: true, startsAt: true, capacity: true, enrolledCount: true },
  });
  const e = events.find((x) => x.enrolledCount < x.capacity)!;
  await db.enrolment.create({ data: { userId: dep.id, eventId: e.id, slotStartsAt: e.startsAt } });
  await db.event.update({ where: { id: e.id }, data: { enrolledCount: { increment: 1 } } });
  return dep.id;
}

export const REGISTRATION_ROUTES: Record<string, RouteCases> = {
  "/api/dependents": { GET: { expect: participantsOnly } },
  "/api/dependents/[dependentId]/enrolments": {
    DELETE: {
      request: async (f, role) => ({ params: { dependentId: await enrolledDependent(f, role) } }),
      expect: participantsOnly,
    },
  },
  "/api/registration/origin": {
    POST: { request: () => ({ body: { origin: ORIGIN } }), expect: everyone("ok") },
  },
  "/api/registration/code": {
    POST: {
      request: (f) => ({ body: { type: "participant", origin: ORIGIN, personal: personal(freshPhone(f)) } }),
      expect: everyone("ok"),
    },
  },
  "/api/registration/dependents": { POST: { request: dependentRequest, expect: participantsOnly } },
  "/api/payments/orders": {
    POST: {
      request: async (f, role) => {
        await db.ticket.deleteMany({ where: { userId: userOf(f, role) } });
        return { body: { plan: "nao_congressista", days: [1, 2] } };
      },
      expect: participantsOnly,
    },
  },
  "/api/payments/orders/[orderId]": {
    GET: {
      request: async (f, role) => ({ params: { orderId: await pendingOrder(f, role) } }),
      expect: participantsOnly,
    },
  },
  "/api/payments/orders/[orderId]/pix": {
    POST: {
      request: async (f, role) => ({
        params: { orderId: await pendingOrder(f, role) },
        body: { acceptRules: true, acceptImageRights: true },
      }),
      expect: participantsOnly,
    },
  },
  "/api/payments/orders/[orderId]/pix/confirm": {
    POST: {
      request: async (f, role) => {
        const orderId = await pendingOrder(f, role);
        await db.pixCharge.create({
          data: {
            orderId,
            txid: `MATRIX${f.seq()}${Date.now() % 1e6}`,
            payload: "x",
            amountCents: 49_900,
            expiresAt: new Date(Date.now() + 600_000),
          },
        });
        return { params: { orderId } };
      },
      expect: participantsOnly,
    },
  },
  "/api/payments/orders/[orderId]/card": {
    POST: {
      request: async (f, role) => ({ params: { orderId: await pendingOrder(f, role) }, body: CARD }),
      expect: participantsOnly,
    },
  },
};
