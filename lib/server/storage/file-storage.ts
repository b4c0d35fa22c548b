import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/server/env";
import { S3FileStorage } from "./s3-storage";
import { contentTypeOf, isValidKey, type FileStorage, type StoredFile } from "./storage-keys";

/**
 * Where uploaded files live: the local folder UPLOADS_DIR (default; an NFS/EFS mount works as-is
 * for several instances) or an S3-compatible object store (STORAGE_DRIVER=s3, s3-storage.ts).
 */
export {
  contentTypeOf,
  isValidKey,
  newKey,
  type FileStorage,
  type StoredFile,
} from "./storage-keys";

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
  instance ??= createFileStorage();
  return instance;
}

function createFileStorage(): FileStorage {
  const e = env();
  if (e.STORAGE_DRIVER === "local") return new LocalFileStorage(path.resolve(e.UPLOADS_DIR));
  if (!e.S3_BUCKET) throw new Error("S3_BUCKET is required when STORAGE_DRIVER=s3");
  return new S3FileStorage({
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === "true",
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}

/** The public URL a stored file is served from (app/api/uploads/[...key]/route.ts). */
export function fileUrl(key: string) {
  return `/api/uploads/${key}`;
}
