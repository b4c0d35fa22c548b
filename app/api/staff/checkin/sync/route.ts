import { withApi } from "@/lib/server/api";
import { errorTranslator } from "@/lib/i18n/translate";
import { formatTime } from "@/lib/format";
import { scanPass } from "@/lib/server/services/checkin/scan-pass";
import { syncRequestSchema } from "@/lib/validations/checkin";

// POST /api/staff/checkin/sync — reads made offline, in order; each nonce counts once, so a
// replayed batch changes nothing and gets the same answers. Per-read results, translated.
export const POST = withApi(
  { access: "staff", body: syncRequestSchema, maxBodyBytes: 256 * 1024 },
  async ({ body, session, locale }) => {
    const t = errorTranslator(locale);
    const results = [];
    for (const scan of body.scans) {
      try {
        const outcome = await scanPass({
          staffId: session.id,
          deviceId: body.deviceId,
          type: scan.type,
          itemId: scan.itemId,
          code: scan.code,
          nonce: scan.nonce,
          scannedAt: scan.scannedAt,
        });
        results.push(
          outcome.ok
            ? {
                nonce: scan.nonce,
                ok: true,
                replay: outcome.replay,
                participant: outcome.participant,
                checkedInAt: outcome.checkedInAt,
              }
            : {
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
              },
        );
      } catch {
        results.push({
          nonce: scan.nonce,
          ok: false,
          replay: false,
          code: "ITEM_NOT_FOUND",
          message: t("ITEM_NOT_FOUND"),
          participant: null,
          firstCheckInAt: null,
        });
      }
    }
    return { results };
  },
);
