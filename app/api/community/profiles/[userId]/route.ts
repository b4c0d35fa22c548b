import { withApi } from "@/lib/server/api";
import { getProfile } from "@/lib/server/services/community/profile";
import { userIdParams } from "@/lib/validations/community";

// GET /api/community/profiles/{userId} — the community profile as the owner lets others see it.
export const GET = withApi({ access: "participant", params: userIdParams }, async ({ session, params }) =>
  getProfile(session.id, params.userId),
);
