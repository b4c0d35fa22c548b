import "server-only";
import type { NextRequest } from "next/server";
import { AppError, type ErrorCode } from "@/lib/server/errors";

/**
 * The one file of a multipart upload (field "file"), refused before reading when the declared size
 * is too big and again after; anything that is not a non-empty file is FILE_INVALID.
 */
export async function readUploadedFile(
  req: NextRequest,
  maxBytes: number,
  tooLargeCode: ErrorCode,
): Promise<Buffer> {
  if (Number(req.headers.get("content-length") ?? "0") > maxBytes + 64 * 1024)
    throw new AppError(413, tooLargeCode);
  if (!(req.headers.get("content-type") ?? "").startsWith("multipart/form-data"))
    throw new AppError(400, "FILE_INVALID");
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw new AppError(400, "FILE_INVALID");
  }
  const file = form.get("file");
  if (!(file instanceof Blob) || file.size === 0) throw new AppError(400, "FILE_INVALID");
  if (file.size > maxBytes) throw new AppError(413, tooLargeCode);
  return Buffer.from(await file.arrayBuffer());
}
