/** Payment provider routes (docs/registration.md). Orders and their PIX/card steps are in registration.ts. */
import { everyone, type RouteCases } from "../matrix-kit";

export const PAYMENT_ROUTES: Record<string, RouteCases> = {
  // Public and signature-checked; sessions play no part. The Jest environment runs the simulator,
  // where the endpoint does not exist (404 for everyone); the signed path against the fake Mercado
  // Pago is lib/server/services/payments/mercadopago.test.ts.
  "/api/payments/webhooks/mercadopago": {
    POST: {
      request: () => ({
        query: { "data.id": "1000000001", type: "payment" },
        headers: {
          "x-request-id": "matrix-request",
          "x-signature": `ts=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}`,
        },
        body: { action: "payment.updated", type: "payment", data: { id: "1000000001" } },
      }),
      expect: everyone(404),
    },
  },
};
