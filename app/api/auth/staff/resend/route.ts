import { withApi } from "@/lib/server/api";
import { resendStaffCode } from "@/lib/server/services/auth/resend-staff-code";
import { staffChallengeSchema } from "@/lib/validations/auth";

// POST /api/auth/staff/resend — a new second-factor code for a pending staff login
export const POST = withApi(
  { access: "public", body: staffChallengeSchema, maxBodyBytes: 1024 },
  async ({ body, locale }) => resendStaffCode({ challenge: body.challenge, locale }),
);
