import "server-only";

/**
 * A unique-constraint race (Prisma P2002): "it is already there". Duck-typed: the SQLite and
 * PostgreSQL clients are two generated packages with their own error classes.
 */
export const isUniqueViolation = (e: unknown): boolean =>
  typeof e === "object" && e !== null && (e as { code?: unknown }).code === "P2002";
