import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { LocalFileStorage, newKey, type FileStorage } from "./file-storage";
import { S3FileStorage } from "./s3-storage";

// One contract for every storage driver: the local folder and an S3-compatible object store
// (s3rver, a local server that speaks the S3 API, started here on a free port).
let tmp: string;
let s3rver: S3rver;
let endpoint: string;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), "t26-storage-"));
  s3rver = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: path.join(tmp, "s3"),
    configureBuckets: [{ name: "t26-uploads", configs: [] }],
  });
  const address = await s3rver.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await s3rver.close();
  await rm(tmp, { recursive: true, force: true });
});

const s3 = (bucket = "t26-uploads") =>
  new S3FileStorage({
    bucket,
    region: "us-east-1",
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });

const drivers: [string, () => FileStorage][] = [
  ["local folder", () => new LocalFileStorage(path.join(tmp, "local"))],
  ["S3-compatible store", () => s3()],
];

describe.each(drivers)("%s", (name, make) => {
  it("stores, serves and deletes a file by its key", async () => {
    const storage = make();
    const key = newKey("posts", "webp");
    const data = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4]);
    await storage.put(key, data, "image/webp");
    const file = await storage.get(key);
    expect(file?.contentType).toBe("image/webp");
    expect(file?.data.equals(data)).toBe(true);

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    // Deleting again is not an error (erasure and the sweep may both reach a file).
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it("answers null for a key that was never stored", async () => {
    expect(await make().get(newKey("avatars", "jpg"))).toBeNull();
  });

  it("refuses keys outside the safe alphabet", async () => {
    const storage = make();
    await expect(storage.put("../etc/passwd.png", Buffer.from("x"), "image/png")).rejects.toThrow(
      /invalid storage key/,
    );
    expect(await storage.get("posts/../../secret.png")).toBeNull();
  });

  // The folder's atomic overwrite is the driver's own (a temporary file, then a rename); an object
  // store's is the store's (S3's PUT is atomic). s3rver writes the object file in place, so a read
  // racing a write can be cut off (the Jest run of 2026-11-27 once got "aborted"): not a property
  // of our S3 driver, and not tested against that stand-in.
  (name === "local folder" ? it : it.skip)("overwrites a key atomically: a reader gets the old or the new file, whole", async () => {
    const storage = make();
    const key = newKey("posts", "png");
    const first = Buffer.alloc(64 * 1024, 1);
    const second = Buffer.alloc(64 * 1024, 2);
    await storage.put(key, first, "image/png");
    const [, read] = await Promise.all([storage.put(key, second, "image/png"), storage.get(key)]);
    expect(read?.data.equals(first) || read?.data.equals(second)).toBe(true);
    expect((await storage.get(key))?.data.equals(second)).toBe(true);
  });
});

describe("S3 driver", () => {
  it("takes the content type from the key, not from what the store answers", async () => {
    const key = newKey("posts", "jpg");
    await s3().put(key, Buffer.from("jpeg bytes"), "text/html");
    expect((await s3().get(key))?.contentType).toBe("image/jpeg");
  });

  it("reports a store error (a missing bucket) instead of answering 'not found'", async () => {
    await expect(s3("no-such-bucket").get(newKey("posts", "png"))).rejects.toThrow();
  });
});
