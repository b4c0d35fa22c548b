import { withApi } from "@/lib/server/api";
import { getProfile } from "@/lib/server/services/community/profile";
import { userIdParams } from "@/lib/validations/community";

// GET /api/community/profiles/{userId} — the community profile as the owner lets others see it (topic
// names in the reader's language).
export const GET = withApi(
  { access: "participant", params: userIdParams },
  async ({ session, params, locale }) => getProfile(session.id, params.userId, locale),
);
