// Images are judged by content and always re-encoded; storage keys cannot escape the folder.
import sharp from "sharp";
import { fileStorage, isValidKey, LocalFileStorage, newKey } from "@/lib/server/storage/file-storage";
import { detectImageKind, ImageRejected, processImage } from "./images";

const make = (format: "jpeg" | "png" | "webp", width = 3000, height = 2000) =>
  sharp({ create: { width, height, channels: 3, background: "#3366aa" } })
    [format]()
    .toBuffer();

describe("detectImageKind", () => {
  test("recognises JPEG, PNG and WebP by their bytes", async () => {
    expect(detectImageKind(await make("jpeg", 10, 10))).toBe("jpeg");
    expect(detectImageKind(await make("png", 10, 10))).toBe("png");
    expect(detectImageKind(await make("webp", 10, 10))).toBe("webp");
  });

  test("recognises HEIC and AVIF by their ftyp brand", () => {
    const ftyp = (brand: string) =>
      Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from(`ftyp${brand}`), Buffer.alloc(12)]);
    expect(detectImageKind(ftyp("heic"))).toBe("heic");
    expect(detectImageKind(ftyp("avif"))).toBe("avif");
  });

  test("a text file named .jpg, a GIF or a short buffer is not an image we take", () => {
    expect(detectImageKind(Buffer.from("<script>alert(1)</script>"))).toBeNull();
    expect(detectImageKind(Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00"))).toBeNull();
    expect(detectImageKind(Buffer.from([0xff, 0xd8]))).toBeNull();
  });
});

describe("processImage", () => {
  test("a large photo becomes a WebP that fits 1600 px, aspect kept", async () => {
    const out = await processImage(await make("jpeg"));
    expect(out.mimeType).toBe("image/webp");
    expect([out.width, out.height]).toEqual([1600, 1067]);
    expect(detectImageKind(out.data)).toBe("webp");
    expect(out.bytes).toBe(out.data.length);
  });

  test("a small image is not enlarged; square mode crops", async () => {
    expect(await processImage(await make("png", 200, 100))).toMatchObject({ width: 200, height: 100 });
    expect(
      await processImage(await make("png", 900, 600), { maxDimension: 400, square: true }),
    ).toMatchObject({ width: 400, height: 400 });
  });

  test("rejects non-images by type and truncated images as undecodable", async () => {
    await expect(processImage(Buffer.from("hello world, not an image"))).rejects.toEqual(
      new ImageRejected("type"),
    );
    const jpeg = await make("jpeg", 400, 400);
    await expect(processImage(jpeg.subarray(0, 200))).rejects.toEqual(new ImageRejected("decode"));
  });
});

describe("LocalFileStorage", () => {
  test("stores, reads back and deletes by key", async () => {
    const key = newKey("posts", "webp");
    await fileStorage().put(key, Buffer.from("data"), "image/webp");
    expect(await fileStorage().get(key)).toEqual({ data: Buffer.from("data"), contentType: "image/webp" });
    await fileStorage().delete(key);
    expect(await fileStorage().get(key)).toBeNull();
  });

  test("keys that could leave the folder are refused", async () => {
    for (const key of [
      "../etc/passwd.png",
      "posts/../../x.webp",
      "/abs/path1234.png",
      "posts/short.webp",
      "posts/aaaaaaaaaa.exe",
    ])
      expect(isValidKey(key)).toBe(false);
    const storage = new LocalFileStorage(process.env.UPLOADS_DIR!);
    await expect(storage.put("../evil/aaaaaaaaaa.png", Buffer.from("x"), "image/png")).rejects.toThrow(
      "invalid storage key",
    );
    expect(await storage.get("../evil/aaaaaaaaaa.png")).toBeNull();
  });
});
