// Likes are rows (unique per target and user), never counter increments: setting a like twice,
// even concurrently, leaves one row. A unique-constraint race (P2002) counts as "already liked".
import { db } from "@/lib/server/db";

function isUniqueViolation(e: unknown): boolean {
  return typeof e === "object" && e !== null && (e as { code?: string }).code === "P2002";
}

export type LikeState = { liked: boolean; count: number };

/** Sets the user's like on a post to `liked` and returns the resulting state. Idempotent. */
export async function setPostLike(postId: string, userId: string, liked: boolean): Promise<LikeState> {
  if (liked) {
    try {
      await db.postLike.create({ data: { postId, userId } });
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
    }
  } else {
    await db.postLike.deleteMany({ where: { postId, userId } });
  }
  const count = await db.postLike.count({ where: { postId } });
  return { liked, count };
}
