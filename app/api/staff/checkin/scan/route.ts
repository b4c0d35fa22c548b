import { withApi } from "@/lib/server/api";
import { AppError } from "@/lib/server/errors";
import { itemProgress, scanPass } from "@/lib/server/services/checkin/scan-pass";
import { formatDoorWindow } from "@/lib/door-window";
import { formatTime } from "@/lib/format";
import { scanRequestSchema } from "@/lib/validations/checkin";

// POST /api/staff/checkin/scan — one read at the door (camera token or typed member code).
// 200 with the participant, or the error shape: 400 INVALID_CODE, 404 PARTICIPANT_NOT_IN_EVENT /
// PARTICIPANT_NOT_ON_TRIP / ITEM_NOT_FOUND, 409 ALREADY_CHECKED_IN (with the first check-in's time),
// 409 OUTSIDE_WINDOW (with the item's door window; `overrideReason` lets the person in anyway).
export const POST = withApi(
  // The staff session's check rides in the fast path's statement (PostgreSQL; scan-pass.ts
  // confirms it before any other write).
  { access: "staff", body: scanRequestSchema, foldSession: true },
  async ({ body, session, locale }) => {
    const outcome = await scanPass({
      staffId: session.id,
      deviceId: body.deviceId,
      type: body.type,
      itemId: body.itemId,
      code: body.code,
      nonce: body.nonce,
      overrideReason: body.overrideReason,
    });
    const progress = outcome.progress ?? (await itemProgress(body.type, body.itemId));
    if (outcome.ok) return { participant: outcome.participant, checkedInAt: outcome.checkedInAt, progress };
    const status =
      outcome.code === "INVALID_CODE"
        ? 400
        : outcome.code === "ALREADY_CHECKED_IN" || outcome.code === "OUTSIDE_WINDOW"
          ? 409
          : 404;
    throw new AppError(
      status,
      outcome.code,
      outcome.window
        ? { window: formatDoorWindow(outcome.window, locale) }
        : outcome.firstCheckInAt
          ? { time: formatTime(outcome.firstCheckInAt, locale) }
          : {},
      {
        participant: outcome.participant,
        firstCheckInAt: outcome.firstCheckInAt,
        progress,
        window: outcome.window ?? null,
      },
    );
  },
);
