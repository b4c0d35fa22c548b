/**
 * The Content-Security-Policy of every page. Scripts run only with this request's nonce
 * ('strict-dynamic' lets Next's nonce'd bootstrap load its own chunks), so no injected inline
 * script runs. Styles keep 'unsafe-inline': React and Radix set style attributes, and
 * style injection cannot run code. Pure, so the proxy and tests share it.
 */
export function contentSecurityPolicy(
  nonce: string,
  { dev = false, payments = paymentCspSources() }: { dev?: boolean; payments?: PaymentCspSources } = {},
) {
  const add = (list: string[]) => (list.length ? ` ${list.join(" ")}` : "");
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${add(payments.script)}${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https://tile.openstreetmap.org${add(payments.img)}`,
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self'${add(payments.connect)}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    `frame-src https://www.youtube-nocookie.com https://www.openstreetmap.org${add(payments.frame)}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

export interface PaymentCspSources {
  script: string[];
  connect: string[];
  frame: string[];
  img: string[];
}

const NO_PAYMENT_SOURCES: PaymentCspSources = { script: [], connect: [], frame: [], img: [] };

/**
 * What MercadoPago.js needs, only when Mercado Pago is the provider: its script's origin
 * (MERCADOPAGO_JS_URL), the API it tokenises cards with, and the secure-field iframes. With the
 * official script, Mercado Pago's own domains; with another URL (the test fake), that origin only.
 */
export function paymentCspSources(
  source: Record<string, string | undefined> = process.env,
): PaymentCspSources {
  if (source.PAYMENTS_PROVIDER !== "mercadopago") return NO_PAYMENT_SOURCES;
  let origin: string;
  try {
    origin = new URL(source.MERCADOPAGO_JS_URL || "https://sdk.mercadopago.com/js/v2").origin;
  } catch {
    return NO_PAYMENT_SOURCES;
  }
  if (origin !== "https://sdk.mercadopago.com")
    return { script: [origin], connect: [origin], frame: [origin], img: [] };
  const mp = ["https://*.mercadopago.com", "https://*.mercadolibre.com", "https://*.mercadolivre.com"];
  return {
    script: [origin, "https://*.mercadopago.com", "https://*.mlstatic.com"],
    connect: [...mp, "https://*.mlstatic.com"],
    frame: mp,
    img: ["https://*.mlstatic.com", "https://*.mercadopago.com"],
  };
}

/** For everything that is not a page (API JSON, files): nothing may run or frame it. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
