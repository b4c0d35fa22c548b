import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/server/env";
import { AppError } from "@/lib/server/errors";
import { ImageRejected, imageRejectedError, processImage } from "@/lib/server/media/images";
import { fileStorage, fileUrl, isValidKey, newKey } from "@/lib/server/storage/file-storage";

/** A phone photo of 8 MB passes; 10 MB is the cap per photo (checked before and after reading). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_POST_IMAGES = 10;

export interface UploadedImage {
  key: string;
  width: number;
  height: number;
  bytes: number;
}

const sign = (payload: string) =>
  createHmac("sha256", `upload:${env().AUTH_SECRET}`).update(payload).digest("base64url");

/**
 * A post's photos are uploaded one per request (so no request is bigger than one photo) and come
 * back as a token: the stored key and size, signed for the uploader. Publishing presents the
 * tokens; a token of someone else, or altered, is refused. A photo never published stays an
 * orphan file (docs/community.md).
 */
export function uploadToken(userId: string, image: UploadedImage): string {
  const payload = Buffer.from(JSON.stringify({ u: userId, ...image })).toString("base64url");
  return `${payload}.${sign(payload)}`;
}

export function readUploadToken(userId: string, token: string): UploadedImage {
  const [payload, sig] = token.split(".");
  const expected = payload ? sign(payload) : "";
  if (
    !payload ||
    !sig ||
    sig.length !== expected.length ||
    !timingSafeEqual(Buffer.from(sig), Buffer.from(expected))
  )
    throw new AppError(400, "UPLOAD_INVALID");
  const data = JSON.parse(Buffer.from(payload, "base64url").toString()) as UploadedImage & { u: string };
  if (data.u !== userId || !isValidKey(data.key)) throw new AppError(400, "UPLOAD_INVALID");
  return { key: data.key, width: data.width, height: data.height, bytes: data.bytes };
}

/** Checks the photo by its content, re-encodes it (WebP, ≤ 1600 px, metadata stripped) and stores it. */
export async function storePostImage(userId: string, data: Buffer) {
  if (data.length > MAX_UPLOAD_BYTES) throw new AppError(413, "FILE_TOO_LARGE");
  let processed;
  try {
    processed = await processImage(data, { maxDimension: 1600, quality: 80 });
  } catch (e) {
    if (e instanceof ImageRejected) throw imageRejectedError(e);
    throw e;
  }
  const key = newKey("posts", "webp");
  await fileStorage().put(key, processed.data, processed.mimeType);
  const image = { key, width: processed.width, height: processed.height, bytes: processed.bytes };
  return { token: uploadToken(userId, image), url: fileUrl(key), width: image.width, height: image.height };
}
