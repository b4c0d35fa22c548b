import "server-only";
import { randomUUID } from "node:crypto";
import { digits } from "@/lib/payments/card";
import { db } from "@/lib/server/db";
import { isUniqueViolation } from "@/lib/server/db-errors";
import { AppError, type ErrorCode } from "@/lib/server/errors";
import { qrDataUrl } from "@/lib/server/services/checkin/pass";
import type { CardInput, CardTokenInput } from "./card-input";
import { paymentProvider, type Payer, type PaymentProvider, type ProviderPaymentState } from "./provider";
import type { CardDeclinedDetails } from "./types";

export type { CardInput, CardTokenInput } from "./card-input";

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
  payment: {
    method: "PIX" | "CARD";
    providerRef: string;
    provider?: string;
    cardBrand?: string;
    cardLast4?: string;
  },
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
          provider: payment.provider ?? "simulated",
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

export type ReconcileOutcome =
  | "paid"
  | "already_paid"
  | "unknown"
  | "mismatch"
  | "closed"
  | Exclude<ProviderPaymentState["status"], "approved">;

/**
 * What a provider's status read means for our order — the only path from a provider to PAID.
 * The charge must be one we asked for (same provider and id), and an approval counts only when
 * the provider's amount, currency and reference equal the order's. Repeats and out-of-order
 * reads are harmless: confirmOrder pays at most once.
 */
export async function reconcilePayment(
  provider: PaymentProvider,
  state: ProviderPaymentState,
): Promise<{ outcome: ReconcileOutcome; orderId?: string }> {
  const where = {
    provider_providerPaymentId: { provider: provider.id, providerPaymentId: state.providerPaymentId },
  };
  let attempt = await db.providerPayment.findUnique({ where });
  if (!attempt) {
    // PIX charges issued before attempts were recorded are our records of the charge as well.
    const charge = await db.pixCharge.findFirst({
      where: { provider: provider.id, txid: state.providerPaymentId },
    });
    if (!charge) return { outcome: "unknown" };
    await db.providerPayment.upsert({
      where: { idempotencyKey: `pixcharge:${charge.id}` },
      create: {
        orderId: charge.orderId,
        provider: provider.id,
        providerPaymentId: state.providerPaymentId,
        method: "PIX",
        idempotencyKey: `pixcharge:${charge.id}`,
        amountCents: charge.amountCents,
        status: "pending",
      },
      update: {},
    });
    attempt = await db.providerPayment.findUniqueOrThrow({ where });
  }
  const order = await db.order.findUniqueOrThrow({ where: { id: attempt.orderId } });
  const matches =
    state.externalReference === order.id &&
    state.currency === "BRL" &&
    state.amountCents === order.amountCents &&
    state.amountCents === attempt.amountCents;
  const status = state.status === "approved" && !matches ? "mismatch" : state.status;
  await db.providerPayment.update({
    where: { id: attempt.id },
    data: { status, statusDetail: state.statusDetail ?? null },
  });
  if (status === "mismatch") {
    console.error(
      `[payments] ${provider.id} payment ${state.providerPaymentId} approved for ${state.amountCents} ${state.currency} (ref ${state.externalReference}) but order ${order.id} is ${order.amountCents} BRL: not marked paid`,
    );
    return { outcome: "mismatch", orderId: order.id };
  }
  if (status !== "approved") return { outcome: status, orderId: order.id };
  if (order.status === "PAID") return { outcome: "already_paid", orderId: order.id };
  if (order.status !== "PENDING") {
    console.error(
      `[payments] ${provider.id} payment ${state.providerPaymentId} approved for ${order.status} order ${order.id}: refund it`,
    );
    return { outcome: "closed", orderId: order.id };
  }
  try {
    await confirmOrder(order.id, {
      method: state.method,
      provider: provider.id,
      providerRef: state.providerPaymentId,
      cardBrand: state.cardBrand,
      cardLast4: state.cardLast4,
    });
    return { outcome: "paid", orderId: order.id };
  } catch (e) {
    if (e instanceof AppError && e.code === "ORDER_ALREADY_PAID")
      return { outcome: "already_paid", orderId: order.id };
    throw e;
  }
}

/** A create that failed (refused or unreachable) is kept as such, for the record; the error goes on. */
const attemptFailed = (attemptId: string) => async (error: unknown) => {
  await db.providerPayment.update({
    where: { id: attemptId },
    data: { status: "error", statusDetail: error instanceof Error ? error.message.slice(0, 200) : null },
  });
  throw error;
};

async function payerOf(userId: string, cpf?: string): Promise<Payer> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { fullName: true, email: true, cpf: true, memberCode: true },
  });
  const [firstName = user.fullName, ...rest] = user.fullName.trim().split(/\s+/);
  const document = digits(cpf ?? user.cpf ?? "");
  return {
    // Mercado Pago requires an e-mail; participants without one are identified by member code.
    email: user.email ?? `${user.memberCode.toLowerCase()}@participantes.together2026.com.br`,
    firstName,
    lastName: rest.join(" ") || firstName,
    cpf: document.length === 11 ? document : undefined,
  };
}

const chargeDescription = (plan: string) =>
  `Together 2026 — ${plan === "congressista" ? "Congressista" : "Não Congressista"}`;

/** 'Pay via PIX': terms stored, then a provider charge valid 10 minutes with its BR Code and QR. */
export async function createPixCharge(userId: string, orderId: string) {
  const order = await ownOrder(userId, orderId);
  assertPayable(order);
  await acceptTerms(userId, orderId);
  const provider = paymentProvider();
  const idempotencyKey = randomUUID();
  const attempt = await db.providerPayment.create({
    data: { orderId, provider: provider.id, method: "PIX", idempotencyKey, amountCents: order.amountCents },
  });
  const result = await provider
    .createPixCharge({
      orderId,
      amountCents: order.amountCents,
      description: chargeDescription(order.plan),
      payer: await payerOf(userId),
      expiresAt: new Date(Date.now() + PIX_TTL_MS),
      idempotencyKey,
    })
    .catch(attemptFailed(attempt.id));
  await db.providerPayment.update({
    where: { id: attempt.id },
    data: { providerPaymentId: result.providerPaymentId, status: "pending" },
  });
  const charge = await db.pixCharge.create({
    data: {
      orderId,
      txid: result.providerPaymentId,
      payload: result.qrCode,
      amountCents: order.amountCents,
      expiresAt: result.expiresAt,
      provider: provider.id,
      providerPaymentId: result.providerPaymentId,
      qrImage: result.qrImage,
    },
  });
  return {
    txid: charge.txid,
    payload: charge.payload,
    amountCents: charge.amountCents,
    expiresAt: charge.expiresAt,
    qr: charge.qrImage ?? (await qrDataUrl(charge.payload)),
  };
}

/**
 * 'Já fiz o pagamento': asks the provider about the latest charge and pays the order only if it
 * says the money arrived (the simulator says so while the charge is live). Not received yet →
 * 409 PIX_NOT_RECEIVED; expired or cancelled → 409 PIX_EXPIRED and the page offers a new code.
 */
export async function confirmPix(userId: string, orderId: string) {
  const order = await ownOrder(userId, orderId);
  assertPayable(order);
  const charge = await db.pixCharge.findFirst({ where: { orderId }, orderBy: { createdAt: "desc" } });
  if (!charge) throw new AppError(409, "PIX_NOT_CREATED");
  const provider = paymentProvider();
  if (charge.provider !== provider.id) throw new AppError(409, "PIX_EXPIRED");
  const expired = charge.expiresAt.getTime() <= Date.now();
  if (expired && provider.id === "simulated") throw new AppError(409, "PIX_EXPIRED");
  const state = await provider.getPayment(charge.providerPaymentId ?? charge.txid);
  const { outcome } = await reconcilePayment(provider, state);
  if (outcome === "paid") return { status: "PAID" as const };
  if (outcome === "already_paid") throw new AppError(409, "ORDER_ALREADY_PAID");
  if (outcome === "mismatch" || outcome === "closed") throw new AppError(409, "PAYMENT_NOT_ACCEPTED");
  if (expired || ["cancelled", "expired", "rejected"].includes(outcome))
    throw new AppError(409, "PIX_EXPIRED");
  throw new AppError(409, "PIX_NOT_RECEIVED");
}

const DECLINE_CODES: Record<string, ErrorCode> = {
  CARD_INSUFFICIENT_FUNDS: "CARD_INSUFFICIENT_FUNDS",
  cc_rejected_insufficient_amount: "CARD_INSUFFICIENT_FUNDS",
};

/**
 * 'Finalizar pagamento': the provider charges the card (the simulator from the raw form, a real
 * provider from the browser's token only). Declined → the order fails and a fresh one with the
 * same choice is opened (`nextOrderId`); approved → paid through reconcilePayment.
 */
export async function payByCard(userId: string, orderId: string, input: CardInput | CardTokenInput) {
  const order = await ownOrder(userId, orderId);
  assertPayable(order);
  const provider = paymentProvider();
  const tokenised = "token" in input;
  if (provider.tokenizesCards && !tokenised) throw new AppError(400, "CARD_TOKEN_REQUIRED");
  if (!provider.tokenizesCards && tokenised) throw new AppError(400, "CARD_TOKEN_UNSUPPORTED");
  await acceptTerms(userId, orderId);
  const idempotencyKey = randomUUID();
  const attempt = await db.providerPayment.create({
    data: { orderId, provider: provider.id, method: "CARD", idempotencyKey, amountCents: order.amountCents },
  });
  const state = await provider
    .chargeCard({
      orderId,
      amountCents: order.amountCents,
      description: chargeDescription(order.plan),
      payer: await payerOf(userId, input.cpf),
      card: tokenised
        ? {
            kind: "token",
            token: input.token,
            paymentMethodId: input.paymentMethodId,
            issuerId: input.issuerId,
            installments: input.installments,
          }
        : { kind: "raw", card: input },
      idempotencyKey,
    })
    .catch(attemptFailed(attempt.id));
  await db.providerPayment.update({
    where: { id: attempt.id },
    data: {
      providerPaymentId: state.providerPaymentId,
      status: state.status,
      statusDetail: state.statusDetail,
    },
  });
  const { outcome } = await reconcilePayment(provider, state);
  if (outcome === "paid") return { status: "PAID" as const };
  if (outcome === "already_paid") throw new AppError(409, "ORDER_ALREADY_PAID");
  if (outcome === "rejected" || outcome === "cancelled") {
    const declined = DECLINE_CODES[state.statusDetail ?? ""] ?? "CARD_DECLINED";
    // pending → failed; the same choice gets a fresh order so the participant can try another card.
    const failed = await db.order.updateMany({
      where: { id: orderId, status: "PENDING" },
      data: { status: "FAILED", method: "CARD", failureCode: declined },
    });
    if (failed.count !== 1) throw new AppError(409, "ORDER_CLOSED");
    const next = await createOrder(userId, order.plan, order.days ? order.days.split(",").map(Number) : []);
    throw new AppError(409, declined, {}, { nextOrderId: next.id } satisfies CardDeclinedDetails);
  }
  if (outcome === "mismatch" || outcome === "closed" || outcome === "unknown")
    throw new AppError(409, "PAYMENT_NOT_ACCEPTED");
  // in_process / pending: the webhook or the next status read settles it.
  return { status: "PENDING" as const };
}
