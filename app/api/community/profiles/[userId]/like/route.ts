import { withApi } from "@/lib/server/api";
import { setProfileLike } from "@/lib/server/services/community/profile";
import { likeBody, userIdParams } from "@/lib/validations/community";

// PUT /api/community/profiles/{userId}/like {liked} — set the caller's like on a profile.
export const PUT = withApi(
  { access: "participant", params: userIdParams, body: likeBody },
  async ({ session, params, body }) => setProfileLike(session.id, params.userId, body.liked),
);
