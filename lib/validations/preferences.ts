import { z } from "zod";
import { locales } from "@/lib/i18n/config";

export const localeSchema = z.object({ locale: z.enum(locales, { message: "invalid" }) }).strict();
export type LocaleInput = z.infer<typeof localeSchema>;

export const notificationParamsSchema = z.object({ notificationId: z.string().regex(/^[a-z0-9-]{5,64}$/, "invalid") }).strict();
export const notificationListQuerySchema = z.object({ filter: z.enum(["all", "unread", "read"], { message: "invalid" }).default("all") }).strict();
export const notificationActionSchema = z.object({ action: z.enum(["approve", "reject"], { message: "invalid" }) }).strict();

/** /settings/notifications: the four toggles and the language, saved together. */
export const settingsSchema = z
  .object({
    notifyCommunity: z.boolean({ message: "invalid" }),
    notifySchedule: z.boolean({ message: "invalid" }),
    notifyNews: z.boolean({ message: "invalid" }),
    notifyUserContact: z.boolean({ message: "invalid" }),
    locale: z.enum(locales, { message: "invalid" }),
  })
  .strict();
export type SettingsInput = z.infer<typeof settingsSchema>;
