import { withApi } from "@/lib/server/api";
import { ownOrder } from "@/lib/server/services/payments/orders";
import { orderParamsSchema } from "@/lib/validations/payments";

// GET /api/payments/orders/{orderId} — the caller's order and its state (404 for anyone else's).
export const GET = withApi(
  { access: "participant", params: orderParamsSchema },
  async ({ params, session }) => {
    const o = await ownOrder(session.id, params.orderId);
    return {
      id: o.id,
      plan: o.plan,
      days: o.days,
      amountCents: o.amountCents,
      status: o.status,
      paidAt: o.paidAt,
    };
  },
);
