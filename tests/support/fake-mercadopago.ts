/**
 * A local fake of Mercado Pago for tests (Jest and Playwright): an HTTP server on 127.0.0.1 that
 * speaks the part of the documented API we use and signs its webhooks as Mercado Pago does.
 *
 *   POST /v1/payments            PIX (point_of_interaction.transaction_data) or card (token), X-Idempotency-Key required
 *   GET  /v1/payments/{id}       the payment as it is now
 *   POST /v1/card_tokens         the browser's tokenisation (CORS), single-use tokens
 *   GET  /v1/payment_methods/search?bins=…  brand of a BIN
 *   GET  /js/v2                  a small MercadoPago.js v2 compatible script (fields + createCardToken)
 *
 * Test card numbers: 4000 0000 0000 0002 is rejected (cc_rejected_other_reason), 5105 1051 0510 5100
 * is rejected (cc_rejected_insufficient_amount), any other number is approved.
 */
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import QRCode from "qrcode";

export interface FakePayment {
  id: number;
  status: string;
  status_detail: string;
  transaction_amount: number;
  currency_id: string;
  external_reference: string | null;
  payment_method_id: string;
  description?: string;
  date_of_expiration: string | null;
  date_created: string;
  card?: { last_four_digits: string; first_six_digits: string };
  point_of_interaction?: {
    transaction_data: { qr_code: string; qr_code_base64: string; ticket_url: string };
  };
  payer?: unknown;
}

export interface FakeRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export interface FakeMercadoPagoOptions {
  port?: number;
  accessToken?: string;
  publicKey?: string;
  webhookSecret?: string;
}

export interface FakeMercadoPago {
  url: string;
  accessToken: string;
  publicKey: string;
  webhookSecret: string;
  /** Every request the fake received, in order. */
  requests: FakeRequest[];
  payments: Map<number, FakePayment>;
  /** The payer paid: status approved (accredited). */
  pay(paymentId: number | string): FakePayment;
  /** Rejected (or cancelled, for an expired PIX) with this detail. */
  decline(paymentId: number | string, detail?: string, status?: "rejected" | "cancelled"): FakePayment;
  /** Changes what the fake reports as charged (to test amount checks). */
  setAmount(paymentId: number | string, amount: number, currency?: string): FakePayment;
  /** POSTs a signed notification for the payment to `target` (our webhook URL). */
  sendWebhook(
    target: string,
    paymentId: number | string,
    opts?: { secret?: string; ts?: number; requestId?: string; signature?: string; dataId?: string },
  ): Promise<{ status: number; body: unknown }>;
  /** The x-signature header Mercado Pago would send. */
  sign(dataId: string, requestId: string, ts: number, secret?: string): string;
  close(): Promise<void>;
}

function crc16(payload: string) {
  let crc = 0xffff;
  for (const byte of Buffer.from(payload, "utf8")) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

const tlv = (id: string, v: string) => `${id}${String(v.length).padStart(2, "0")}${v}`;

/** A dynamic PIX BR Code like Mercado Pago's: the payload's location points at the charge. */
function brCode(id: number, amount: number) {
  const body =
    tlv("00", "01") +
    tlv("01", "12") +
    tlv("26", tlv("00", "br.gov.bcb.pix") + tlv("25", `qr.fake-mercadopago.test/pix/v2/${id}`)) +
    tlv("52", "0000") +
    tlv("53", "986") +
    tlv("54", amount.toFixed(2)) +
    tlv("58", "BR") +
    tlv("59", "FAKE MERCADO PAGO") +
    tlv("60", "RECIFE") +
    tlv("62", tlv("05", "***")) +
    "6304";
  return body + crc16(body);
}

const DECLINES: Record<string, string> = {
  "4000000000000002": "cc_rejected_other_reason",
  "5105105105105100": "cc_rejected_insufficient_amount",
};

function brandOf(bin: string) {
  if (bin.startsWith("4")) return "visa";
  if (bin.startsWith("5") || bin.startsWith("2")) return "master";
  if (bin.startsWith("3")) return "amex";
  return null;
}

const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, POST, OPTIONS",
  "access-control-allow-headers": "content-type",
};

/** The browser side: the subset of MercadoPago.js v2 core methods with secure fields that our page uses. */
function script(base: string) {
  return `(function () {
  var API = ${JSON.stringify(base)};
  function MercadoPago(publicKey, options) {
    if (!(this instanceof MercadoPago)) throw new Error("use new MercadoPago(...)");
    this.publicKey = publicKey;
    this.options = options || {};
    var self = this;
    var fields = {};
    this.getPaymentMethods = function (q) {
      return fetch(API + "/v1/payment_methods/search?public_key=" + encodeURIComponent(publicKey) + "&bins=" + encodeURIComponent(q.bin))
        .then(function (r) { return r.json(); });
    };
    this.fields = {
      create: function (type, opts) {
        var listeners = {};
        var input;
        var field = {
          mount: function (containerId) {
            var container = document.getElementById(containerId);
            if (!container) throw new Error("container " + containerId + " not found");
            input = document.createElement("input");
            input.setAttribute("data-testid", "mp-field-" + type);
            input.setAttribute("aria-label", (opts && opts.placeholder) || type);
            input.setAttribute("inputmode", "numeric");
            input.placeholder = (opts && opts.placeholder) || "";
            input.style.cssText = "width:100%;height:100%;border:0;outline:0;background:transparent;font:inherit";
            var lastBin = "";
            input.addEventListener("input", function () {
              var d = input.value.replace(/\\D/g, "");
              if (type === "cardNumber") {
                var bin = d.length >= 8 ? d.slice(0, 8) : "";
                if (bin !== lastBin) { lastBin = bin; (listeners.binChange || []).forEach(function (cb) { cb({ bin: bin || null }); }); }
              }
              (listeners.change || []).forEach(function (cb) { cb({}); });
            });
            container.appendChild(input);
            (listeners.ready || []).forEach(function (cb) { cb(); });
            return field;
          },
          on: function (event, cb) { (listeners[event] = listeners[event] || []).push(cb); return field; },
          unmount: function () { if (input && input.parentNode) input.parentNode.removeChild(input); input = null; },
          update: function () { return field; },
          value: function () { return input ? input.value : ""; }
        };
        fields[type] = field;
        return field;
      },
      createCardToken: function (data) {
        var exp = (fields.expirationDate ? fields.expirationDate.value() : "").split("/");
        var year = (exp[1] || "").trim();
        var body = {
          card_number: (fields.cardNumber ? fields.cardNumber.value() : "").replace(/\\D/g, ""),
          security_code: fields.securityCode ? fields.securityCode.value() : "",
          expiration_month: Number(exp[0]),
          expiration_year: Number(year.length === 2 ? "20" + year : year),
          cardholder: { name: data.cardholderName, identification: { type: data.identificationType, number: data.identificationNumber } }
        };
        return fetch(API + "/v1/card_tokens?public_key=" + encodeURIComponent(publicKey), {
          method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body)
        }).then(function (r) { return r.json().then(function (j) { if (!r.ok) throw j; return j; }); });
      }
    };
  }
  window.MercadoPago = MercadoPago;
})();
`;
}

export async function startFakeMercadoPago(opts: FakeMercadoPagoOptions = {}): Promise<FakeMercadoPago> {
  const accessToken = opts.accessToken ?? "TEST-fake-access-token-0000";
  const publicKey = opts.publicKey ?? "TEST-fake-public-key-0000";
  const webhookSecret = opts.webhookSecret ?? "fake-webhook-secret-0123456789";
  const payments = new Map<number, FakePayment>();
  const byIdempotencyKey = new Map<string, number>();
  const tokens = new Map<string, { number: string; used: boolean }>();
  const requests: FakeRequest[] = [];
  let nextId = 1_000_000_001;
  let base = "";

  const send = (
    res: http.ServerResponse,
    status: number,
    body: unknown,
    extra: Record<string, string> = {},
  ) => {
    res.writeHead(status, { "content-type": "application/json", ...extra }).end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const url = new URL(req.url ?? "/", base);
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      requests.push({
        method: req.method ?? "",
        path: url.pathname + url.search,
        headers: req.headers,
        body,
      });

      if (req.method === "OPTIONS") return res.writeHead(204, CORS).end();
      if (req.method === "GET" && url.pathname === "/js/v2")
        return res
          .writeHead(200, { "content-type": "application/javascript; charset=utf-8" })
          .end(script(base));
      if (req.method === "GET" && url.pathname === "/v1/payment_methods/search") {
        const brand = brandOf(url.searchParams.get("bins") ?? "");
        return send(
          res,
          200,
          { results: brand ? [{ id: brand, payment_type_id: "credit_card", issuer: { id: 25 } }] : [] },
          CORS,
        );
      }
      if (req.method === "POST" && url.pathname === "/v1/card_tokens") {
        if (url.searchParams.get("public_key") !== publicKey)
          return send(res, 401, { message: "invalid public key" }, CORS);
        const b = (body ?? {}) as { card_number?: string; security_code?: string; expiration_month?: number };
        const number = String(b.card_number ?? "");
        if (!/^\d{13,19}$/.test(number) || !/^\d{3,4}$/.test(String(b.security_code ?? "")))
          return send(res, 400, { message: "invalid card", cause: [{ code: "E301" }] }, CORS);
        const id = randomBytes(16).toString("hex");
        tokens.set(id, { number, used: false });
        return send(
          res,
          201,
          { id, first_six_digits: number.slice(0, 6), last_four_digits: number.slice(-4), status: "active" },
          CORS,
        );
      }

      if (!url.pathname.startsWith("/v1/payments")) return send(res, 404, { message: "not found" });
      if (req.headers.authorization !== `Bearer ${accessToken}`)
        return send(res, 401, { message: "invalid access token", status: 401 });

      const match = /^\/v1\/payments\/(\d+)$/.exec(url.pathname);
      if (req.method === "GET" && match) {
        const p = payments.get(Number(match[1]));
        return p ? send(res, 200, p) : send(res, 404, { message: "Payment not found", status: 404 });
      }
      if (req.method === "POST" && url.pathname === "/v1/payments") {
        const key = req.headers["x-idempotency-key"];
        if (typeof key !== "string" || !key)
          return send(res, 400, { message: "X-Idempotency-Key header is required", status: 400 });
        const seen = byIdempotencyKey.get(key);
        if (seen !== undefined) return send(res, 201, payments.get(seen));
        const b = (body ?? {}) as Record<string, unknown>;
        const amount = b.transaction_amount;
        if (typeof amount !== "number" || amount <= 0)
          return send(res, 400, { message: "transaction_amount invalid", status: 400 });
        const id = nextId++;
        const now = new Date();
        const payment: FakePayment = {
          id,
          status: "pending",
          status_detail: "pending_waiting_transfer",
          transaction_amount: amount,
          currency_id: "BRL",
          external_reference: typeof b.external_reference === "string" ? b.external_reference : null,
          payment_method_id: String(b.payment_method_id ?? ""),
          description: typeof b.description === "string" ? b.description : undefined,
          date_of_expiration: typeof b.date_of_expiration === "string" ? b.date_of_expiration : null,
          date_created: now.toISOString(),
          payer: b.payer,
        };
        if (payment.payment_method_id === "pix") {
          const qrCode = brCode(id, amount);
          payment.point_of_interaction = {
            transaction_data: {
              qr_code: qrCode,
              qr_code_base64: (
                await QRCode.toBuffer(qrCode, { type: "png", margin: 1, width: 256 })
              ).toString("base64"),
              ticket_url: `${base}/payments/${id}/ticket`,
            },
          };
        } else {
          const token = typeof b.token === "string" ? tokens.get(b.token) : undefined;
          if (!token || token.used)
            return send(res, 400, { message: "Invalid card token", status: 400, cause: [{ code: 2006 }] });
          token.used = true;
          const declined = DECLINES[token.number];
          payment.status = declined ? "rejected" : "approved";
          payment.status_detail = declined ?? "accredited";
          payment.card = {
            first_six_digits: token.number.slice(0, 6),
            last_four_digits: token.number.slice(-4),
          };
        }
        payments.set(id, payment);
        byIdempotencyKey.set(key, id);
        return send(res, 201, payment);
      }
      return send(res, 405, { message: "method not allowed" });
    });
  });

  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const get = (paymentId: number | string) => {
    const p = payments.get(Number(paymentId));
    if (!p) throw new Error(`fake Mercado Pago: no payment ${paymentId}`);
    return p;
  };
  const sign = (dataId: string, requestId: string, ts: number, secret = webhookSecret) => {
    const v1 = createHmac("sha256", secret)
      .update(`id:${dataId};request-id:${requestId};ts:${ts};`)
      .digest("hex");
    return `ts=${ts},v1=${v1}`;
  };

  return {
    url: base,
    accessToken,
    publicKey,
    webhookSecret,
    requests,
    payments,
    pay(paymentId) {
      const p = get(paymentId);
      p.status = "approved";
      p.status_detail = "accredited";
      return p;
    },
    decline(paymentId, detail = "cc_rejected_other_reason", status = "rejected") {
      const p = get(paymentId);
      p.status = status;
      p.status_detail = detail;
      return p;
    },
    setAmount(paymentId, amount, currency = "BRL") {
      const p = get(paymentId);
      p.transaction_amount = amount;
      p.currency_id = currency;
      return p;
    },
    sign,
    async sendWebhook(target, paymentId, o = {}) {
      const dataId = o.dataId ?? String(paymentId);
      const requestId = o.requestId ?? randomUUID();
      const ts = o.ts ?? Math.floor(Date.now() / 1000);
      const url = new URL(target);
      url.searchParams.set("data.id", dataId);
      url.searchParams.set("type", "payment");
      const res = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-request-id": requestId,
          "x-signature": o.signature ?? sign(dataId, requestId, ts, o.secret),
        },
        body: JSON.stringify({
          action: "payment.updated",
          api_version: "v1",
          type: "payment",
          live_mode: false,
          date_created: new Date().toISOString(),
          data: { id: dataId },
        }),
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      return { status: res.status, body };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Shorthand matching `start(port?)`. */
export const start = (port?: number) => startFakeMercadoPago({ port });
