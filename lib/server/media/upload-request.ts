import "server-only";
import type { NextRequest } from "next/server";
import { readBodyBounded } from "@/lib/server/api";
import { AppError, type ErrorCode } from "@/lib/server/errors";

/** Room for the multipart envelope (boundaries, part headers) around the one file. */
const ENVELOPE_BYTES = 64 * 1024;

/**
 * The one file of a multipart upload (field "file"). The body is counted while it streams and cut
 * off past the file limit plus the envelope (413 without reading the rest); only then is the
 * multipart parsed, from memory. Anything that is not a non-empty file is FILE_INVALID.
 */
export async function readUploadedFile(
  req: NextRequest,
  maxBytes: number,
  tooLargeCode: ErrorCode,
): Promise<Buffer> {
  const limit = maxBytes + ENVELOPE_BYTES;
  if (Number(req.headers.get("content-length") ?? "0") > limit) throw new AppError(413, tooLargeCode);
  const contentType = req.headers.get("content-type") ?? "";
  if (!contentType.startsWith("multipart/form-data")) throw new AppError(400, "FILE_INVALID");
  const body = await readBodyBounded(req, limit, () => new AppError(413, tooLargeCode));
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new AppError(400, "FILE_INVALID");
  }
  const file = form.get("file");
  if (!(file instanceof Blob) || file.size === 0) throw new AppError(400, "FILE_INVALID");
  if (file.size > maxBytes) throw new AppError(413, tooLargeCode);
  return Buffer.from(await file.arrayBuffer());
}
