import { z } from "zod";
import { locales } from "@/lib/i18n/config";

export const localeSchema = z.object({ locale: z.enum(locales, { message: "invalid" }) }).strict();
export type LocaleInput = z.infer<typeof localeSchema>;
