import { withApi } from "@/lib/server/api";
import { eventInfoImage, ogQuery, pickLocale } from "@/lib/server/og/og-routes";

// GET /og/event-info?lang=pt — /event-info's link-preview picture (1200×630 PNG, public).
export const GET = withApi({ access: "public", query: ogQuery }, async ({ query, locale }) =>
  eventInfoImage(pickLocale(query.lang, locale)),
);
