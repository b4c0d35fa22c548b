/**
 * The value, or a thrown error naming what is missing: reads an indexed item (`rows[0]`,
 * `match[1]`) or a nullable column in a test under `noUncheckedIndexedAccess`, failing with a
 * message instead of a TypeError a few lines later.
 */
export function defined<T>(value: T | null | undefined, what = "value"): T {
  if (value === undefined || value === null) throw new Error(`expected ${what} to be present`);
  return value;
}
