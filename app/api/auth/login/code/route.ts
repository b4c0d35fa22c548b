import { withApi } from "@/lib/server/api";
import { requestLoginCode } from "@/lib/server/services/auth/request-login-code";
import { loginRequestSchema } from "@/lib/validations/auth";

// POST /api/auth/login/code — send a one-time code to a phone (same answer for unknown phones)
export const POST = withApi(
  { access: "public", body: loginRequestSchema, maxBodyBytes: 1024 },
  async ({ body, ip, locale }) => requestLoginCode({ ...body, ip, locale }),
);
