import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { startFakeMercadoPago, type FakeMercadoPago } from "../support/fake-mercadopago";
import { waitHealthy } from "./support/crash";
import { E2E_DATABASE_FILE } from "./support/env";
import { sessionCookie } from "./support/session-cookie";

// Real money's path, end to end, against a local fake of Mercado Pago: a server of its own runs
// with PAYMENTS_PROVIDER=mercadopago. PIX: 'Já fiz o pagamento' before the money arrives pays
// nothing; the signed webhook does, and the page moves on by itself; the receipt is in the menu.
// Card: the number and CVV are typed into MercadoPago.js's fields and only a token reaches us.

const ROOT = path.resolve(__dirname, "../..");
const PORT = Number(process.env.E2E_PORT ?? 3100) + 5;
const BASE = `http://localhost:${PORT}`;
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(ROOT, "screenshots", `${name}.png`), fullPage: true });

let fake: FakeMercadoPago;
let server: ChildProcess;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fake = await startFakeMercadoPago({ port: PORT + 1 });
  server = spawn(process.execPath, ["tests/e2e/server.mjs", "--port", String(PORT)], {
    cwd: ROOT,
    detached: true,
    stdio: "ignore",
    env: {
      ...process.env,
      PAYMENTS_PROVIDER: "mercadopago",
      MERCADOPAGO_ACCESS_TOKEN: fake.accessToken,
      MERCADOPAGO_PUBLIC_KEY: fake.publicKey,
      MERCADOPAGO_WEBHOOK_SECRET: fake.webhookSecret,
      MERCADOPAGO_API_BASE: fake.url,
      MERCADOPAGO_JS_URL: `${fake.url}/js/v2`,
    },
  });
  await waitHealthy(BASE, 90_000);
});

test.afterAll(async () => {
  try {
    process.kill(-server.pid!, "SIGTERM");
  } catch {
    // already gone
  }
  await fake?.close();
});

/** A participant without a ticket (a copy of a seeded one), logged in by a signed session cookie. */
async function freshParticipant(browser: Browser) {
  const db = new Database(path.join(ROOT, E2E_DATABASE_FILE));
  const n = `${Date.now() % 1e7}`.padStart(7, "0");
  const id = `e2emp${n}${Math.floor(Math.random() * 1e4)}`;
  const cols = (db.prepare(`PRAGMA table_info("User")`).all() as { name: string }[]).map((c) => c.name);
  const values = cols.map((c) =>
    c === "id" ? "?" : c === "phone" ? "?" : c === "memberCode" ? "?" : c === "email" ? "?" : `"${c}"`,
  );
  db.prepare(
    `INSERT INTO "User" (${cols.map((c) => `"${c}"`).join(",")}) SELECT ${values.join(",")} FROM "User" WHERE phone = ?`,
  ).run(
    ...cols.flatMap((c) =>
      c === "id"
        ? [id]
        : c === "phone"
          ? [`+5581977${n}`]
          : c === "memberCode"
            ? [`T26-MP${n}`]
            : c === "email"
              ? [`mp${n}@example.com`]
              : [],
    ),
    "+5581999990002",
  );
  db.close();
  const context = await browser.newContext({ baseURL: BASE });
  // A cookie names a server-side session row; one without its row is refused.
  const cookie = await sessionCookie({ sub: id, role: "participant" }, { sqliteFile: E2E_DATABASE_FILE });
  const value = cookie.slice(cookie.indexOf("=") + 1);
  await context.addCookies([{ name: "t26.session", value, url: BASE, httpOnly: true, sameSite: "Lax" }]);
  const page = await context.newPage();
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to (execute|load|connect|frame)/i.test(m.text()))
      violations.push(m.text());
  });
  return { context, page, id, violations };
}

async function newOrder(page: Page, plan: "congressista" | "nao_congressista", days: number[] = []) {
  const res = await page.request.post(`${BASE}/api/payments/orders`, { data: { plan, days } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

const paymentOf = (orderId: string) =>
  [...fake.payments.values()].filter((p) => p.external_reference === orderId).at(-1)!;

test("PIX through Mercado Pago: not paid until the money arrives; the webhook pays it; receipt in the menu", async ({
  browser,
}) => {
  test.slow();
  const { context, page, violations } = await freshParticipant(browser);
  const orderId = await newOrder(page, "nao_congressista", [1, 2]);
  const res = await page.goto(`/payment?order=${orderId}`);
  expect(res!.headers()["content-security-policy"]).toContain(`connect-src 'self' ${fake.url}`);
  await expect(page.getByTestId("payment-amount")).toHaveText("R$ 398,00");
  await page.getByTestId("terms-rules").click();
  await page.getByTestId("terms-images").click();
  await page.getByTestId("pix-pay").click();
  await expect(page.getByTestId("pix-payload")).toHaveValue(
    /^000201010212.*br\.gov\.bcb\.pix.*fake-mercadopago.*5406398\.00.*6304[0-9A-F]{4}$/,
  );
  await expect(page.getByTestId("pix-charge").getByRole("img")).toHaveAttribute(
    "src",
    /^data:image\/png;base64,/,
  );
  const mp = paymentOf(orderId);
  expect(mp).toMatchObject({ transaction_amount: 398, payment_method_id: "pix", status: "pending" });

  // The participant says they paid, but Mercado Pago has nothing yet: nothing is marked paid.
  await page.getByTestId("pix-confirm").click();
  await expect(page.getByText("Ainda não recebemos o seu PIX.", { exact: false })).toBeVisible();
  expect((await (await page.request.get(`${BASE}/api/payments/orders/${orderId}`)).json()).status).toBe(
    "PENDING",
  );
  await shot(page, "payment-mercadopago-pix");

  // A forged notification is refused; the real one pays and the page moves on by itself.
  const forged = await fake.sendWebhook(`${BASE}/api/payments/webhooks/mercadopago`, mp.id, {
    secret: "not-the-secret-0000000000",
  });
  expect(forged.status).toBe(401);
  fake.pay(mp.id);
  const hook = await fake.sendWebhook(`${BASE}/api/payments/webhooks/mercadopago`, mp.id);
  expect(hook).toMatchObject({ status: 200, body: { received: true, outcome: "paid" } });
  await expect(page.getByTestId("payment-overlay")).toHaveAttribute("data-state", "paid", {
    timeout: 10_000,
  });
  await expect(page).toHaveURL(/\/success\?order=/, { timeout: 10_000 });
  await expect(page.getByTestId("success-amount")).toHaveText("R$ 398,00");
  // Mercado Pago retries: still one payment.
  expect((await fake.sendWebhook(`${BASE}/api/payments/webhooks/mercadopago`, mp.id)).body).toMatchObject({
    outcome: "already_paid",
  });

  await page.goto("/menu");
  await page.getByTestId("menu-receipts").click();
  await expect(page).toHaveURL(/\/receipts$/);
  await expect(page.getByTestId("receipt-item")).toHaveCount(1);
  await shot(page, "receipts");
  await page.getByTestId("receipt-item").click();
  await expect(page).toHaveURL(new RegExp(`/receipts/${orderId}$`));
  await expect(page.getByTestId("receipt-amount")).toHaveText("R$ 398,00");
  await expect(page.getByTestId("receipt-order")).toHaveText(orderId);
  await shot(page, "receipt");
  expect(violations).toEqual([]);

  // Someone else's receipt does not exist for this participant.
  const other = await freshParticipant(browser);
  const notYours = await other.page.goto(`/receipts/${orderId}`);
  expect(notYours!.status()).toBe(404);
  await other.context.close();
  await context.close();
});

test("card through MercadoPago.js: declined then approved; only a token reaches our server", async ({
  browser,
}) => {
  test.slow();
  const { context, page, violations } = await freshParticipant(browser);
  const orderId = await newOrder(page, "congressista");
  const cardBodies: string[] = [];
  page.on("request", (r) => {
    if (r.url().startsWith(BASE) && r.method() === "POST") cardBodies.push(r.postData() ?? "");
  });
  await page.goto(`/payment?order=${orderId}`);
  await page.getByTestId("tab-card").click();
  await expect(page.getByTestId("mp-card-form")).toHaveAttribute("data-state", "ready");
  await page.getByTestId("mp-field-cardNumber").fill("4000000000000002");
  await page.getByTestId("mp-field-expirationDate").fill("12/30");
  await page.getByTestId("mp-field-securityCode").fill("123");
  await page.getByTestId("card-name").fill("Thiago Martins");
  await page.getByTestId("card-cpf").fill("52998224725");
  await page.getByTestId("terms-rules").click();
  await page.getByTestId("terms-images").click();
  await shot(page, "payment-mercadopago-card");
  await page.getByTestId("card-pay").click();
  await expect(page.getByTestId("card-error")).toHaveText(
    "Pagamento recusado pelo emissor do cartão. Tente outro cartão.",
  );

  await page.getByTestId("mp-field-cardNumber").fill("4111111111111111");
  await page.getByTestId("card-pay").click();
  await expect(page.getByTestId("payment-overlay")).toHaveAttribute("data-state", "paid");
  await expect(page).toHaveURL(/\/success\?order=/, { timeout: 10_000 });
  await expect(page.getByTestId("success-amount")).toHaveText("R$ 499,00");

  const toUs = cardBodies.filter((b) => b.includes('"token"'));
  expect(toUs).toHaveLength(2);
  for (const body of cardBodies) {
    expect(body).not.toContain("4111111111111111");
    expect(body).not.toContain("4000000000000002");
    expect(body).not.toMatch(/"(number|cvv|securityCode|security_code)"/);
  }
  const charges = fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/payments");
  expect(new Set(charges.map((r) => r.headers["x-idempotency-key"])).size).toBe(charges.length);
  expect(violations).toEqual([]);
  await context.close();
});
