import { withApi } from "@/lib/server/api";
import { readUploadedFile } from "@/lib/server/media/upload-request";
import { storePostImage } from "@/lib/server/services/community/uploads";
import { consumeRateLimit } from "@/lib/server/services/rate-limit/consume-rate-limit";
import { MAX_UPLOAD_BYTES } from "@/lib/validations/community";

// POST /api/community/uploads (multipart, one field "file") — one post photo, checked by its
// content and re-encoded; answers a signed token for publishing, the URL and the size.
export const POST = withApi({ access: "participant" }, async ({ req, session }) => {
  await consumeRateLimit(`upload:${session.id}`, [{ windowSeconds: 600, max: 60 }]);
  return storePostImage(session.id, await readUploadedFile(req, MAX_UPLOAD_BYTES, "FILE_TOO_LARGE"));
});
