import { withApi } from "@/lib/server/api";
import { startStaffLogin } from "@/lib/server/services/auth/start-staff-login";
import { staffLoginSchema } from "@/lib/validations/auth";

// POST /api/auth/staff/login — check username + password, then send the second-factor code
export const POST = withApi(
  { access: "public", body: staffLoginSchema, maxBodyBytes: 1024 },
  async ({ body, ip, locale }) => startStaffLogin({ ...body, ip, locale }),
);
