// Orders and the simulated provider: server prices, the state machine, idempotent confirmation
// under concurrency, terms stored with versions, declines, PIX expiry, other people's orders.
import { crc16 } from "@/lib/payments/brcode";
import { db } from "@/lib/server/db";
import { seedDatabase } from "@/prisma/seed/index";
import { confirmOrder, confirmPix, createOrder, createPixCharge, payByCard, priceOf } from "./orders";
import { makeParticipant } from "@/tests/unit/factories";
import { expectAppError } from "@/tests/unit/expect-app-error";

beforeAll(async () => {
  await seedDatabase(db);
}, 120_000);

const CARD = {
  number: "4111 1111 1111 1111",
  name: "Gabriel Almeida",
  expiry: "12/30",
  cvv: "123",
  cpf: "529.982.247-25",
  cep: "50000-000",
};

test("prices come from the table: Congressista R$ 499; Não Congressista R$ 199 per day, at least one", async () => {
  expect(await priceOf("congressista", [1, 2])).toEqual({ amountCents: 49_900, days: [] });
  expect(await priceOf("nao_congressista", [3, 1, 2, 1])).toEqual({ amountCents: 59_700, days: [1, 2, 3] });
  await expect(priceOf("nao_congressista", [])).rejects.toMatchObject({
    status: 400,
    code: "PLAN_DAYS_REQUIRED",
  });
  await expect(priceOf("nao_congressista", [9])).rejects.toMatchObject({ status: 400 });
});

test("someone with a ticket cannot buy another; another person's order is a 404", async () => {
  const holder = await makeParticipant({ ticketPlan: "congressista" });
  const buyer = await makeParticipant();
  await expectAppError(createOrder(holder.id, "congressista", []), 409, "ALREADY_HAS_TICKET");
  const order = await createOrder(buyer.id, "congressista", []);
  await expectAppError(createPixCharge(holder.id, order.id), 404, "ORDER_NOT_FOUND");
});

test("PIX: charge with a valid BR Code for the server's amount, terms stored; confirmation pays once; again → 409", async () => {
  const user = await makeParticipant();
  const order = await createOrder(user.id, "nao_congressista", [1, 2, 3]);
  expect(order).toMatchObject({ amountCents: 59_700, status: "PENDING", days: "1,2,3" });
  const charge = await createPixCharge(user.id, order.id);
  expect(charge.payload).toContain("5406597.00");
  expect(charge.payload.slice(-4)).toBe(crc16(charge.payload.slice(0, -4)));
  expect(charge.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
  expect(charge.qr).toMatch(/^data:image\/svg\+xml;base64,/);
  const terms = await db.termsAcceptance.findMany({
    where: { orderId: order.id },
    orderBy: { documentId: "asc" },
  });
  expect(terms.map((t) => t.documentId)).toEqual(["image-rights", "regulations"]);
  for (const t of terms) expect(t.version).toBeTruthy();

  expect(await confirmPix(user.id, order.id)).toEqual({ status: "PAID" });
  await expect(confirmPix(user.id, order.id)).rejects.toMatchObject({
    status: 409,
    code: "ORDER_ALREADY_PAID",
  });
  expect(await db.ticket.findUnique({ where: { userId: user.id } })).toMatchObject({
    plan: "nao_congressista",
    days: "1,2,3",
  });
  expect(await db.payment.count({ where: { orderId: order.id } })).toBe(1);
});

test("20 concurrent confirmations of one order → one payment, one ticket, 19 × 409", async () => {
  const user = await makeParticipant();
  const order = await createOrder(user.id, "congressista", []);
  const results = await Promise.allSettled(
    Array.from({ length: 20 }, (_, i) => confirmOrder(order.id, { method: "PIX", providerRef: `ref-${i}` })),
  );
  expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  expect(
    results.filter(
      (r) => r.status === "rejected" && (r.reason as { code: string }).code === "ORDER_ALREADY_PAID",
    ),
  ).toHaveLength(19);
  expect(await db.payment.count({ where: { orderId: order.id } })).toBe(1);
  expect(await db.ticket.count({ where: { userId: user.id } })).toBe(1);
  expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("PAID");
});

test("card: a declining test number fails the order and opens a fresh one; a good card pays it", async () => {
  const user = await makeParticipant();
  const order = await createOrder(user.id, "congressista", []);
  let next = "";
  await payByCard(user.id, order.id, { ...CARD, number: "4000 0000 0000 0002" }).catch((e) => {
    expect(e).toMatchObject({ status: 409, code: "CARD_DECLINED" });
    next = e.extra.nextOrderId;
  });
  expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("FAILED");
  await expect(payByCard(user.id, order.id, CARD)).rejects.toMatchObject({
    status: 409,
    code: "ORDER_CLOSED",
  });
  expect(await payByCard(user.id, next, CARD)).toEqual({ status: "PAID" });
  expect(await db.payment.findUniqueOrThrow({ where: { orderId: next } })).toMatchObject({
    method: "CARD",
    cardBrand: "visa",
    cardLast4: "1111",
    amountCents: 49_900,
  });
});

test("an expired PIX charge is refused and a new one can be issued", async () => {
  const user = await makeParticipant();
  const order = await createOrder(user.id, "congressista", []);
  const charge = await createPixCharge(user.id, order.id);
  await db.pixCharge.update({
    where: { txid: charge.txid },
    data: { expiresAt: new Date(Date.now() - 1000) },
  });
  await expect(confirmPix(user.id, order.id)).rejects.toMatchObject({ status: 409, code: "PIX_EXPIRED" });
  const renewed = await createPixCharge(user.id, order.id);
  expect(renewed.txid).not.toBe(charge.txid);
  expect(await confirmPix(user.id, order.id)).toEqual({ status: "PAID" });
});
