import { withApi } from "@/lib/server/api";
import { getEditableProfile, saveProfile } from "@/lib/server/services/users/profile-edit";
import { profileEditSchema } from "@/lib/validations/preferences";

// GET /api/me/profile — the editable profile fields.
export const GET = withApi({ access: "participant" }, async ({ session }) => getEditableProfile(session.id));

// PUT /api/me/profile — save them (avatar: a token from POST /api/me/avatar, null to remove).
export const PUT = withApi({ access: "participant", body: profileEditSchema }, async ({ session, body }) =>
  saveProfile(session.id, body),
);
