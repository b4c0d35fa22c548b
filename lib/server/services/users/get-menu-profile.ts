import "server-only";
import { db } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";

/** What the menu's profile card shows. */
export async function getMenuProfile(userId: string) {
  const user = await db.user.findFirst({
    where: { id: userId, deletedAt: null },
    select: {
      id: true,
      fullName: true,
      nickname: true,
      email: true,
      phone: true,
      avatarUrl: true,
      profileColor: true,
    },
  });
  if (!user) throw notFound();
  return user;
}
