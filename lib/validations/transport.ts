import { z } from "zod";

/** Row ids: the seed's readable ones (t-recife-d1-01, t-recife-d1-01-p1) or Prisma's cuids. */
const rowId = z.string({ message: "required" }).regex(/^[A-Za-z0-9_-]{1,64}$/, "invalid");

export const bookSeatsSchema = z
  .object({
    tripId: rowId,
    boardingPointId: rowId,
    /** The account holder and/or their dependents (a family is a handful of people). */
    travellerIds: z.array(rowId).min(1, "required").max(12, "invalid"),
  })
  .strict();

export const bookingParamsSchema = z.object({ bookingId: rowId });
