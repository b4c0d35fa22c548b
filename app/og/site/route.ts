import { withApi } from "@/lib/server/api";
import { ogQuery, pickLocale, siteImage } from "@/lib/server/og/og-routes";

// GET /og/site?lang=pt — the landing's link-preview picture (1200×630 PNG, public).
export const GET = withApi({ access: "public", query: ogQuery }, async ({ query, locale }) =>
  siteImage(pickLocale(query.lang, locale)),
);
