// The page policy: nonce'd scripts only, no framing; dev adds only 'unsafe-eval' (React refresh).
import { contentSecurityPolicy, NON_PAGE_CSP } from "./csp";

test("script-src allows only self, this nonce and what it loads; never unsafe-inline", () => {
  const csp = contentSecurityPolicy("abc123");
  const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"));
  expect(scriptSrc).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
});

test("development adds unsafe-eval for React's dev tooling, nothing else", () => {
  expect(contentSecurityPolicy("n", { dev: true })).toContain(
    "script-src 'self' 'nonce-n' 'strict-dynamic' 'unsafe-eval'",
  );
});

test("non-page answers allow nothing", () => {
  expect(NON_PAGE_CSP).toMatch(/^default-src 'none'/);
  expect(NON_PAGE_CSP).toContain("frame-ancestors 'none'");
});
