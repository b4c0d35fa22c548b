import { randomFillSync } from "node:crypto";

/**
 * Random bytes from the OS's CSPRNG, drawn 4 KiB at a time: one call into the CSPRNG per ~90
 * session ids instead of one per id or IV (node's randomUUID keeps such a cache too). Every byte
 * is handed out once and wiped from the pool as it goes; an unseeded or failing CSPRNG throws,
 * as randomBytes does.
 */
const pool = Buffer.alloc(4096);
let offset = pool.length;

/** `n` fresh random bytes (a copy: the caller owns them). */
export function randomPoolBytes(n: number): Buffer {
  if (n > pool.length) throw new RangeError(`randomPoolBytes: at most ${pool.length} bytes`);
  if (offset + n > pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const bytes = Buffer.allocUnsafe(n);
  pool.copy(bytes, 0, offset, offset + n);
  pool.fill(0, offset, offset + n);
  offset += n;
  return bytes;
}
