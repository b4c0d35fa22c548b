import { withApi } from "@/lib/server/api";
import { consumeActionLimit } from "@/lib/server/services/rate-limit/action-limits";
import { addComment } from "@/lib/server/services/community/posts";
import { commentBody, postIdParams } from "@/lib/validations/community";

// POST /api/community/posts/{postId}/comments {content} — append a comment.
export const POST = withApi(
  { access: "participant", params: postIdParams, body: commentBody },
  async ({ session, params, body }) => {
    await consumeActionLimit("comment", session.id);
    return addComment(session.id, params.postId, body.content);
  },
);
