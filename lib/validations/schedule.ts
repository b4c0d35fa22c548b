import { z } from "zod";
import { EVENT_TYPES, SEARCH_MAX } from "./limits";
export { EVENT_TYPES, SEARCH_MAX } from "./limits";

export const eventIdSchema = z.string({ message: "required" }).regex(/^[a-z0-9-]{1,64}$/, "invalid");
export const enrolmentRequestSchema = z.object({ eventId: eventIdSchema }).strict();
export const eventParamsSchema = z.object({ eventId: eventIdSchema });

const csv = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .max(300, "tooLong")
    .transform((s) =>
      s
        .split(",")
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(20));

export const eventTypeSchema = z.enum(EVENT_TYPES, { message: "invalid" });
export type EventType = z.infer<typeof eventTypeSchema>;

export const searchQuerySchema = z
  .object({
    q: z.string().max(SEARCH_MAX, "tooLong").optional(),
    cities: csv(z.string().regex(/^[a-z-]{2,32}$/, "invalid")).optional(),
    types: csv(eventTypeSchema).optional(),
    date: z.enum(["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04"], { message: "invalid" }).optional(),
    sort: z.enum(["time", "popularity", "recent"], { message: "invalid" }).optional(),
  })
  .strict();

export const builderRequestSchema = z
  .object({ eventIds: z.array(eventIdSchema).max(60, "tooLong") })
  .strict();
