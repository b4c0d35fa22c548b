// The pooled CSPRNG bytes behind session ids and the session token's IV (docs/performance.md).

// A default import is the module object itself, so a spy on it is seen by random-pool.ts.
import nodeCrypto from "node:crypto";
import type * as RandomPool from "./random-pool";

afterEach(() => jest.restoreAllMocks());

function freshPool(): typeof RandomPool {
  let mod!: typeof RandomPool;
  jest.isolateModules(() => {
    mod = jest.requireActual("./random-pool");
  });
  return mod;
}

test("draws the CSPRNG 4 KiB at a time, every byte handed out once", () => {
  const fill = jest.spyOn(nodeCrypto, "randomFillSync");
  const { randomPoolBytes } = freshPool();
  const draws = Array.from({ length: 300 }, () => randomPoolBytes(32));
  // 300 × 32 bytes = 9,600: three fills of 4,096 (the third draw past 8,192 bytes starts the third).
  expect(fill).toHaveBeenCalledTimes(3);
  expect(new Set(draws.map((b) => b.toString("hex"))).size).toBe(300);
  for (const b of draws) expect(b).toHaveLength(32);
});

test("a draw that does not fit in what is left starts a new fill, and is a copy", () => {
  const fill = jest.spyOn(nodeCrypto, "randomFillSync");
  const { randomPoolBytes } = freshPool();
  for (let i = 0; i < 341; i++) randomPoolBytes(12); // 4,092 bytes
  expect(fill).toHaveBeenCalledTimes(1);
  const next = randomPoolBytes(12);
  expect(fill).toHaveBeenCalledTimes(2);
  const copy = Buffer.from(next);
  randomPoolBytes(12);
  expect(next).toEqual(copy);
  expect(next.equals(Buffer.alloc(12))).toBe(false);
});

test("more than the pool holds is refused", () => {
  const { randomPoolBytes } = freshPool();
  expect(() => randomPoolBytes(4097)).toThrow(RangeError);
});
