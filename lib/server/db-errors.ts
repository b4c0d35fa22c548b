import "server-only";

/**
 * A unique-constraint race (Prisma P2002): "it is already there". Duck-typed: the SQLite and
 * PostgreSQL clients are two generated packages with their own error classes.
 */
export const isUniqueViolation = (e: unknown): boolean =>
  typeof e === "object" && e !== null && (e as { code?: unknown }).code === "P2002";

/**
 * The database had no connection or transaction slot for us in time (Prisma P2024: pool timeout;
 * P2028: a transaction could not start, or ran past its timeout and was rolled back). Nothing was
 * changed, so the request can be tried again: the API answers 503 with Retry-After, not 500.
 */
export const isDatabaseBusy = (e: unknown): boolean =>
  typeof e === "object" &&
  e !== null &&
  ["P2024", "P2028"].includes((e as { code?: unknown }).code as string);
