import { withApi } from "@/lib/server/api";
import { setCommentLike } from "@/lib/server/services/community/posts";
import { commentIdParams, likeBody } from "@/lib/validations/community";

// PUT /api/community/comments/{commentId}/like {liked} — set (not toggle) the caller's like.
export const PUT = withApi(
  { access: "participant", params: commentIdParams, body: likeBody },
  async ({ session, params, body }) => setCommentLike(session.id, params.commentId, body.liked),
);
