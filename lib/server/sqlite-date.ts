/** A DateTime as Prisma's SQLite adapter stores it (ISO text with "+00:00"), for statements run on the driver. */
export const sqliteDate = (d: Date) => d.toISOString().replace("Z", "+00:00");
