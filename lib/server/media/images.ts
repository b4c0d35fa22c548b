import "server-only";
import sharp from "sharp";
import { AppError } from "@/lib/server/errors";

/**
 * Uploaded images are trusted only after their content says what they are (magic bytes, not the
 * file name or the browser's MIME type) and after sharp has decoded and re-encoded them: the
 * stored file is always a fresh WebP without metadata (EXIF/GPS stripped, orientation applied).
 */
export type ImageKind = "jpeg" | "png" | "webp" | "heic" | "avif";

export function detectImageKind(buf: Uint8Array): ImageKind | null {
  if (buf.length < 12) return null;
  if (buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return "jpeg";
  if (
    buf[0] === 0x89 &&
    buf[1] === 0x50 &&
    buf[2] === 0x4e &&
    buf[3] === 0x47 &&
    buf[4] === 0x0d &&
    buf[5] === 0x0a &&
    buf[6] === 0x1a &&
    buf[7] === 0x0a
  )
    return "png";
  const ascii = (from: number, to: number) => String.fromCharCode(...buf.subarray(from, to));
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) === "ftyp") {
    const brand = ascii(8, 12);
    if (["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"].includes(brand)) return "heic";
    if (["avif", "avis"].includes(brand)) return "avif";
  }
  return null;
}

export interface ProcessedImage {
  data: Buffer;
  mimeType: "image/webp";
  width: number;
  height: number;
  bytes: number;
}

/**
 * The most pixels an upload may have. Decoding cost grows with pixels, not bytes (a flat 7000×7000
 * PNG is a few KB), so the header's dimensions are read first and anything bigger is refused
 * undecoded. 40 MP keeps every phone's normal photo (12–24 MP, 48 MP modes save JPEGs over the
 * byte cap anyway).
 */
export const MAX_INPUT_PIXELS = 40_000_000;
export const MAX_INPUT_MEGAPIXELS = MAX_INPUT_PIXELS / 1_000_000;

export class ImageRejected extends Error {
  constructor(readonly reason: "type" | "decode" | "pixels") {
    super(reason);
  }
}

/** The AppError for an ImageRejected: too many pixels is its own translated 413, the rest FILE_INVALID. */
export function imageRejectedError(e: ImageRejected): AppError {
  return e.reason === "pixels"
    ? new AppError(413, "IMAGE_TOO_MANY_PIXELS", { max: MAX_INPUT_MEGAPIXELS })
    : new AppError(400, "FILE_INVALID");
}

/**
 * Decode, orient, shrink to fit `maxDimension` (never enlarge) and re-encode as WebP.
 * HEIC: the prebuilt sharp/libvips ships without the HEVC decoder, so HEIC photos are rejected
 * as "type" (phones convert to JPEG when uploading from a browser file picker anyway); AVIF decodes.
 */
export async function processImage(
  input: Buffer,
  { maxDimension = 1600, quality = 80, square = false } = {},
): Promise<ProcessedImage> {
  const kind = detectImageKind(input);
  if (!kind || kind === "heic") throw new ImageRejected("type");
  let size;
  try {
    // Only the header is parsed here: milliseconds whatever the dimensions.
    size = await sharp(input, { failOn: "error", limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected("decode");
  }
  if (!size.width || !size.height) throw new ImageRejected("decode");
  if (size.width * size.height > MAX_INPUT_PIXELS) throw new ImageRejected("pixels");
  try {
    let pipeline = sharp(input, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    pipeline = square
      ? pipeline.resize(maxDimension, maxDimension, { fit: "cover", withoutEnlargement: true })
      : pipeline.resize(maxDimension, maxDimension, { fit: "inside", withoutEnlargement: true });
    const { data, info } = await pipeline.webp({ quality }).toBuffer({ resolveWithObject: true });
    return { data, mimeType: "image/webp", width: info.width, height: info.height, bytes: data.length };
  } catch {
    throw new ImageRejected("decode");
  }
}
