import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api";
import { db } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { setPostLike } from "@/lib/server/services/community/likes";
import { likeBody, postIdParams } from "@/lib/validations/community";

// PUT /api/community/posts/{postId}/like — set the participant's like on a visible post (idempotent)
export const PUT = withApi(
  { access: "participant", params: postIdParams, body: likeBody },
  async ({ params, body, session }) => {
    const post = await db.post.findFirst({
      where: { id: params.postId, hiddenAt: null },
      select: { id: true },
    });
    if (!post) throw notFound();
    return NextResponse.json(await setPostLike(post.id, session.id, body.liked));
  },
);
