import { withApi } from "@/lib/server/api";
import { listNews } from "@/lib/server/services/news/news";
import { newsQuery } from "@/lib/validations/community";

// GET /api/news?category=&cursor= — newest first, paged.
export const GET = withApi(
  { access: "participant", query: newsQuery, foldSession: true },
  async ({ query, locale }) => listNews({ ...query, locale }),
);
