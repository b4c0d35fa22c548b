import { withApi } from "@/lib/server/api";
import { confirmPix } from "@/lib/server/services/payments/orders";
import { orderParamsSchema } from "@/lib/validations/payments";

// POST /api/payments/orders/{orderId}/pix/confirm — 'Já fiz o pagamento': the provider confirms (idempotent).
export const POST = withApi(
  { access: "participant", params: orderParamsSchema },
  async ({ params, session }) => confirmPix(session.id, params.orderId),
);
