import { withApi } from "@/lib/server/api";
import { payByCard } from "@/lib/server/services/payments/orders";
import { cardRequestSchema, orderParamsSchema } from "@/lib/validations/payments";

// POST /api/payments/orders/{orderId}/card — card payment through the simulated provider.
export const POST = withApi(
  { access: "participant", params: orderParamsSchema, body: cardRequestSchema },
  async ({ params, body, session }) => payByCard(session.id, params.orderId, body),
);
