import { withApi } from "@/lib/server/api";
import { eventImage, ogQuery, pickLocale } from "@/lib/server/og/og-routes";
import { eventParamsSchema } from "@/lib/validations/schedule";

// GET /og/events/{eventId}?lang=pt — a schedule event's link-preview picture (public).
export const GET = withApi(
  { access: "public", params: eventParamsSchema, query: ogQuery },
  async ({ params, query, locale }) => eventImage(params.eventId, pickLocale(query.lang, locale)),
);
