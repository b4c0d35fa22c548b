import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { NON_PAGE_CSP } from "./lib/csp";

// Messages are compiled at build time (icu-minify), so browsers get a small formatter instead of
// intl-messageformat's ICU parser on every page. Every message and argument case
// formats the same either way (lib/i18n/precompile.test.ts checks all locales and argument cases).
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});
// Headers below are fixed at build time: a production build (APP_ENV=production npm run build)
// sends HSTS on every answer. Pages also get it at run time from proxy.ts, whatever the build.
const production = process.env.APP_ENV === "production";

// The Content-Security-Policy is set per request in proxy.ts (pages: with a fresh script nonce;
// everything else: NON_PAGE_CSP) — see lib/csp.ts.
const securityHeaders = [
  { key: "X-Frame-Options", value: "DENY" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(self), microphone=(), geolocation=()" },
  ...(production ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
];

const nextConfig: NextConfig = {
  // A self-contained server (.next/standalone/server.js with only the node_modules it needs):
  // `npm run build` copies the static files next to it, `npm run serve` runs it.
  output: "standalone",
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: NON_PAGE_CSP }] },
      // The service worker must be re-checked on every load so a new version takes over quickly.
      { source: "/sw.js", headers: [{ key: "Cache-Control", value: "no-cache, no-store, must-revalidate" }] },
    ];
  },
};

export default withNextIntl(nextConfig);
