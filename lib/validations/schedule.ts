import { z } from "zod";

export const eventIdSchema = z.string({ message: "required" }).regex(/^[a-z0-9-]{1,64}$/, "invalid");
export const enrolmentRequestSchema = z.object({ eventId: eventIdSchema }).strict();
export const eventParamsSchema = z.object({ eventId: eventIdSchema });
