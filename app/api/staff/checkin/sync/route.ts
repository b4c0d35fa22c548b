import { withApi } from "@/lib/server/api";
import { errorTranslator } from "@/lib/i18n/translate";
import { formatTime } from "@/lib/format";
import { AppError } from "@/lib/server/errors";
import {
  doorWindow,
  judgeOfflineTime,
  keepRefusedScan,
  type OfflineRefusal,
  refusedBefore,
  sessionSignedInAt,
} from "@/lib/server/services/checkin/offline-scans";
import { resolveUserId, scanPass } from "@/lib/server/services/checkin/scan-pass";
import type { SyncAnswer } from "@/lib/server/services/checkin/types";
import { syncRequestSchema } from "@/lib/validations/checkin";
import { db } from "@/lib/server/db";
import type { ItemType } from "@/lib/validations/checkin";

async function alreadyIn(type: ItemType, itemId: string, code: string) {
  const userId = await resolveUserId(code);
  if (!userId) return false;
  const found = await db.checkIn.findFirst({
    where: { userId, ...(type === "event" ? { eventId: itemId } : { tripId: itemId }) },
    select: { id: true },
  });
  return !!found;
}

// POST /api/staff/checkin/sync — reads made offline, in order; each nonce counts once, so a
// replayed batch changes nothing and gets the same answers. A read whose time is not believable
// (outside the item's door window, before this reader signed in) is refused and kept for review,
// unless staff accepted it outside the window with a reason (overrideReason, kept on the check-in).
// Per-read results, translated; a database failure fails the batch (500), so the reader keeps it queued.
export const POST = withApi(
  { access: "staff", body: syncRequestSchema, maxBodyBytes: 256 * 1024 },
  async ({ req, body, session, locale }) => {
    const t = errorTranslator(locale);
    const signedInAt = await sessionSignedInAt(req);
    const windows = new Map<string, Awaited<ReturnType<typeof doorWindow>>>();
    const refused = (nonce: string, code: OfflineRefusal | "ITEM_NOT_FOUND") =>
      ({
        nonce,
        ok: false,
        replay: false,
        code,
        message: t(code),
        participant: null,
        firstCheckInAt: null,
      }) satisfies SyncAnswer;
    // Typed as the answer the client imports (as JSON): a field added or renamed here fails to compile.
    const results: SyncAnswer[] = [];
    for (const scan of body.scans) {
      const itemKey = `${scan.type}:${scan.itemId}`;
      if (!windows.has(itemKey)) windows.set(itemKey, await doorWindow(scan.type, scan.itemId));
      const window = windows.get(itemKey);
      if (!window) {
        results.push(refused(scan.nonce, "ITEM_NOT_FOUND"));
        continue;
      }
      const before = await refusedBefore(scan.nonce);
      if (before) {
        results.push({ ...refused(scan.nonce, before), replay: true });
        continue;
      }
      const judged = { scannedAt: scan.scannedAt, window, signedInAt };
      let refusal = judgeOfflineTime({ ...judged, overridden: !!scan.overrideReason });
      // Only the window is wrong and the person is already in: a second entry, answered as one
      // (it lets no one in), not a read to review.
      if (
        refusal === "SCAN_OUTSIDE_WINDOW" &&
        !judgeOfflineTime({ ...judged, overridden: true }) &&
        (await alreadyIn(scan.type, scan.itemId, scan.code))
      )
        refusal = null;
      // A read applied before (same nonce) keeps its first answer, whoever syncs it again.
      if (
        refusal &&
        !(await db.scanRecord.findUnique({ where: { nonce: scan.nonce }, select: { id: true } }))
      ) {
        const reason = await keepRefusedScan({
          staffId: session.id,
          deviceId: body.deviceId,
          type: scan.type,
          itemId: scan.itemId,
          code: scan.code,
          nonce: scan.nonce,
          scannedAt: scan.scannedAt,
          reason: refusal,
        });
        results.push(refused(scan.nonce, reason));
        continue;
      }
      let outcome;
      try {
        outcome = await scanPass({
          staffId: session.id,
          deviceId: body.deviceId,
          type: scan.type,
          itemId: scan.itemId,
          code: scan.code,
          nonce: scan.nonce,
          scannedAt: scan.scannedAt,
          overrideReason: scan.overrideReason,
          // Judged just above, with the device clock's grace (or a second entry, see above).
          windowChecked: !scan.overrideReason,
        });
      } catch (e) {
        // Only a real "not found" is a per-read answer; anything else fails the batch as an error.
        if (e instanceof AppError && e.code === "ITEM_NOT_FOUND") {
          results.push(refused(scan.nonce, "ITEM_NOT_FOUND"));
          continue;
        }
        throw e;
      }
      results.push(
        outcome.ok
          ? ({
              nonce: scan.nonce,
              ok: true,
              replay: outcome.replay,
              participant: outcome.participant,
              checkedInAt: outcome.checkedInAt,
            } satisfies SyncAnswer)
          : ({
              nonce: scan.nonce,
              ok: false,
              replay: outcome.replay,
              code: outcome.code,
              message: t(
                outcome.code,
                outcome.firstCheckInAt ? { time: formatTime(outcome.firstCheckInAt, locale) } : {},
              ),
              participant: outcome.participant,
              firstCheckInAt: outcome.firstCheckInAt,
            } satisfies SyncAnswer),
      );
    }
    return { results };
  },
);
