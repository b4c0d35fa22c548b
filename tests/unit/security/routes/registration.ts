/** Authorization-matrix entries for the plans and payment API routes. */
import { db } from "@/lib/server/db";
import type { Fixture, Role, RouteCases } from "../matrix-kit";
import { participantsOnly } from "../matrix-kit";

const userOf = (f: Fixture, role: Role) => (role === "participantB" ? f.b : f.a);

/** A pending order of this role's participant (B, the community member, has no ticket; A's is removed for the test). */
async function pendingOrder(f: Fixture, role: Role) {
  const userId = userOf(f, role);
  await db.ticket.deleteMany({ where: { userId } });
  const o = await db.order.create({ data: { userId, plan: "congressista", days: "", amountCents: 49_900 } });
  return o.id;
}

const CARD = { number: "5555 5555 5555 4444", name: "Pessoa Teste", expiry: "12/30", cvv: "123", cpf: "529.982.247-25", cep: "50000-000", acceptRules: true, acceptImageRights: true };

export const REGISTRATION_ROUTES: Record<string, RouteCases> = {
  "/api/payments/orders": {
    POST: {
      request: async (f, role) => {
        await db.ticket.deleteMany({ where: { userId: userOf(f, role) } });
        return { body: { plan: "nao_congressista", days: [1, 2] } };
      },
      expect: participantsOnly,
    },
  },
  "/api/payments/orders/[orderId]": { GET: { request: async (f, role) => ({ params: { orderId: await pendingOrder(f, role) } }), expect: participantsOnly } },
  "/api/payments/orders/[orderId]/pix": {
    POST: { request: async (f, role) => ({ params: { orderId: await pendingOrder(f, role) }, body: { acceptRules: true, acceptImageRights: true } }), expect: participantsOnly },
  },
  "/api/payments/orders/[orderId]/pix/confirm": {
    POST: {
      request: async (f, role) => {
        const orderId = await pendingOrder(f, role);
        await db.pixCharge.create({ data: { orderId, txid: `MATRIX${f.seq()}${Date.now() % 1e6}`, payload: "x", amountCents: 49_900, expiresAt: new Date(Date.now() + 600_000) } });
        return { params: { orderId } };
      },
      expect: participantsOnly,
    },
  },
  "/api/payments/orders/[orderId]/card": { POST: { request: async (f, role) => ({ params: { orderId: await pendingOrder(f, role) }, body: CARD }), expect: participantsOnly } },
};
