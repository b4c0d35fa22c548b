/**
 * The `production` e2e project (tests/e2e/production.prod.spec.ts, when TEST_POSTGRES_URL is
 * set): the standalone server with APP_ENV=production on a fresh PostgreSQL database, codes going
 * to a fake WhatsApp Cloud API, payments to a fake Mercado Pago. Shared by the server script and
 * the spec.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);

export const PROD_PORT = PORT + 20;
export const PROD_URL = `http://localhost:${PROD_PORT}`;
export const FAKE_WHATSAPP_PORT = PORT + 21;
export const FAKE_WHATSAPP_URL = `http://127.0.0.1:${FAKE_WHATSAPP_PORT}`;
export const FAKE_WHATSAPP = {
  token: "fake-graph-token-for-e2e",
  phoneNumberId: "109876543210",
  templateName: "together_login_code",
} as const;

/**
 * The fake Mercado Pago (tests/support/fake-mercadopago.ts) runs in the spec's process, which
 * marks charges paid and sends the signed webhooks; the server only needs its address and these
 * test credentials. It listens before the first charge is created (the spec's beforeAll).
 */
export const FAKE_MERCADOPAGO_PORT = PORT + 22;
export const FAKE_MERCADOPAGO_URL = `http://127.0.0.1:${FAKE_MERCADOPAGO_PORT}`;
export const FAKE_MERCADOPAGO = {
  accessToken: "TEST-prod-e2e-access-token-5521",
  publicKey: "TEST-prod-e2e-public-key-5521",
  webhookSecret: "prod-e2e-webhook-secret-8f3a1c9d",
} as const;
export const PROD_WEBHOOK_URL = `${PROD_URL}/api/payments/webhooks/mercadopago`;

/** One database per checkout port, so parallel checkouts do not drop each other's. */
export const PROD_DATABASE = `t26_prod_e2e_${PORT}`;

export function prodDatabaseUrl(): string {
  const admin = process.env.TEST_POSTGRES_URL;
  if (!admin) throw new Error("the production e2e project needs TEST_POSTGRES_URL");
  const u = new URL(admin);
  u.pathname = `/${PROD_DATABASE}`;
  return u.toString();
}
