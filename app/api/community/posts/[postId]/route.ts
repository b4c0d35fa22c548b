import { withApi } from "@/lib/server/api";
import { deletePost, getPost } from "@/lib/server/services/community/posts";
import { postIdParams } from "@/lib/validations/community";

// GET /api/community/posts/{postId} — a visible post with its comments, oldest first.
export const GET = withApi({ access: "participant", params: postIdParams }, async ({ session, params }) =>
  getPost(session.id, params.postId),
);

// DELETE /api/community/posts/{postId} — the author removes their post; anyone else gets a 404.
export const DELETE = withApi({ access: "participant", params: postIdParams }, async ({ session, params }) =>
  deletePost(session.id, params.postId),
);
