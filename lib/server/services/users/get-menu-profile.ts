import "server-only";
import { notFound } from "@/lib/server/errors";
import { rawRead } from "@/lib/server/raw-read";

const COLUMNS = `"id", "fullName", "nickname", "email", "phone", "avatarUrl", "profileColor"`;

/**
 * What the menu's profile card shows: one read by primary key on the driver (`/api/me`, a hot
 * path; on PostgreSQL the request's session check rides in the same statement).
 */
export async function getMenuProfile(userId: string) {
  const [user] = await rawRead<{
    id: string;
    fullName: string;
    nickname: string;
    email: string | null;
    phone: string | null;
    avatarUrl: string | null;
    profileColor: string;
  }>({
    name: "t26-menu-profile",
    sqlite: {
      text: `SELECT ${COLUMNS} FROM "User" WHERE "id" = ? AND "deletedAt" IS NULL`,
      values: [userId],
    },
    postgres: {
      text: `SELECT ${COLUMNS} FROM "User" WHERE "id" = $1 AND "deletedAt" IS NULL`,
      values: [userId],
    },
  });
  if (!user) throw notFound();
  return user;
}
