/** A DateTime as Prisma's SQLite adapter stores it (ISO text with "+00:00"), for statements run on the driver. */
export const sqliteDate = (d: Date) => d.toISOString().replace("Z", "+00:00");

/**
 * A DateTime as PostgreSQL's timestamp(3) holds it (UTC without a zone), for statements run on the
 * driver: the parameter is cast `::timestamp(3)`, never sent as a zoned value.
 */
export const pgTimestamp = (d: Date) => d.toISOString().replace("Z", "");
