import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { AppError } from "@/lib/server/errors";
import type {
  CardChargeRequest,
  PaymentProvider,
  PixChargeRequest,
  PixChargeResult,
  ProviderPaymentState,
  ProviderStatus,
  WebhookInput,
} from "./provider";

export interface MercadoPagoConfig {
  accessToken: string;
  webhookSecret: string;
  /** https://api.mercadopago.com, or the local fake in tests. */
  apiBase: string;
  /** Where Mercado Pago posts notifications for charges we create (optional: else the dashboard's URL). */
  notificationUrl?: string;
  /** How old a webhook's signed ts may be before it is refused as a replay. */
  webhookToleranceSeconds?: number;
}

/** Raised when Mercado Pago cannot be reached or answers in a way we cannot use (logged, opaque 500). */
export class MercadoPagoError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "MercadoPagoError";
  }
}

interface MpPayment {
  id: number | string;
  status: string;
  status_detail?: string;
  transaction_amount: number;
  currency_id: string;
  external_reference?: string | null;
  payment_method_id?: string;
  date_of_expiration?: string | null;
  card?: { last_four_digits?: string | null } | null;
  point_of_interaction?: {
    transaction_data?: { qr_code?: string; qr_code_base64?: string };
  };
}

const STATUSES = new Set<ProviderStatus>([
  "pending",
  "approved",
  "authorized",
  "in_process",
  "in_mediation",
  "rejected",
  "cancelled",
  "refunded",
  "charged_back",
]);

/** Mercado Pago wants local times with an offset; Brazil's north-east is UTC−3 all year. */
function recifeIso(d: Date) {
  const local = new Date(d.getTime() - 3 * 3600_000);
  return `${local.toISOString().slice(0, 23)}-03:00`;
}

const toCents = (amount: number) => Math.round(amount * 100);
const toAmount = (cents: number) => Math.round(cents) / 100;

/**
 * Mercado Pago's Payments API (Checkout Transparente): PIX and card payments with POST
 * /v1/payments (every create carries an X-Idempotency-Key), status reads with GET
 * /v1/payments/{id}, and webhooks signed with `x-signature: ts=…,v1=…` — HMAC-SHA256 of
 * `id:{data.id};request-id:{x-request-id};ts:{ts};` with the application's secret.
 */
export class MercadoPagoProvider implements PaymentProvider {
  readonly id = "mercadopago" as const;
  readonly tokenizesCards = true;

  constructor(private readonly config: MercadoPagoConfig) {}

  private async call(
    path: string,
    init: { method: "GET" | "POST"; body?: unknown; idempotencyKey?: string },
  ) {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${this.config.accessToken}`,
      Accept: "application/json",
    };
    if (init.body !== undefined) headers["Content-Type"] = "application/json";
    if (init.idempotencyKey) headers["X-Idempotency-Key"] = init.idempotencyKey;
    const url = `${this.config.apiBase.replace(/\/$/, "")}${path}`;
    const send = () =>
      fetch(url, {
        method: init.method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(15_000),
      });
    let res: Response;
    try {
      res = await send();
    } catch {
      // One retry on a network failure: safe for creates because the idempotency key is the same.
      try {
        res = await send();
      } catch (e) {
        throw new MercadoPagoError(`Mercado Pago unreachable: ${(e as Error).message}`);
      }
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, json };
  }

  private parse(raw: unknown): ProviderPaymentState {
    const p = raw as MpPayment | undefined;
    if (!p || (typeof p.id !== "number" && typeof p.id !== "string") || typeof p.status !== "string")
      throw new MercadoPagoError("Mercado Pago answered without a payment");
    if (typeof p.transaction_amount !== "number" || typeof p.currency_id !== "string")
      throw new MercadoPagoError("Mercado Pago payment without amount or currency");
    const status = STATUSES.has(p.status as ProviderStatus) ? (p.status as ProviderStatus) : "pending";
    const method = p.payment_method_id === "pix" ? "PIX" : "CARD";
    return {
      providerPaymentId: String(p.id),
      status,
      statusDetail: p.status_detail ?? undefined,
      amountCents: toCents(p.transaction_amount),
      currency: p.currency_id,
      externalReference: p.external_reference ?? null,
      method,
      cardBrand: method === "CARD" ? p.payment_method_id : undefined,
      cardLast4: p.card?.last_four_digits ?? undefined,
    };
  }

  async createPixCharge(req: PixChargeRequest): Promise<PixChargeResult> {
    const { status, json } = await this.call("/v1/payments", {
      method: "POST",
      idempotencyKey: req.idempotencyKey,
      body: {
        transaction_amount: toAmount(req.amountCents),
        description: req.description,
        payment_method_id: "pix",
        external_reference: req.orderId,
        date_of_expiration: recifeIso(req.expiresAt),
        notification_url: this.config.notificationUrl,
        payer: {
          email: req.payer.email,
          first_name: req.payer.firstName,
          last_name: req.payer.lastName,
          ...(req.payer.cpf ? { identification: { type: "CPF", number: req.payer.cpf } } : {}),
        },
      },
    });
    if (status < 200 || status >= 300)
      throw new MercadoPagoError(`Mercado Pago refused the PIX charge (${status})`, status);
    const p = json as MpPayment;
    const data = p.point_of_interaction?.transaction_data;
    if (!data?.qr_code) throw new MercadoPagoError("Mercado Pago PIX charge without a QR code");
    return {
      providerPaymentId: String(p.id),
      qrCode: data.qr_code,
      qrImage: data.qr_code_base64 ? `data:image/png;base64,${data.qr_code_base64}` : undefined,
      expiresAt: p.date_of_expiration ? new Date(p.date_of_expiration) : req.expiresAt,
    };
  }

  async chargeCard(req: CardChargeRequest): Promise<ProviderPaymentState> {
    if (req.card.kind !== "token") throw new AppError(400, "CARD_TOKEN_REQUIRED");
    const { status, json } = await this.call("/v1/payments", {
      method: "POST",
      idempotencyKey: req.idempotencyKey,
      body: {
        transaction_amount: toAmount(req.amountCents),
        token: req.card.token,
        description: req.description,
        installments: req.card.installments,
        payment_method_id: req.card.paymentMethodId,
        ...(req.card.issuerId ? { issuer_id: req.card.issuerId } : {}),
        // A ticket is approved or declined now, never left "in process" for days.
        binary_mode: true,
        external_reference: req.orderId,
        notification_url: this.config.notificationUrl,
        payer: {
          email: req.payer.email,
          ...(req.payer.cpf ? { identification: { type: "CPF", number: req.payer.cpf } } : {}),
        },
      },
    });
    // A bad, used or expired token is the browser's input: a 400 for the participant, not a 500.
    if (status === 400 || status === 422) throw new AppError(400, "CARD_TOKEN_INVALID");
    if (status < 200 || status >= 300)
      throw new MercadoPagoError(`Mercado Pago refused the card payment (${status})`, status);
    return this.parse(json);
  }

  async getPayment(providerPaymentId: string): Promise<ProviderPaymentState> {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(providerPaymentId)) throw new AppError(404, "PAYMENT_NOT_FOUND");
    const { status, json } = await this.call(`/v1/payments/${providerPaymentId}`, { method: "GET" });
    if (status === 404) throw new AppError(404, "PAYMENT_NOT_FOUND");
    if (status < 200 || status >= 300)
      throw new MercadoPagoError(`Mercado Pago status read failed (${status})`, status);
    return this.parse(json);
  }

  verifyWebhook({ headers, dataId, now = new Date() }: WebhookInput): void {
    const invalid = () => new AppError(401, "WEBHOOK_SIGNATURE_INVALID");
    const signature = headers.get("x-signature");
    const requestId = headers.get("x-request-id");
    if (!signature || !requestId || !this.config.webhookSecret) throw invalid();
    const parts = new Map(
      signature.split(",").map((part) => {
        const [k, ...v] = part.split("=");
        return [k?.trim() ?? "", v.join("=").trim()] as const;
      }),
    );
    const ts = parts.get("ts") ?? "";
    const v1 = parts.get("v1") ?? "";
    if (!/^\d{1,16}$/.test(ts) || !/^[0-9a-f]{64}$/i.test(v1)) throw invalid();
    // Mercado Pago documents ts in seconds; some notifications carry milliseconds.
    const tsMs = ts.length > 11 ? Number(ts) : Number(ts) * 1000;
    const tolerance = (this.config.webhookToleranceSeconds ?? 300) * 1000;
    if (Math.abs(now.getTime() - tsMs) > tolerance) throw invalid();
    // An alphanumeric data.id is signed in lower case.
    const id = /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId;
    const manifest = `id:${id};request-id:${requestId};ts:${ts};`;
    const expected = createHmac("sha256", this.config.webhookSecret).update(manifest).digest();
    const given = Buffer.from(v1, "hex");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  }
}
