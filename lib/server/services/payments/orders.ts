import "server-only";
import { randomBytes } from "node:crypto";
import { pixPayload } from "@/lib/payments/brcode";
import { DECLINING_TEST_CARDS, cardBrand, digits } from "@/lib/payments/card";
import { db } from "@/lib/server/db";
import { isUniqueViolation } from "@/lib/server/db-errors";
import { env } from "@/lib/server/env";
import { AppError } from "@/lib/server/errors";
import { qrDataUrl } from "@/lib/server/services/checkin/pass";

export type PlanId = "congressista" | "nao_congressista";
export const PIX_TTL_MS = 10 * 60 * 1000;
/** The legal documents a payment accepts (rules and image rights), stored with their versions. */
export const PAYMENT_DOCUMENTS = ["regulations", "image-rights"] as const;

/** What a plan costs, from the price table (never from the client). */
export async function priceOf(plan: PlanId, days: number[]) {
  const price = await db.price.findUnique({ where: { plan } });
  if (!price) throw new AppError(404, "PRICE_NOT_FOUND");
  if (plan === "congressista") return { amountCents: price.amountCents, days: [] as number[] };
  const valid = await db.eventDay.findMany({
    where: { id: { in: days }, ticketable: true },
    select: { id: true },
  });
  const chosen = [...new Set(days)].sort();
  if (chosen.length === 0) throw new AppError(400, "PLAN_DAYS_REQUIRED");
  if (valid.length !== chosen.length) throw new AppError(400, "PLAN_DAY_INVALID");
  return { amountCents: price.amountCents * chosen.length, days: chosen };
}

/** A new pending order for the participant (or one of their dependents) without a ticket. */
export async function createOrder(userId: string, plan: PlanId, days: number[]) {
  const ticket = await db.ticket.findUnique({ where: { userId }, select: { id: true } });
  if (ticket) throw new AppError(409, "ALREADY_HAS_TICKET");
  const { amountCents, days: chosen } = await priceOf(plan, days);
  return db.order.create({
    data: { userId, plan, days: chosen.join(","), amountCents },
    select: { id: true, plan: true, days: true, amountCents: true, status: true },
  });
}

/** A pending order not paid within a day expires (its price and days are then asked again). */
export const ORDER_TTL_MS = 24 * 60 * 60 * 1000;

/** The caller's order or 404 (another person's order is not theirs to see or pay). */
export async function ownOrder(userId: string, orderId: string) {
  const order = await db.order.findFirst({ where: { id: orderId, userId } });
  if (!order) throw new AppError(404, "ORDER_NOT_FOUND");
  if (order.status === "PENDING" && Date.now() - order.createdAt.getTime() > ORDER_TTL_MS) {
    await db.order.updateMany({ where: { id: orderId, status: "PENDING" }, data: { status: "EXPIRED" } });
    return { ...order, status: "EXPIRED" as const };
  }
  return order;
}

function assertPayable(order: { status: string }) {
  if (order.status === "PAID") throw new AppError(409, "ORDER_ALREADY_PAID");
  if (order.status !== "PENDING") throw new AppError(409, "ORDER_CLOSED");
}

async function acceptTerms(userId: string, orderId: string) {
  const versions = await db.legalDocumentVersion.findMany({
    where: { documentId: { in: [...PAYMENT_DOCUMENTS] }, isCurrent: true },
    select: { documentId: true, version: true },
  });
  for (const v of versions) {
    await db.termsAcceptance.upsert({
      where: { orderId_documentId: { orderId, documentId: v.documentId } },
      create: { userId, orderId, documentId: v.documentId, version: v.version },
      update: {},
    });
  }
}

/**
 * The one way an order becomes paid: PENDING → PAID, one Payment (orderId unique), one Ticket
 * (userId unique), in one transaction. Any repeat — concurrent or later — changes nothing (409).
 */
export async function confirmOrder(
  orderId: string,
  payment: { method: "PIX" | "CARD"; providerRef: string; cardBrand?: string; cardLast4?: string },
) {
  try {
    return await db.$transaction(async (tx) => {
      const flipped = await tx.order.updateMany({
        where: { id: orderId, status: "PENDING" },
        data: { status: "PAID", method: payment.method, paidAt: new Date(), failureCode: null },
      });
      if (flipped.count !== 1) throw new AppError(409, "ORDER_ALREADY_PAID");
      const order = await tx.order.findUniqueOrThrow({ where: { id: orderId } });
      await tx.payment.create({
        data: {
          orderId,
          provider: "simulated",
          providerRef: payment.providerRef,
          method: payment.method,
          amountCents: order.amountCents,
          cardBrand: payment.cardBrand,
          cardLast4: payment.cardLast4,
        },
      });
      await tx.ticket.create({ data: { userId: order.userId, orderId, plan: order.plan, days: order.days } });
      return order;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError(409, "ORDER_ALREADY_PAID");
    throw e;
  }
}

const newTxid = () => `T26${randomBytes(11).toString("hex").toUpperCase()}`.slice(0, 25);

/** 'Pay via PIX': terms stored, then a charge valid 10 minutes with its BR Code and QR. */
export async function createPixCharge(userId: string, orderId: string) {
  const order = await ownOrder(userId, orderId);
  assertPayable(order);
  await acceptTerms(userId, orderId);
  const e = env();
  const txid = newTxid();
  const payload = pixPayload({
    key: e.PIX_KEY,
    merchantName: e.PIX_MERCHANT_NAME,
    merchantCity: e.PIX_MERCHANT_CITY,
    amountCents: order.amountCents,
    txid,
  });
  const charge = await db.pixCharge.create({
    data: {
      orderId,
      txid,
      payload,
      amountCents: order.amountCents,
      expiresAt: new Date(Date.now() + PIX_TTL_MS),
    },
  });
  return {
    txid,
    payload,
    amountCents: charge.amountCents,
    expiresAt: charge.expiresAt,
    qr: await qrDataUrl(payload),
  };
}

/**
 * 'Já fiz o pagamento': the simulated provider reports the latest live charge as received.
 * An expired charge is refused (409 PIX_EXPIRED) and the page offers a new one.
 */
export async function confirmPix(userId: string, orderId: string) {
  const order = await ownOrder(userId, orderId);
  assertPayable(order);
  const charge = await db.pixCharge.findFirst({ where: { orderId }, orderBy: { createdAt: "desc" } });
  if (!charge) throw new AppError(409, "PIX_NOT_CREATED");
  if (charge.expiresAt.getTime() <= Date.now()) {
    throw new AppError(409, "PIX_EXPIRED");
  }
  await confirmOrder(orderId, { method: "PIX", providerRef: charge.txid });
  return { status: "PAID" as const };
}

export interface CardInput {
  number: string;
  name: string;
  expiry: string;
  cvv: string;
  cpf: string;
  cep: string;
}

/** 'Finalizar pagamento': the simulated provider declines the documented test numbers. */
export async function payByCard(userId: string, orderId: string, card: CardInput) {
  const order = await ownOrder(userId, orderId);
  assertPayable(order);
  await acceptTerms(userId, orderId);
  const number = digits(card.number);
  const declined = DECLINING_TEST_CARDS[number];
  if (declined) {
    // pending → failed; the same choice gets a fresh order so the participant can try another card.
    const failed = await db.order.updateMany({
      where: { id: orderId, status: "PENDING" },
      data: { status: "FAILED", method: "CARD", failureCode: declined },
    });
    if (failed.count !== 1) throw new AppError(409, "ORDER_CLOSED");
    const next = await createOrder(userId, order.plan, order.days ? order.days.split(",").map(Number) : []);
    throw new AppError(409, declined, {}, { nextOrderId: next.id });
  }
  await confirmOrder(orderId, {
    method: "CARD",
    providerRef: `sim_${randomBytes(8).toString("hex")}`,
    cardBrand: cardBrand(number) ?? undefined,
    cardLast4: number.slice(-4),
  });
  return { status: "PAID" as const };
}
