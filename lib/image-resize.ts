/**
 * Photos are made smaller in the browser before they are uploaded: a phone's 12–48 MP photo of
 * 3–15 MB becomes at most 2048 px on its longest side, a few hundred KB of WebP (JPEG where the
 * browser cannot write WebP). Uploads are faster on event Wi-Fi and mobile data, and a photo over
 * the byte limit is usually under it afterwards. The orientation the phone recorded (EXIF) is
 * applied while decoding, so nothing is sideways. The server still checks and re-encodes every
 * file as before; a file the browser cannot decode (HEIC on most browsers, a broken file) is sent
 * as it is, for the server to accept or refuse.
 */
export const MAX_SIDE = 2048;
export const QUALITY = 0.85;
/** A photo already this small and within MAX_SIDE is sent untouched (re-encoding would only lose quality). */
export const KEEP_BYTES = 1024 * 1024;

export interface Size {
  width: number;
  height: number;
}

/** The size that fits within `max` × `max`, keeping the proportions; never enlarged, never below 1 px. */
export function fitWithin(size: Size, max = MAX_SIDE): Size {
  const longest = Math.max(size.width, size.height);
  if (longest <= max) return { width: size.width, height: size.height };
  const scale = max / longest;
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/** Whether the original can be sent as it is. */
export function keepsOriginal(size: Size, bytes: number, type: string, max = MAX_SIDE): boolean {
  return (
    Math.max(size.width, size.height) <= max &&
    bytes <= KEEP_BYTES &&
    ["image/jpeg", "image/webp", "image/png"].includes(type)
  );
}

/** "IMG_0001.HEIC" + image/webp → "IMG_0001.webp". */
export function renamed(name: string, type: string): string {
  const ext = type === "image/webp" ? "webp" : "jpg";
  const base = name.replace(/\.[^./\\]*$/, "") || "photo";
  return `${base}.${ext}`;
}

type Canvas = OffscreenCanvas | HTMLCanvasElement;

function canvasOf(size: Size): Canvas {
  if (typeof OffscreenCanvas !== "undefined") return new OffscreenCanvas(size.width, size.height);
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  return canvas;
}

function encode(canvas: Canvas, type: string): Promise<Blob | null> {
  if ("convertToBlob" in canvas) return canvas.convertToBlob({ type, quality: QUALITY }).catch(() => null);
  return new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY));
}

/** The photo to upload: `file` made to fit within `max` px, or `file` itself (see above). */
export async function resizeImage(file: File, max = MAX_SIDE): Promise<File> {
  // An animated GIF would lose its animation; anything not an image is the server's to refuse.
  if (!file.type.startsWith("image/") || file.type === "image/gif") return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  try {
    const source = { width: bitmap.width, height: bitmap.height };
    if (keepsOriginal(source, file.size, file.type, max)) return file;
    const size = fitWithin(source, max);
    const canvas = canvasOf(size);
    const context = canvas.getContext("2d") as
      CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
    if (!context) return file;
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    let blob = await encode(canvas, "image/webp");
    // A browser that cannot write WebP answers with a PNG: JPEG then, on white (JPEG has no transparency).
    if (blob?.type !== "image/webp") {
      context.globalCompositeOperation = "destination-over";
      context.fillStyle = "#fff";
      context.fillRect(0, 0, size.width, size.height);
      blob = await encode(canvas, "image/jpeg");
    }
    if (!blob || !blob.size) return file;
    // Already small and within the size, but re-encoding did not help: keep the original.
    if (blob.size >= file.size && size.width === source.width && size.height === source.height) return file;
    return new File([blob], renamed(file.name, blob.type), {
      type: blob.type,
      lastModified: file.lastModified,
    });
  } finally {
    bitmap.close();
  }
}
