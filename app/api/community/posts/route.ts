import { withApi } from "@/lib/server/api";
import { consumeActionLimit } from "@/lib/server/services/rate-limit/action-limits";
import { createPost, listPosts } from "@/lib/server/services/community/posts";
import { feedQuery, newPostBody } from "@/lib/validations/community";

// GET /api/community/posts?topic=&cursor= — the feed, newest first, 10 at a time.
export const GET = withApi(
  { access: "participant", query: feedQuery, foldSession: true },
  async ({ session, query }) =>
    listPosts({ viewerId: session.id, topicId: query.topic, cursor: query.cursor }),
);

// POST /api/community/posts {topicId, content, images: upload tokens} — publish.
export const POST = withApi({ access: "participant", body: newPostBody }, async ({ session, body }) => {
  await consumeActionLimit("post", session.id);
  return createPost(session.id, body);
});
