import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { db } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { AppError } from "@/lib/server/errors";
import { ImageRejected, imageRejectedError, processImage } from "@/lib/server/media/images";
import { fileStorage, fileUrl, isValidKey, newKey } from "@/lib/server/storage/file-storage";
import { MAX_UPLOAD_BYTES } from "@/lib/validations/community";
import { maybeSweepUploads, UNPUBLISHED_UPLOAD_TTL_MS } from "./upload-sweep";

export interface UploadedImage {
  key: string;
  width: number;
  height: number;
  bytes: number;
}

const sign = (payload: string) =>
  createHmac("sha256", `upload:${env().AUTH_SECRET}`).update(payload).digest("base64url");

/**
 * Publishing must happen well before the sweep may take the file: an hour of margin, so a post
 * being saved never races the deletion of its own photo.
 */
export const UPLOAD_TOKEN_TTL_MS = UNPUBLISHED_UPLOAD_TTL_MS - 3_600_000;

/**
 * A post's photos are uploaded one per request (so no request is bigger than one photo) and come
 * back as a token: the stored key and size, signed for the uploader, with the upload time.
 * Publishing presents the tokens; a token of someone else, altered or older than its TTL is
 * refused. A photo never published is deleted by the sweep after 24 h (docs/community.md).
 */
export function uploadToken(userId: string, image: UploadedImage, issuedAt = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ u: userId, t: issuedAt, ...image })).toString("base64url");
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
  const data = JSON.parse(Buffer.from(payload, "base64url").toString()) as UploadedImage & {
    u: string;
    t?: number;
  };
  if (data.u !== userId || !isValidKey(data.key) || typeof data.t !== "number")
    throw new AppError(400, "UPLOAD_INVALID");
  if (Date.now() - data.t > UPLOAD_TOKEN_TTL_MS) throw new AppError(400, "UPLOAD_EXPIRED");
  return { key: data.key, width: data.width, height: data.height, bytes: data.bytes };
}

/**
 * Checks an image by its content, re-encodes it and stores it under `area`, recorded as pending
 * until something uses it (the sweep deletes it after 24 h otherwise). Now and then an upload
 * also runs the sweep, so no separate process is needed.
 */
export async function storeUploadedImage(
  userId: string,
  area: "posts" | "avatars",
  data: Buffer,
  options: { maxDimension: number; quality: number; square?: boolean },
) {
  let processed;
  try {
    processed = await processImage(data, options);
  } catch (e) {
    if (e instanceof ImageRejected) throw imageRejectedError(e);
    throw e;
  }
  const key = newKey(area, "webp");
  // Recorded before the file exists: a crash in between leaves a row the sweep clears, never a
  // file nobody knows about.
  await db.pendingUpload.create({ data: { storageKey: key, userId } });
  await fileStorage().put(key, processed.data, processed.mimeType);
  maybeSweepUploads();
  const image = { key, width: processed.width, height: processed.height, bytes: processed.bytes };
  return { token: uploadToken(userId, image), url: fileUrl(key), width: image.width, height: image.height };
}

/** A post photo: checked by its content, re-encoded (WebP, ≤ 1600 px, metadata stripped), stored. */
export async function storePostImage(userId: string, data: Buffer) {
  if (data.length > MAX_UPLOAD_BYTES) throw new AppError(413, "FILE_TOO_LARGE");
  return storeUploadedImage(userId, "posts", data, { maxDimension: 1600, quality: 80 });
}

export type StoredPostImage = Awaited<ReturnType<typeof storePostImage>>;
