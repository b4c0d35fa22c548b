import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/server/env";

/**
 * Where uploaded files live. One interface so a deployment can swap the local folder for shared
 * storage (an NFS/EFS mount works as-is through UPLOADS_DIR; an object store is one more class).
 * Keys are opaque, random and never derived from user input: `<area>/<uuid>.<ext>`.
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
function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream";
}

export function newKey(area: string, ext: "webp" | "jpg" | "png") {
  return `${area}/${randomUUID()}.${ext}`;
}

export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private file(key: string) {
    if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, data: Buffer, _contentType: string) {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename: a reader never sees half a file, even with several instances on one mount.
    const tmp = `${file}.${randomUUID()}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, file);
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isValidKey(key)) return null;
    try {
      const data = await readFile(this.file(key));
      return { data, contentType: contentTypeOf(key) };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw e;
    }
  }

  async delete(key: string) {
    if (!isValidKey(key)) return;
    await rm(this.file(key), { force: true });
  }
}

let instance: FileStorage | undefined;
export function fileStorage(): FileStorage {
  instance ??= new LocalFileStorage(path.resolve(env().UPLOADS_DIR));
  return instance;
}

/** The public URL a stored file is served from (app/api/uploads/[...key]/route.ts). */
export function fileUrl(key: string) {
  return `/api/uploads/${key}`;
}
