import { withApi } from "@/lib/server/api";
import { consumeActionLimit } from "@/lib/server/services/rate-limit/action-limits";
import { createReport } from "@/lib/server/services/community/reports";
import { reportBody } from "@/lib/validations/community";

// POST /api/community/reports {contentType, contentId, reason, observations} — into the moderation queue.
export const POST = withApi({ access: "participant", body: reportBody }, async ({ session, body }) => {
  await consumeActionLimit("report", session.id);
  return createReport(session.id, body);
});
