import { withApi } from "@/lib/server/api";
import { createPixCharge } from "@/lib/server/services/payments/orders";
import { orderParamsSchema, pixRequestSchema } from "@/lib/validations/payments";

// POST /api/payments/orders/{orderId}/pix — both terms accepted → a 10-minute PIX charge (BR Code + QR).
export const POST = withApi(
  { access: "participant", params: orderParamsSchema, body: pixRequestSchema },
  async ({ params, session }) => createPixCharge(session.id, params.orderId),
);
