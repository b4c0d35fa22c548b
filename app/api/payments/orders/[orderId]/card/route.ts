import { withApi } from "@/lib/server/api";
import { AppError } from "@/lib/server/errors";
import { payByCard } from "@/lib/server/services/payments/orders";
import { paymentProvider } from "@/lib/server/services/payments/provider";
import {
  cardBodySchema,
  cardRequestSchema,
  cardTokenRequestSchema,
  orderParamsSchema,
} from "@/lib/validations/payments";

// POST /api/payments/orders/{orderId}/card — a card payment: the provider's token (real provider) or the simulator's form.
export const POST = withApi(
  { access: "participant", params: orderParamsSchema, body: cardBodySchema },
  async ({ params, body, session }) => {
    if (paymentProvider().tokenizesCards) {
      // Card numbers and CVVs must never reach this server: refuse them before anything reads them.
      if ("number" in body || "cvv" in body) throw new AppError(400, "CARD_RAW_REFUSED");
      return payByCard(session.id, params.orderId, cardTokenRequestSchema.parse(body));
    }
    return payByCard(session.id, params.orderId, cardRequestSchema.parse(body));
  },
);
