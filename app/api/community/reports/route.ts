import { withApi } from "@/lib/server/api";
import { createReport } from "@/lib/server/services/community/reports";
import { reportBody } from "@/lib/validations/community";

// POST /api/community/reports {contentType, contentId, reason, observations} — into the moderation queue.
export const POST = withApi({ access: "participant", body: reportBody }, async ({ session, body }) =>
  createReport(session.id, body),
);
