// Likes are rows (unique per target and user), never counter increments: setting a like twice,
// even concurrently, leaves one row. A unique-constraint race (P2002) counts as "already liked".
import { db } from "@/lib/server/db";
import { isUniqueViolation } from "@/lib/server/db-errors";
import { createNotification } from "../notifications/create-notification";

/** A new like (not a repeated one) tells the post's author, unless it is their own. */
async function notifyLike(postId: string, userId: string) {
  const [post, liker] = await Promise.all([
    db.post.findUnique({ where: { id: postId }, select: { authorId: true } }),
    db.user.findUnique({
      where: { id: userId },
      select: { nickname: true, fullName: true, avatarUrl: true },
    }),
  ]);
  if (!post || !liker || post.authorId === userId) return;
  await createNotification({
    userId: post.authorId,
    key: "postLike",
    params: { name: liker.nickname || liker.fullName, postId },
    link: `/community/post/${postId}`,
    avatarUrl: liker.avatarUrl,
  });
}

export type LikeState = { liked: boolean; count: number };

/** Sets the user's like on a post to `liked` and returns the resulting state. Idempotent. */
export async function setPostLike(postId: string, userId: string, liked: boolean): Promise<LikeState> {
  if (liked) {
    try {
      await db.postLike.create({ data: { postId, userId } });
      await notifyLike(postId, userId);
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
    }
  } else {
    await db.postLike.deleteMany({ where: { postId, userId } });
  }
  const count = await db.postLike.count({ where: { postId } });
  return { liked, count };
}
