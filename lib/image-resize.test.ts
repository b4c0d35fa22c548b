import { fitWithin, KEEP_BYTES, keepsOriginal, MAX_SIDE, renamed } from "./image-resize";

describe("fitWithin", () => {
  test("a landscape photo gets its longest side to 2048 px, proportions kept", () => {
    expect(fitWithin({ width: 4032, height: 3024 })).toEqual({ width: 2048, height: 1536 });
  });

  test("a portrait photo is limited by its height", () => {
    expect(fitWithin({ width: 3000, height: 4000 })).toEqual({ width: 1536, height: 2048 });
  });

  test("a panorama keeps at least one pixel on its short side", () => {
    expect(fitWithin({ width: 100_000, height: 10 })).toEqual({ width: 2048, height: 1 });
  });

  test("a photo already within the limit is never enlarged", () => {
    expect(fitWithin({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
    expect(fitWithin({ width: MAX_SIDE, height: MAX_SIDE })).toEqual({ width: MAX_SIDE, height: MAX_SIDE });
  });

  test("rounds to whole pixels and honours another limit", () => {
    expect(fitWithin({ width: 1001, height: 333 }, 500)).toEqual({ width: 500, height: 166 });
  });
});

describe("keepsOriginal", () => {
  test("only small, already-fitting JPEG, PNG and WebP files are sent untouched", () => {
    const small = { width: 1200, height: 900 };
    expect(keepsOriginal(small, 300_000, "image/jpeg")).toBe(true);
    expect(keepsOriginal(small, KEEP_BYTES + 1, "image/jpeg")).toBe(false);
    expect(keepsOriginal({ width: 2049, height: 10 }, 1000, "image/png")).toBe(false);
    expect(keepsOriginal(small, 1000, "image/heic")).toBe(false);
  });
});

test("renamed gives the new type's extension", () => {
  expect(renamed("IMG_0001.HEIC", "image/webp")).toBe("IMG_0001.webp");
  expect(renamed("praia.png", "image/jpeg")).toBe("praia.jpg");
  expect(renamed("sem-extensao", "image/webp")).toBe("sem-extensao.webp");
  expect(renamed(".png", "image/webp")).toBe("photo.webp");
});
