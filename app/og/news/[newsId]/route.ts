import { z } from "zod";
import { withApi } from "@/lib/server/api";
import { newsImage, ogQuery, pickLocale } from "@/lib/server/og/og-routes";

// GET /og/news/{newsId}?lang=pt — a news item's link-preview picture (title and subtitle only; public).
export const GET = withApi(
  { access: "public", params: z.object({ newsId: z.string().min(1).max(80) }), query: ogQuery },
  async ({ params, query, locale }) => newsImage(params.newsId, pickLocale(query.lang, locale)),
);
