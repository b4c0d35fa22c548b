import { randomFillSync } from "node:crypto";

/** Random bytes drawn 4 KiB at a time: one call into the CSPRNG per 341 ids instead of one per id. */
const pool = Buffer.alloc(4092);
let offset = pool.length;
const B36_5 = 36 ** 5;

/**
 * A cuid-shaped id ('c' + 24 base-36 characters): time-ordered prefix, then 15 random base-36
 * characters (~77 bits from the CSPRNG). For rows written on the driver under Prisma (the fast
 * paths), where Prisma's @default(cuid()) does not run.
 */
export function newRowId(): string {
  const time = Date.now().toString(36).padStart(9, "0").slice(-9);
  if (offset + 12 > pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  let random = "";
  for (let i = 0; i < 3; i++, offset += 4)
    random += (pool.readUInt32LE(offset) % B36_5).toString(36).padStart(5, "0");
  return `c${time}${random}`;
}
