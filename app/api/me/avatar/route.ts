import { withApi } from "@/lib/server/api";
import { readUploadedFile } from "@/lib/server/media/upload-request";
import { consumeRateLimit } from "@/lib/server/services/rate-limit/consume-rate-limit";
import { MAX_AVATAR_BYTES, storeAvatar } from "@/lib/server/services/users/profile-edit";

// POST /api/me/avatar (multipart, field "file", ≤ 5 MB) — a new profile photo, applied on save.
export const POST = withApi({ access: "participant" }, async ({ req, session }) => {
  await consumeRateLimit(`avatar:${session.id}`, [{ windowSeconds: 600, max: 30 }]);
  return storeAvatar(session.id, await readUploadedFile(req, MAX_AVATAR_BYTES, "AVATAR_TOO_LARGE"));
});
