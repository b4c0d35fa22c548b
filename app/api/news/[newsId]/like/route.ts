import { withApi } from "@/lib/server/api";
import { setNewsLike } from "@/lib/server/services/news/news";
import { likeBody, newsIdParams } from "@/lib/validations/community";

// PUT /api/news/{newsId}/like {liked} — set the caller's like on an article.
export const PUT = withApi(
  { access: "participant", params: newsIdParams, body: likeBody },
  async ({ session, params, body }) => setNewsLike(session.id, params.newsId, body.liked),
);
