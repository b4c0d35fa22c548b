import "server-only";
import { env, type Env } from "@/lib/server/env";
import type { CardInput } from "./card-input";
import { MercadoPagoProvider } from "./mercadopago-provider";
import { SimulatedProvider } from "./simulated-provider";

export type ProviderId = "simulated" | "mercadopago";

/** A charge's state as the provider reports it (Mercado Pago's vocabulary, which the simulator mimics). */
export type ProviderStatus =
  | "pending"
  | "approved"
  | "authorized"
  | "in_process"
  | "in_mediation"
  | "rejected"
  | "cancelled"
  | "refunded"
  | "charged_back"
  | "expired";

export interface ProviderPaymentState {
  providerPaymentId: string;
  status: ProviderStatus;
  statusDetail?: string;
  /** What the provider says was charged, in centavos and ISO currency: checked against our order. */
  amountCents: number;
  currency: string;
  /** Our order id as we sent it (external_reference). */
  externalReference: string | null;
  method: "PIX" | "CARD";
  cardBrand?: string;
  cardLast4?: string;
}

export interface Payer {
  email: string;
  firstName: string;
  lastName: string;
  cpf?: string;
}

export interface PixChargeRequest {
  orderId: string;
  amountCents: number;
  description: string;
  payer: Payer;
  expiresAt: Date;
  idempotencyKey: string;
}

export interface PixChargeResult {
  providerPaymentId: string;
  /** The BR Code "copia e cola". */
  qrCode: string;
  /** A ready QR image (data: URL) when the provider sends one. */
  qrImage?: string;
  expiresAt: Date;
}

/** A card as the browser hands it over: a provider token (real providers) or the raw form (simulator only). */
export type CardPayment =
  | { kind: "token"; token: string; paymentMethodId: string; issuerId?: string; installments: number }
  | { kind: "raw"; card: CardInput };

export interface CardChargeRequest {
  orderId: string;
  amountCents: number;
  description: string;
  payer: Payer;
  card: CardPayment;
  idempotencyKey: string;
}

export interface WebhookInput {
  headers: Headers;
  /** `data.id` of the notification URL's query (what Mercado Pago signs). */
  dataId: string;
  now?: Date;
}

/**
 * The boundary between our orders and whoever moves the money. A provider creates charges, reads
 * their status and authenticates its webhooks; only `reconcile` (orders.ts) decides that an
 * order is paid, from a status read and after checking amount and currency against the order.
 */
export interface PaymentProvider {
  readonly id: ProviderId;
  /** True when card numbers never reach our server (the browser sends a provider token). */
  readonly tokenizesCards: boolean;
  createPixCharge(req: PixChargeRequest): Promise<PixChargeResult>;
  chargeCard(req: CardChargeRequest): Promise<ProviderPaymentState>;
  getPayment(providerPaymentId: string): Promise<ProviderPaymentState>;
  /** Throws AppError(401) unless the request carries a valid, fresh signature. */
  verifyWebhook(input: WebhookInput): void;
}

/** What the payment page needs to know about the provider (no secrets). */
export interface PaymentClientConfig {
  provider: ProviderId;
  publicKey?: string;
  scriptUrl?: string;
}

let override: PaymentProvider | undefined;
let cached: { env: Env; provider: PaymentProvider } | undefined;

/** The configured provider: Mercado Pago when PAYMENTS_PROVIDER=mercadopago, else the simulator. */
export function paymentProvider(): PaymentProvider {
  if (override) return override;
  const e = env();
  if (cached?.env !== e) cached = { env: e, provider: buildProvider(e) };
  return cached.provider;
}

export function buildProvider(e: Env): PaymentProvider {
  if (e.PAYMENTS_PROVIDER === "mercadopago")
    return new MercadoPagoProvider({
      accessToken: e.MERCADOPAGO_ACCESS_TOKEN ?? "",
      webhookSecret: e.MERCADOPAGO_WEBHOOK_SECRET ?? "",
      apiBase: e.MERCADOPAGO_API_BASE,
      notificationUrl: e.MERCADOPAGO_NOTIFICATION_URL,
    });
  return new SimulatedProvider();
}

/** Tests swap the provider (e.g. Mercado Pago against the local fake); undefined restores the configured one. */
export function setPaymentProviderForTests(provider: PaymentProvider | undefined) {
  override = provider;
}

export function paymentClientConfig(): PaymentClientConfig {
  const provider = paymentProvider();
  if (provider.id !== "mercadopago") return { provider: provider.id };
  const e = env();
  return { provider: "mercadopago", publicKey: e.MERCADOPAGO_PUBLIC_KEY, scriptUrl: e.MERCADOPAGO_JS_URL };
}
