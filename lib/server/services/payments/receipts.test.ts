// Receipts: only the caller's paid orders, with what was actually charged; others' are a 404.
import { db } from "@/lib/server/db";
import { COMMUNITY_MEMBER, MAIN_PARTICIPANT, seedDatabase } from "@/prisma/seed/index";
import { confirmOrder, createOrder } from "./orders";
import { listReceipts, ownReceipt } from "./receipts";

beforeAll(async () => {
  await seedDatabase(db);
}, 120_000);

test("a paid order is a receipt of its owner only; pending orders are not receipts", async () => {
  await db.ticket.deleteMany({ where: { userId: COMMUNITY_MEMBER.id } });
  const before = await listReceipts(COMMUNITY_MEMBER.id);
  const pending = await createOrder(COMMUNITY_MEMBER.id, "nao_congressista", [2, 1]);
  await expect(ownReceipt(COMMUNITY_MEMBER.id, pending.id)).rejects.toMatchObject({
    status: 404,
    code: "RECEIPT_NOT_FOUND",
  });
  await confirmOrder(pending.id, {
    method: "CARD",
    provider: "mercadopago",
    providerRef: "1000000042",
    cardBrand: "visa",
    cardLast4: "1111",
  });
  const receipt = await ownReceipt(COMMUNITY_MEMBER.id, pending.id);
  expect(receipt).toMatchObject({
    orderId: pending.id,
    plan: "nao_congressista",
    days: [1, 2],
    amountCents: 39_800,
    method: "CARD",
    provider: "mercadopago",
    providerRef: "1000000042",
    cardLast4: "1111",
  });
  expect(receipt.paidAt).toBeInstanceOf(Date);
  expect((await listReceipts(COMMUNITY_MEMBER.id)).map((r) => r.orderId)).toEqual([
    pending.id,
    ...before.map((r) => r.orderId),
  ]);
  await expect(ownReceipt(MAIN_PARTICIPANT.id, pending.id)).rejects.toMatchObject({ status: 404 });
  expect((await listReceipts(MAIN_PARTICIPANT.id)).map((r) => r.orderId)).not.toContain(pending.id);
});
