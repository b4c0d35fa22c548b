import { z } from "zod";
import { locales } from "@/lib/i18n/config";
import { themes } from "@/lib/theme";
import { isP256PublicKey, isPushAuthSecret } from "./p256";
import { PROFILE_COLORS, MARITAL_STATUSES, PROFILE_LIMITS } from "./limits";
export { PROFILE_COLORS, MARITAL_STATUSES, PROFILE_LIMITS, type MaritalStatus } from "./limits";

export const localeSchema = z.object({ locale: z.enum(locales, { message: "invalid" }) }).strict();

export const notificationParamsSchema = z
  .object({ notificationId: z.string().regex(/^[a-z0-9-]{5,64}$/, "invalid") })
  .strict();
export const notificationListQuerySchema = z
  .object({ filter: z.enum(["all", "unread", "read"], { message: "invalid" }).default("all") })
  .strict();
export const notificationActionSchema = z
  .object({ action: z.enum(["approve", "reject"], { message: "invalid" }) })
  .strict();

/** /settings/notifications: the four toggles and the language, saved together. */
export const settingsSchema = z
  .object({
    notifyCommunity: z.boolean({ message: "invalid" }),
    notifySchedule: z.boolean({ message: "invalid" }),
    notifyNews: z.boolean({ message: "invalid" }),
    notifyUserContact: z.boolean({ message: "invalid" }),
    locale: z.enum(locales, { message: "invalid" }),
    /** Optional so older clients keep working; absent = unchanged. */
    theme: z.enum(themes, { message: "invalid" }).optional(),
  })
  .strict();
export type SettingsInput = z.infer<typeof settingsSchema>;

/** /profile/edit: name ≤ 50, bio ≤ 200, the spec's choices; avatar = an upload token, null to remove, absent to keep. */
export const profileEditSchema = z
  .object({
    fullName: z
      .string({ message: "required" })
      .trim()
      .min(PROFILE_LIMITS.nameMin, "tooShort")
      .max(PROFILE_LIMITS.nameMax, "tooLong"),
    bio: z.string().trim().max(PROFILE_LIMITS.bioMax, "tooLong"),
    maritalStatus: z.enum(MARITAL_STATUSES, { message: "invalid" }).nullable(),
    profileColor: z.enum(PROFILE_COLORS, { message: "invalid" }),
    instagram: z
      .string()
      .trim()
      .max(PROFILE_LIMITS.instagramMax, "tooLong")
      .transform((v) => v.replace(/^@/, ""))
      .refine((v) => v === "" || /^[A-Za-z0-9._]{1,30}$/.test(v), "instagram"),
    showMaritalStatus: z.boolean({ message: "invalid" }),
    showAge: z.boolean({ message: "invalid" }),
    showCity: z.boolean({ message: "invalid" }),
    avatar: z.string().max(1000).nullable().optional(),
  })
  .strict();
export type ProfileEditInput = z.infer<typeof profileEditSchema>;

export const pushSubscriptionSchema = z
  .object({
    endpoint: z.string({ message: "required" }).url("invalid").max(1000, "tooLong"),
    keys: z
      .object({
        p256dh: z.string().max(200).refine(isP256PublicKey, "invalid"),
        auth: z.string().max(100).refine(isPushAuthSecret, "invalid"),
      })
      .strict(),
    expirationTime: z.number().nullable().optional(),
  })
  .strict();
export const pushUnsubscribeSchema = z
  .object({ endpoint: z.string({ message: "required" }).url("invalid").max(1000, "tooLong") })
  .strict();

/** DELETE /api/me: the client asks the person to type the word; the server wants an explicit yes. */
export const deleteAccountSchema = z.object({ confirm: z.literal(true, { message: "required" }) }).strict();
