import { withApi } from "@/lib/server/api";
import { getPost } from "@/lib/server/services/community/posts";
import { postIdParams } from "@/lib/validations/community";

// GET /api/community/posts/{postId} — a visible post with its comments, oldest first.
export const GET = withApi({ access: "participant", params: postIdParams }, async ({ session, params }) => getPost(session.id, params.postId));
