import { withApi } from "@/lib/server/api";
import { AppError } from "@/lib/server/errors";
import { consumeRateLimit } from "@/lib/server/services/rate-limit/consume-rate-limit";
import { MAX_AVATAR_BYTES, storeAvatar } from "@/lib/server/services/users/profile-edit";

// POST /api/me/avatar (multipart, field "file", ≤ 5 MB) — a new profile photo, applied on save.
export const POST = withApi({ access: "participant" }, async ({ req, session }) => {
  if (Number(req.headers.get("content-length") ?? "0") > MAX_AVATAR_BYTES + 64 * 1024) throw new AppError(413, "AVATAR_TOO_LARGE");
  if (!(req.headers.get("content-type") ?? "").startsWith("multipart/form-data")) throw new AppError(400, "FILE_INVALID");
  await consumeRateLimit(`avatar:${session.id}`, [{ windowSeconds: 600, max: 30 }]);
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw new AppError(400, "FILE_INVALID");
  }
  const file = form.get("file");
  if (!(file instanceof Blob) || file.size === 0) throw new AppError(400, "FILE_INVALID");
  if (file.size > MAX_AVATAR_BYTES) throw new AppError(413, "AVATAR_TOO_LARGE");
  return storeAvatar(session.id, Buffer.from(await file.arrayBuffer()));
});
