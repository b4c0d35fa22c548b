// The page policy opens to Mercado Pago only when it is the payment provider.
import { contentSecurityPolicy, paymentCspSources } from "./csp";

const directive = (csp: string, name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `));

test("without Mercado Pago the policy names no payment origin", () => {
  for (const env of [
    {},
    { PAYMENTS_PROVIDER: "simulated", MERCADOPAGO_JS_URL: "https://sdk.mercadopago.com/js/v2" },
  ]) {
    const csp = contentSecurityPolicy("n", { payments: paymentCspSources(env) });
    expect(csp).not.toMatch(/mercadopago|mlstatic/);
    expect(directive(csp, "connect-src")).toBe("connect-src 'self'");
  }
});

test("with Mercado Pago: its script, API and secure-field frames; nonce and strict-dynamic stay", () => {
  const csp = contentSecurityPolicy("n", {
    payments: paymentCspSources({ PAYMENTS_PROVIDER: "mercadopago" }),
  });
  expect(directive(csp, "script-src")).toMatch(
    /^script-src 'self' 'nonce-n' 'strict-dynamic' https:\/\/sdk\.mercadopago\.com /,
  );
  expect(directive(csp, "connect-src")).toContain("https://*.mercadopago.com");
  expect(directive(csp, "frame-src")).toContain("https://*.mercadopago.com");
  expect(csp).not.toContain("'unsafe-inline' 'nonce");
  expect(directive(csp, "script-src")).not.toContain("unsafe-inline");
});

test("a configured script URL (the test fake) is allowed by its origin only", () => {
  const csp = contentSecurityPolicy("n", {
    payments: paymentCspSources({
      PAYMENTS_PROVIDER: "mercadopago",
      MERCADOPAGO_JS_URL: "http://127.0.0.1:3609/js/v2",
    }),
  });
  expect(directive(csp, "script-src")).toBe(
    "script-src 'self' 'nonce-n' 'strict-dynamic' http://127.0.0.1:3609",
  );
  expect(directive(csp, "connect-src")).toBe("connect-src 'self' http://127.0.0.1:3609");
  expect(csp).not.toContain("mercadopago.com");
});
