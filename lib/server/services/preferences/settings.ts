import "server-only";
import { db } from "@/lib/server/db";
import type { SettingsInput } from "@/lib/validations/preferences";

const SELECT = {
  notifyCommunity: true,
  notifySchedule: true,
  notifyNews: true,
  notifyUserContact: true,
  locale: true,
  theme: true,
} as const;

/** /settings/notifications: the four categories (default on), the language (default pt) and the theme (default system). */
export async function getSettings(userId: string) {
  return db.user.findUniqueOrThrow({ where: { id: userId }, select: SELECT });
}

export async function saveSettings(userId: string, input: SettingsInput) {
  return db.user.update({ where: { id: userId }, data: input, select: SELECT });
}

/** PUT /api/me/settings answers the saved settings and the confirmation in the saved language. */
export type SettingsSaved = Awaited<ReturnType<typeof saveSettings>> & { message: string };
