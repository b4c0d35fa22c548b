import "server-only";
import type { AppLocale } from "@/lib/i18n/config";
import { db } from "@/lib/server/db";

export async function setUserLocale(userId: string, locale: AppLocale): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { locale } });
}
