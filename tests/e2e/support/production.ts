/**
 * The `production` e2e project (tests/e2e/production.prod.spec.ts, when TEST_POSTGRES_URL is
 * set): the standalone server with APP_ENV=production on a fresh PostgreSQL database, codes going
 * to a fake WhatsApp Cloud API. Shared by the server script and the spec.
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

/** One database per checkout port, so parallel checkouts do not drop each other's. */
export const PROD_DATABASE = `t26_prod_e2e_${PORT}`;

export function prodDatabaseUrl(): string {
  const admin = process.env.TEST_POSTGRES_URL;
  if (!admin) throw new Error("the production e2e project needs TEST_POSTGRES_URL");
  const u = new URL(admin);
  u.pathname = `/${PROD_DATABASE}`;
  return u.toString();
}
