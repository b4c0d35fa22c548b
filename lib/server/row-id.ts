import { randomBytes } from "node:crypto";

/**
 * A cuid-shaped id ('c' + 24 base-36 characters): time-ordered prefix, 96 random bits. For rows
 * written on the driver under Prisma (the fast paths), where Prisma's @default(cuid()) does not run.
 */
export function newRowId(): string {
  const time = Date.now().toString(36).padStart(9, "0").slice(-9);
  const random = BigInt(`0x${randomBytes(12).toString("hex")}`)
    .toString(36)
    .padStart(19, "0")
    .slice(-15);
  return `c${time}${random}`;
}
