import { randomUUID } from "node:crypto";

/**
 * What every storage driver shares: the interface, and keys that are opaque, random and never
 * derived from user input: `<area>/<uuid>.<ext>`.
 */
export interface StoredFile {
  data: Buffer;
  contentType: string;
}

export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

/** Keys are `<area>/<name>.<ext>` with a small safe alphabet: no traversal, no surprises. */
const KEY = /^[a-z0-9-]{1,32}\/[A-Za-z0-9_-]{8,80}\.(webp|jpg|png)$/;

export function isValidKey(key: string) {
  return KEY.test(key);
}

const CONTENT_TYPES: Record<string, string> = { webp: "image/webp", jpg: "image/jpeg", png: "image/png" };

/** Valid keys end in one of CONTENT_TYPES' extensions. */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream";
}

export function newKey(area: string, ext: "webp" | "jpg" | "png") {
  return `${area}/${randomUUID()}.${ext}`;
}

