/** Authorization-matrix entries for the community feature's API routes (see ../matrix-kit.ts for the helpers). */
import { db } from "@/lib/server/db";
import { participantsOnly, type Fixture, type RouteCases } from "../matrix-kit";

async function postBy(f: Fixture): Promise<string> {
  const topic = await db.topic.findFirst({ select: { id: true } });
  const t = topic ?? (await db.topic.create({ data: { id: "missions", name: "Missões", description: "", color: "blue", position: 1 } }));
  const post = await db.post.create({ data: { authorId: f.b, topicId: t.id, content: "Post do matrix" } });
  return post.id;
}

export const COMMUNITY_ROUTES: Record<string, RouteCases> = {
  "/api/community/posts/[postId]/like": {
    PUT: { request: async (f) => ({ params: { postId: await postBy(f) }, body: { liked: true } }), expect: participantsOnly },
  },
};
