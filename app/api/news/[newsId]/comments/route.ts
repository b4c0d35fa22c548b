import { withApi } from "@/lib/server/api";
import { addNewsComment } from "@/lib/server/services/news/news";
import { commentBody, newsIdParams } from "@/lib/validations/community";

// POST /api/news/{newsId}/comments {content} — append a comment (trimmed, 1–500, plain text).
export const POST = withApi(
  { access: "participant", params: newsIdParams, body: commentBody },
  async ({ session, params, body }) => addNewsComment(session.id, params.newsId, body.content),
);
