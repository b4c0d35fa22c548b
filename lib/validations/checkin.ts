import { z } from "zod";
import { OVERRIDE_REASON } from "./limits";
export { OVERRIDE_REASON } from "./limits";

export const itemTypeSchema = z.enum(["event", "trip"], { message: "invalid" });
/** What a staff member scans at: an event's door or a bus trip. */
export type ItemType = z.infer<typeof itemTypeSchema>;
const itemId = z.string({ message: "required" }).regex(/^[a-z0-9-]{1,64}$/, "invalid");
const code = z.string({ message: "required" }).trim().min(1, "required").max(300, "tooLong");
const deviceId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "invalid");
const nonce = z.string({ message: "required" }).regex(/^[A-Za-z0-9_-]{8,64}$/, "invalid");

/** Staff let someone in outside the door window: why (kept with the check-in and who did it). */
const overrideReason = z
  .string()
  .trim()
  .min(OVERRIDE_REASON.min, "tooShort")
  .max(OVERRIDE_REASON.max, "tooLong");

/** An online read may carry the device's nonce: if the answer is lost, the queued retry reuses it. */
export const scanRequestSchema = z
  .object({
    type: itemTypeSchema,
    itemId,
    code,
    deviceId: deviceId.optional(),
    nonce: nonce.optional(),
    overrideReason: overrideReason.optional(),
  })
  .strict();

/** GET /api/staff/items/{type}/{id}/lookup?q= — a name, CPF or member code (3 to 60 characters). */
export const lookupQuerySchema = z
  .object({ q: z.string({ message: "required" }).trim().min(3, "tooShort").max(60, "tooLong") })
  .strict();

/** Offline reads synced in one batch (at most 500; the reader sends in chunks). */
export const syncRequestSchema = z
  .object({
    deviceId,
    scans: z
      .array(
        z
          .object({
            nonce,
            type: itemTypeSchema,
            itemId,
            code,
            // Any real date: whether the time is believable (the item's door window, after the
            // reader's sign-in, not in the future) is judged per read by the server, which keeps
            // refused reads for review instead of failing the whole batch.
            scannedAt: z.coerce
              .date({ message: "invalid" })
              .refine(
                (d) => d.getTime() >= Date.UTC(2000, 0, 1) && d.getTime() < Date.UTC(2100, 0, 1),
                "invalid",
              ),
            overrideReason: overrideReason.optional(),
          })
          .strict(),
      )
      .min(1, "required")
      .max(500, "tooLong"),
  })
  .strict();

export const staffItemsQuerySchema = z
  .object({ city: z.string().regex(/^[a-z-]{2,32}$/, "invalid"), type: itemTypeSchema })
  .strict();

export const itemParamsSchema = z.object({ type: itemTypeSchema, id: itemId });

export const rewardUnlockSchema = z.object({ code }).strict();

/** A reward point's typed code ("XXXX-XXXX" under its QR), compared without case, spaces or dashes. */
export const MANUAL_REWARD_CODE = /^[A-HJKMNP-Z2-9]{8}$/;
export function normalizeRewardCode(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, "");
}
/** The rewards scanner's manual field: the typed code, checked before it is sent. */
export const rewardManualCodeSchema = z.object({
  code: z
    .string({ message: "required" })
    .trim()
    .min(1, "required")
    .refine((v) => MANUAL_REWARD_CODE.test(normalizeRewardCode(v)), "invalid"),
});
