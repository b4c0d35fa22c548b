import "server-only";
import { db } from "@/lib/server/db";

export async function readDevOutbox(recipient: string) {
  return db.devOutboxMessage.findMany({
    where: { recipient },
    orderBy: { createdAt: "desc" },
    take: 10,
    select: { recipient: true, code: true, body: true, createdAt: true },
  });
}
