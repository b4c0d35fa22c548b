import { withApi } from "@/lib/server/api";
import { createOrder } from "@/lib/server/services/payments/orders";
import { orderRequestSchema } from "@/lib/validations/payments";

// POST /api/payments/orders — a pending order for the chosen plan; the server prices it.
export const POST = withApi({ access: "participant", body: orderRequestSchema }, async ({ body, session }) =>
  createOrder(session.id, body.plan, body.days),
);
