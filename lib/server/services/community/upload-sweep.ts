import "server-only";
import { db } from "@/lib/server/db";
import { fileStorage, fileUrl, isValidKey } from "@/lib/server/storage/file-storage";

/** An upload nobody published within a day is deleted (its token expires an hour before). */
export const UNPUBLISHED_UPLOAD_TTL_MS = 24 * 3_600_000;
/** Files of an erased account are queued with this createdAt: due at once. */
const DUE_NOW = new Date(0);
const SWEEP_BATCH = 200;
const SWEEP_EVERY_MS = 10 * 60_000;

/** The storage key behind one of our upload URLs (`/api/uploads/<key>`), or null for anything else. */
export function uploadKeyOf(url: string | null | undefined): string | null {
  const prefix = fileUrl("");
  if (!url?.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  return isValidKey(key) ? key : null;
}

/**
 * Deletes the files of pending uploads older than the TTL that nothing uses (no post photo, no
 * profile's avatar). Safe with several instances on one database: a row is claimed by deleting it
 * (only one deleter sees count 1), file deletion is idempotent, and a file whose deletion fails
 * goes back to the queue. `keys` limits the sweep to those rows (an account erasure).
 */
export async function sweepUploads({
  now = new Date(),
  keys,
}: { now?: Date; keys?: string[] } = {}): Promise<{ deleted: number; kept: number }> {
  const cutoff = new Date(now.getTime() - UNPUBLISHED_UPLOAD_TTL_MS);
  const due = await db.pendingUpload.findMany({
    where: { createdAt: { lt: cutoff }, ...(keys ? { storageKey: { in: keys } } : {}) },
    orderBy: { createdAt: "asc" },
    take: keys ? undefined : SWEEP_BATCH,
    select: { storageKey: true, userId: true },
  });
  const claimed: typeof due = [];
  for (const row of due) {
    const { count } = await db.pendingUpload.deleteMany({
      where: { storageKey: row.storageKey, createdAt: { lt: cutoff } },
    });
    if (count === 1) claimed.push(row);
  }
  if (claimed.length === 0) return { deleted: 0, kept: 0 };
  const claimedKeys = claimed.map((r) => r.storageKey);
  const [images, avatars] = await Promise.all([
    db.postImage.findMany({ where: { storageKey: { in: claimedKeys } }, select: { storageKey: true } }),
    db.user.findMany({
      where: { avatarUrl: { in: claimedKeys.map((k) => fileUrl(k)) } },
      select: { avatarUrl: true },
    }),
  ]);
  const used = new Set([...images.map((i) => i.storageKey), ...avatars.map((a) => uploadKeyOf(a.avatarUrl))]);
  let deleted = 0;
  for (const row of claimed) {
    if (used.has(row.storageKey)) continue;
    try {
      await fileStorage().delete(row.storageKey);
      deleted++;
    } catch (error) {
      console.error("[uploads] could not delete", row.storageKey, error);
      await db.pendingUpload
        .create({ data: { storageKey: row.storageKey, userId: row.userId, createdAt: DUE_NOW } })
        .catch(() => {});
    }
  }
  return { deleted, kept: claimed.length - deleted };
}

/**
 * Queues files to be deleted by the next sweep at once (an erased account's photos and avatar).
 * Inside the caller's transaction, so the queue and the erasure commit together.
 */
export async function queueForDeletion(
  tx: Pick<typeof db, "pendingUpload">,
  userId: string,
  keys: string[],
): Promise<void> {
  if (keys.length === 0) return;
  await tx.pendingUpload.deleteMany({ where: { storageKey: { in: keys } } });
  await tx.pendingUpload.createMany({
    data: keys.map((storageKey) => ({ storageKey, userId, createdAt: DUE_NOW })),
  });
}

let lastSweep = 0;

/**
 * Runs a sweep in the background at most every 10 minutes per instance, triggered by uploads (the
 * only thing that creates orphans), so no separate process or timer is needed.
 */
export function maybeSweepUploads(now = Date.now()): void {
  if (now - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now;
  sweepUploads().catch((error) => console.error("[uploads] sweep failed", error));
}
