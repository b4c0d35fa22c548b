import "server-only";
import { randomBytes } from "node:crypto";
import { pixPayload } from "@/lib/payments/brcode";
import { DECLINING_TEST_CARDS, cardBrand, digits } from "@/lib/payments/card";
import { db } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { AppError } from "@/lib/server/errors";
import type {
  CardChargeRequest,
  PaymentProvider,
  PixChargeRequest,
  PixChargeResult,
  ProviderPaymentState,
} from "./provider";

const newTxid = () => `T26${randomBytes(11).toString("hex").toUpperCase()}`.slice(0, 25);

/**
 * The embedded provider for development, tests and (explicitly opted into) free events: PIX
 * charges are BR Codes to PIX_KEY whose latest live one counts as received when asked; cards
 * are the raw form, the documented test numbers decline. No money moves.
 */
export class SimulatedProvider implements PaymentProvider {
  readonly id = "simulated" as const;
  readonly tokenizesCards = false;

  async createPixCharge(req: PixChargeRequest): Promise<PixChargeResult> {
    const e = env();
    const txid = newTxid();
    const qrCode = pixPayload({
      key: e.PIX_KEY,
      merchantName: e.PIX_MERCHANT_NAME,
      merchantCity: e.PIX_MERCHANT_CITY,
      amountCents: req.amountCents,
      txid,
    });
    return { providerPaymentId: txid, qrCode, expiresAt: req.expiresAt };
  }

  async chargeCard(req: CardChargeRequest): Promise<ProviderPaymentState> {
    if (req.card.kind !== "raw") throw new AppError(400, "CARD_TOKEN_UNSUPPORTED");
    const number = digits(req.card.card.number);
    const declined = DECLINING_TEST_CARDS[number];
    return {
      providerPaymentId: `sim_${randomBytes(8).toString("hex")}`,
      status: declined ? "rejected" : "approved",
      statusDetail: declined ?? "accredited",
      amountCents: req.amountCents,
      currency: "BRL",
      externalReference: req.orderId,
      method: "CARD",
      cardBrand: cardBrand(number) ?? undefined,
      cardLast4: number.slice(-4),
    };
  }

  /** A PIX charge is "received" while it is live; a card attempt is what it was when charged. */
  async getPayment(providerPaymentId: string): Promise<ProviderPaymentState> {
    const charge = await db.pixCharge.findUnique({ where: { txid: providerPaymentId } });
    if (charge) {
      const live = charge.expiresAt.getTime() > Date.now();
      return {
        providerPaymentId,
        status: live ? "approved" : "expired",
        amountCents: charge.amountCents,
        currency: "BRL",
        externalReference: charge.orderId,
        method: "PIX",
      };
    }
    const attempt = await db.providerPayment.findUnique({
      where: { provider_providerPaymentId: { provider: this.id, providerPaymentId } },
    });
    if (!attempt) throw new AppError(404, "PAYMENT_NOT_FOUND");
    return {
      providerPaymentId,
      status: attempt.status as ProviderPaymentState["status"],
      statusDetail: attempt.statusDetail ?? undefined,
      amountCents: attempt.amountCents,
      currency: "BRL",
      externalReference: attempt.orderId,
      method: attempt.method,
    };
  }

  verifyWebhook(): void {
    // The simulator sends no webhooks, so nothing that claims to be one is believed.
    throw new AppError(401, "WEBHOOK_SIGNATURE_INVALID");
  }
}
