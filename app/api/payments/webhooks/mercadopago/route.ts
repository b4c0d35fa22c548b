import { withApi } from "@/lib/server/api";
import { handleMercadoPagoWebhook } from "@/lib/server/services/payments/webhooks";
import { mercadoPagoWebhookBodySchema, mercadoPagoWebhookQuerySchema } from "@/lib/validations/payments";

// POST /api/payments/webhooks/mercadopago — Mercado Pago's notification: no session, no cookies;
// authenticated by its x-signature (HMAC over data.id, x-request-id and a fresh ts), then the
// status is read back from Mercado Pago. Its servers send no Origin, so the CSRF check never bites.
export const POST = withApi(
  { access: "public", query: mercadoPagoWebhookQuerySchema, body: mercadoPagoWebhookBodySchema },
  async ({ req, query, body }) =>
    handleMercadoPagoWebhook({
      headers: req.headers,
      dataId: query["data.id"],
      type: query.type ?? body.type,
    }),
);
