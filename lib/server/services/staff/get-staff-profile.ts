import "server-only";
import { db } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";

export async function getStaffProfile(staffId: string) {
  const staff = await db.staffUser.findUnique({
    where: { id: staffId },
    select: { id: true, username: true, name: true },
  });
  if (!staff) throw notFound();
  return staff;
}
