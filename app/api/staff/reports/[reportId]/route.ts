import { withApi } from "@/lib/server/api";
import { moderateReport } from "@/lib/server/services/community/reports";
import { moderationBody, reportIdParams } from "@/lib/validations/community";

// POST /api/staff/reports/{reportId} {action: hide|dismiss} — hide the content or dismiss the report.
export const POST = withApi(
  { access: "staff", params: reportIdParams, body: moderationBody },
  async ({ session, params, body }) => moderateReport(session.id, params.reportId, body.action),
);
