// A decompression bomb costs milliseconds: the header's dimensions are read before any decoding,
// and an image over the pixel limit is refused with its own translated 413.
import sharp from "sharp";
import { AppError, toErrorResponse } from "@/lib/server/errors";
import { storePostImage } from "@/lib/server/services/community/uploads";
import { ImageRejected, MAX_INPUT_PIXELS, processImage } from "./images";

/** A flat 7000×7000 PNG: a few tens of KB on disk, 49 MP to decode. */
const bomb = () =>
  sharp({ create: { width: 7000, height: 7000, channels: 3, background: "#ffffff" } })
    .png({ compressionLevel: 9 })
    .toBuffer();

test("a 7000×7000 PNG is refused from its header, in milliseconds", async () => {
  const png = await bomb();
  expect(png.length).toBeLessThan(1024 * 1024);
  expect(7000 * 7000).toBeGreaterThan(MAX_INPUT_PIXELS);
  const started = performance.now();
  await expect(processImage(png)).rejects.toEqual(new ImageRejected("pixels"));
  // Decoding it took seconds of CPU; reading the header is a few milliseconds even on a busy machine.
  expect(performance.now() - started).toBeLessThan(250);
});

test("the upload answers 413 IMAGE_TOO_MANY_PIXELS with a message in each locale", async () => {
  const png = await bomb();
  const started = performance.now();
  const error = await storePostImage("someone", png).catch((e: unknown) => e);
  expect(performance.now() - started).toBeLessThan(250);
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ status: 413, code: "IMAGE_TOO_MANY_PIXELS" });
  for (const [locale, word] of [
    ["pt", "megapixels"],
    ["en", "megapixels"],
    ["es", "megapíxeles"],
  ] as const) {
    const body = (await toErrorResponse(error, locale).json()) as { error: { message: string } };
    expect(body.error.message).toContain(word);
    expect(body.error.message).toContain("40");
  }
});

test("a large but normal photo (24 MP) still goes through", async () => {
  const jpeg = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: "#3366aa" } })
    .jpeg()
    .toBuffer();
  expect(await processImage(jpeg)).toMatchObject({ width: 1600, height: 1067 });
});
