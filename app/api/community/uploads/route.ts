import { withApi } from "@/lib/server/api";
import { AppError } from "@/lib/server/errors";
import { MAX_UPLOAD_BYTES, storePostImage } from "@/lib/server/services/community/uploads";
import { consumeRateLimit } from "@/lib/server/services/rate-limit/consume-rate-limit";

// POST /api/community/uploads (multipart, one field "file") — one post photo, checked by its
// content and re-encoded; answers a signed token for publishing, the URL and the size.
export const POST = withApi({ access: "participant" }, async ({ req, session }) => {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > MAX_UPLOAD_BYTES + 64 * 1024) throw new AppError(413, "FILE_TOO_LARGE");
  if (!(req.headers.get("content-type") ?? "").startsWith("multipart/form-data")) throw new AppError(400, "FILE_INVALID");
  await consumeRateLimit(`upload:${session.id}`, [{ windowSeconds: 600, max: 60 }]);
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw new AppError(400, "FILE_INVALID");
  }
  const file = form.get("file");
  if (!(file instanceof Blob) || file.size === 0) throw new AppError(400, "FILE_INVALID");
  if (file.size > MAX_UPLOAD_BYTES) throw new AppError(413, "FILE_TOO_LARGE");
  return storePostImage(session.id, Buffer.from(await file.arrayBuffer()));
});
