// Mercado Pago against a local fake of its API (tests/support/fake-mercadopago.ts): PIX charge →
// signed webhook → PAID once; bad or stale signatures change nothing; an approval for another amount
// pays nothing; idempotency keys on every create; card tokens approved and declined; 'Já fiz o
// pagamento' asks the provider; raw card numbers refused; production refuses to start without a provider.
import path from "node:path";
import { db } from "@/lib/server/db";
import { parseEnv } from "@/lib/server/env";
import { COMMUNITY_MEMBER, seedDatabase } from "@/prisma/seed/index";
import { startFakeMercadoPago, type FakeMercadoPago } from "@/tests/support/fake-mercadopago";
import { ROOT, callRoute, sessionCookie, type DiscoveredRoute } from "@/tests/unit/security/harness";
import { MercadoPagoProvider } from "./mercadopago-provider";
import { confirmPix, createOrder, createPixCharge, payByCard } from "./orders";
import { buildProvider, setPaymentProviderForTests } from "./provider";

let fake: FakeMercadoPago;

const route = (r: string): DiscoveredRoute => ({
  route: r,
  file: path.join(ROOT, "app", ...r.split("/").filter(Boolean), "route.ts"),
  methods: ["POST"],
});
const WEBHOOK = route("/api/payments/webhooks/mercadopago");
const CARD_ROUTE = route("/api/payments/orders/[orderId]/card");

beforeAll(async () => {
  await seedDatabase(db);
  fake = await startFakeMercadoPago();
  setPaymentProviderForTests(
    new MercadoPagoProvider({
      accessToken: fake.accessToken,
      webhookSecret: fake.webhookSecret,
      apiBase: fake.url,
      notificationUrl: "https://together2026.example/api/payments/webhooks/mercadopago",
    }),
  );
}, 120_000);

afterAll(async () => {
  setPaymentProviderForTests(undefined);
  await fake.close();
});

async function freshUser() {
  const n = Math.floor(Math.random() * 1e9);
  return db.user.create({
    data: {
      fullName: "Maria Clara Souza",
      nickname: "Clara",
      birthDate: new Date("2000-01-01"),
      nationality: "Brasil",
      country: "Brasil",
      state: "PE",
      city: "Recife",
      union: "UNE",
      association: "AP",
      email: `clara${n}@example.com`,
      cpf: "52998224725",
      memberCode: `T26-M${n.toString(36).toUpperCase().slice(0, 6)}`,
      phone: `+55819${String(n).padStart(8, "0").slice(0, 8)}`,
    },
  });
}

/** Calls our webhook route in-process the way Mercado Pago would (signed unless told otherwise). */
async function webhook(
  paymentId: string,
  o: { ts?: number; secret?: string; requestId?: string; signature?: string; dataId?: string } = {},
) {
  const requestId = o.requestId ?? `req-${Math.random().toString(36).slice(2)}`;
  const ts = o.ts ?? Math.floor(Date.now() / 1000);
  const dataId = o.dataId ?? paymentId;
  return callRoute(WEBHOOK, "POST", {
    query: { "data.id": dataId, type: "payment" },
    headers: {
      "x-request-id": requestId,
      "x-signature": o.signature ?? fake.sign(dataId, requestId, ts, o.secret),
    },
    body: { action: "payment.updated", type: "payment", data: { id: dataId } },
  });
}

async function pixOrder() {
  const user = await freshUser();
  const order = await createOrder(user.id, "nao_congressista", [1, 2]);
  const charge = await createPixCharge(user.id, order.id);
  return { user, order, charge, paymentId: charge.txid };
}

const paymentsCreated = () => fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/payments");

test("PIX: the charge is Mercado Pago's (idempotency key, amount, reference); a signed webhook pays it once", async () => {
  const before = paymentsCreated().length;
  const { user, order, charge, paymentId } = await pixOrder();
  const created = paymentsCreated().slice(before);
  expect(created).toHaveLength(1);
  const sent = created[0]!;
  const key = sent.headers["x-idempotency-key"];
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  expect(sent.body).toMatchObject({
    transaction_amount: 398,
    payment_method_id: "pix",
    external_reference: order.id,
    notification_url: "https://together2026.example/api/payments/webhooks/mercadopago",
    payer: { email: user.email, first_name: "Maria", identification: { type: "CPF", number: "52998224725" } },
  });
  expect((sent.body as { date_of_expiration: string }).date_of_expiration).toMatch(
    /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}-03:00$/,
  );
  expect(charge.payload).toContain("br.gov.bcb.pix");
  expect(charge.qr).toMatch(/^data:image\/png;base64,/);
  expect(
    await db.providerPayment.findUniqueOrThrow({ where: { idempotencyKey: String(key) } }),
  ).toMatchObject({
    provider: "mercadopago",
    providerPaymentId: paymentId,
    method: "PIX",
    amountCents: 39_800,
    status: "pending",
  });

  // Still pending at Mercado Pago: the notification changes nothing.
  const early = await webhook(paymentId);
  expect(early.status).toBe(200);
  expect(early.json).toMatchObject({ received: true, outcome: "pending" });
  expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("PENDING");

  fake.pay(paymentId);
  const paid = await webhook(paymentId);
  expect(paid.json).toMatchObject({ received: true, outcome: "paid" });
  expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
    status: "PAID",
    method: "PIX",
  });
  expect(await db.payment.findUniqueOrThrow({ where: { orderId: order.id } })).toMatchObject({
    provider: "mercadopago",
    providerRef: paymentId,
    amountCents: 39_800,
  });

  // Mercado Pago retries and sends late, out-of-order updates: never a second payment or ticket.
  const again = await Promise.all([webhook(paymentId), webhook(paymentId), webhook(paymentId)]);
  for (const r of again) expect(r.json).toMatchObject({ outcome: "already_paid" });
  fake.decline(paymentId, "expired", "cancelled");
  expect((await webhook(paymentId)).json).toMatchObject({ outcome: "cancelled" });
  expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("PAID");
  expect(await db.payment.count({ where: { orderId: order.id } })).toBe(1);
  expect(await db.ticket.count({ where: { userId: user.id } })).toBe(1);
});

test("a bad, stale or missing signature is 401 and nothing changes", async () => {
  const { order, paymentId } = await pixOrder();
  fake.pay(paymentId);
  const reads = () =>
    fake.requests.filter((r) => r.method === "GET" && r.path === `/v1/payments/${paymentId}`);
  const readsBefore = reads().length;

  const wrongSecret = await webhook(paymentId, { secret: "someone-elses-secret-000000" });
  expect(wrongSecret.status).toBe(401);
  expect(wrongSecret.json).toMatchObject({ error: { code: "WEBHOOK_SIGNATURE_INVALID" } });
  // A valid signature for another payment id does not cover this one.
  const requestId = "req-swap";
  const ts = Math.floor(Date.now() / 1000);
  const swapped = await webhook(paymentId, { requestId, signature: fake.sign("999", requestId, ts) });
  expect(swapped.status).toBe(401);
  // Replays: a signature older (or newer) than five minutes.
  expect((await webhook(paymentId, { ts: ts - 600 })).status).toBe(401);
  expect((await webhook(paymentId, { ts: ts + 600 })).status).toBe(401);
  expect((await webhook(paymentId, { signature: "ts=1,v1=zz" })).status).toBe(401);
  const unsigned = await callRoute(WEBHOOK, "POST", {
    query: { "data.id": paymentId, type: "payment" },
    body: { type: "payment", data: { id: paymentId } },
  });
  expect(unsigned.status).toBe(401);

  expect(reads().length).toBe(readsBefore);
  expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("PENDING");
  expect(await db.payment.count({ where: { orderId: order.id } })).toBe(0);

  // Milliseconds in ts are accepted as well (some notifications carry them).
  expect((await webhook(paymentId, { ts: Date.now() })).json).toMatchObject({ outcome: "paid" });
});

test("an approval for another amount or currency, or another order's reference, pays nothing", async () => {
  const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
  const { order, paymentId } = await pixOrder();
  fake.pay(paymentId);
  fake.setAmount(paymentId, 1);
  expect((await webhook(paymentId)).json).toMatchObject({ outcome: "mismatch" });
  fake.setAmount(paymentId, 398, "USD");
  expect((await webhook(paymentId)).json).toMatchObject({ outcome: "mismatch" });
  fake.setAmount(paymentId, 398, "BRL");
  fake.payments.get(Number(paymentId))!.external_reference = "someoneelsesorder";
  expect((await webhook(paymentId)).json).toMatchObject({ outcome: "mismatch" });
  expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("PENDING");
  expect(
    (await db.providerPayment.findFirstOrThrow({ where: { providerPaymentId: paymentId } })).status,
  ).toBe("mismatch");
  await expect(
    confirmPix((await db.order.findUniqueOrThrow({ where: { id: order.id } })).userId, order.id),
  ).rejects.toMatchObject({ status: 409, code: "PAYMENT_NOT_ACCEPTED" });

  // A payment this app never created (another integration on the account) is acknowledged, ignored.
  expect((await webhook("123")).json).toMatchObject({ received: true, outcome: "unknown" });
  expect(log).toHaveBeenCalledWith(expect.stringContaining("not marked paid"));
  log.mockRestore();
});

test("'Já fiz o pagamento' asks Mercado Pago: not received → 409, received → PAID; it never pays by itself", async () => {
  const { user, order, paymentId } = await pixOrder();
  const reads = () =>
    fake.requests.filter((r) => r.method === "GET" && r.path === `/v1/payments/${paymentId}`);
  await expect(confirmPix(user.id, order.id)).rejects.toMatchObject({
    status: 409,
    code: "PIX_NOT_RECEIVED",
  });
  expect(reads()).toHaveLength(1);
  expect(reads()[0]!.headers.authorization).toBe(`Bearer ${fake.accessToken}`);
  expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("PENDING");

  fake.pay(paymentId);
  expect(await confirmPix(user.id, order.id)).toEqual({ status: "PAID" });
  expect(reads()).toHaveLength(2);
  await expect(confirmPix(user.id, order.id)).rejects.toMatchObject({ code: "ORDER_ALREADY_PAID" });

  // Cancelled at Mercado Pago (the code expired): the page offers a new one.
  const other = await pixOrder();
  fake.decline(other.paymentId, "expired", "cancelled");
  await expect(confirmPix(other.user.id, other.order.id)).rejects.toMatchObject({ code: "PIX_EXPIRED" });
});

async function cardToken(number: string) {
  const res = await fetch(`${fake.url}/v1/card_tokens?public_key=${fake.publicKey}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      card_number: number,
      security_code: "123",
      expiration_month: 12,
      expiration_year: 2030,
      cardholder: { name: "APRO", identification: { type: "CPF", number: "52998224725" } },
    }),
  });
  return ((await res.json()) as { id: string }).id;
}

test("card: a token is charged (approved → PAID with brand and last four), declined → fresh order", async () => {
  const user = await freshUser();
  const order = await createOrder(user.id, "congressista", []);
  const before = paymentsCreated().length;
  const declinedToken = await cardToken("5105105105105100");
  let next = "";
  await payByCard(user.id, order.id, {
    token: declinedToken,
    paymentMethodId: "master",
    installments: 1,
    cpf: "529.982.247-25",
  }).catch((e) => {
    expect(e).toMatchObject({ status: 409, code: "CARD_INSUFFICIENT_FUNDS" });
    next = e.extra.nextOrderId;
  });
  expect(next).not.toBe("");
  expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("FAILED");

  const token = await cardToken("4111111111111111");
  expect(
    await payByCard(user.id, next, { token, paymentMethodId: "visa", installments: 1, cpf: "52998224725" }),
  ).toEqual({ status: "PAID" });
  const created = paymentsCreated().slice(before);
  expect(created).toHaveLength(2);
  const [first, second] = created;
  expect(first!.headers["x-idempotency-key"]).not.toBe(second!.headers["x-idempotency-key"]);
  expect(second!.body).toMatchObject({
    transaction_amount: 499,
    token,
    payment_method_id: "visa",
    installments: 1,
    binary_mode: true,
    external_reference: next,
  });
  expect(JSON.stringify(second!.body)).not.toContain("4111111111111111");
  expect(await db.payment.findUniqueOrThrow({ where: { orderId: next } })).toMatchObject({
    provider: "mercadopago",
    method: "CARD",
    cardBrand: "visa",
    cardLast4: "1111",
    amountCents: 49_900,
  });

  // A spent token is the browser's problem: 400, the order stays payable.
  const user2 = await freshUser();
  const order2 = await createOrder(user2.id, "congressista", []);
  await expect(
    payByCard(user2.id, order2.id, { token, paymentMethodId: "visa", installments: 1, cpf: "52998224725" }),
  ).rejects.toMatchObject({ status: 400, code: "CARD_TOKEN_INVALID" });
  expect((await db.order.findUniqueOrThrow({ where: { id: order2.id } })).status).toBe("PENDING");
  expect(await db.providerPayment.findFirstOrThrow({ where: { orderId: order2.id } })).toMatchObject({
    status: "error",
    providerPaymentId: null,
  });
});

test("with Mercado Pago on, the card route refuses raw card numbers (400) and takes a token", async () => {
  await db.ticket.deleteMany({ where: { userId: COMMUNITY_MEMBER.id } });
  const order = await createOrder(COMMUNITY_MEMBER.id, "congressista", []);
  const cookie = await sessionCookie(COMMUNITY_MEMBER.id, "participant");
  const terms = { acceptRules: true, acceptImageRights: true };
  const raw = await callRoute(CARD_ROUTE, "POST", {
    cookie,
    params: { orderId: order.id },
    body: {
      number: "4111 1111 1111 1111",
      name: "Gabriel",
      expiry: "12/30",
      cvv: "123",
      cpf: "529.982.247-25",
      cep: "50000-000",
      ...terms,
    },
  });
  expect(raw.status).toBe(400);
  expect(raw.json).toMatchObject({ error: { code: "CARD_RAW_REFUSED" } });
  const tokenised = await callRoute(CARD_ROUTE, "POST", {
    cookie,
    params: { orderId: order.id },
    body: {
      token: await cardToken("4111111111111111"),
      paymentMethodId: "visa",
      cpf: "52998224725",
      ...terms,
    },
  });
  expect(tokenised.status).toBe(200);
  expect(tokenised.json).toEqual({ status: "PAID" });
});

test("production refuses to start without a payment provider; Mercado Pago needs its keys", () => {
  const prod = {
    DATABASE_URL: "file:./x.db",
    APP_ENV: "production",
    AUTH_SECRET: "p".repeat(40),
    WHATSAPP_TOKEN: "t",
    WHATSAPP_PHONE_NUMBER_ID: "1",
    WHATSAPP_TEMPLATE_NAME: "n",
    PASS_SIGNING_PRIVATE_KEY: "a".repeat(43),
    PASS_SIGNING_PUBLIC_KEY: "b".repeat(43),
    VAPID_PUBLIC_KEY: "c".repeat(87),
    VAPID_PRIVATE_KEY: "d".repeat(43),
  };
  const asEnv = (v: Record<string, string>) => v as unknown as NodeJS.ProcessEnv;
  expect(() => parseEnv(asEnv(prod))).toThrow(/PAYMENTS_PROVIDER: is required when APP_ENV=production/);
  expect(() => parseEnv(asEnv({ ...prod, PAYMENTS_PROVIDER: "mercadopago" }))).toThrow(
    /MERCADOPAGO_ACCESS_TOKEN: is required[\s\S]*MERCADOPAGO_PUBLIC_KEY[\s\S]*MERCADOPAGO_WEBHOOK_SECRET/,
  );
  const mp = parseEnv(
    asEnv({
      ...prod,
      PAYMENTS_PROVIDER: "mercadopago",
      MERCADOPAGO_ACCESS_TOKEN: "APP_USR-0000000000",
      MERCADOPAGO_PUBLIC_KEY: "APP_USR-pub-000000",
      MERCADOPAGO_WEBHOOK_SECRET: "s".repeat(32),
    }),
  );
  expect(buildProvider(mp)).toBeInstanceOf(MercadoPagoProvider);
  expect(mp.MERCADOPAGO_API_BASE).toBe("https://api.mercadopago.com");
  // The explicit opt-in for a free event.
  expect(buildProvider(parseEnv(asEnv({ ...prod, PAYMENTS_PROVIDER: "simulated" }))).id).toBe("simulated");
  // Outside production the simulator is the default.
  expect(
    buildProvider(
      parseEnv(asEnv({ DATABASE_URL: "file:./x.db", APP_ENV: "development", AUTH_SECRET: "d".repeat(40) })),
    ).id,
  ).toBe("simulated");
});
