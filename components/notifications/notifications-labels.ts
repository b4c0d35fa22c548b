import { getTranslations } from "next-intl/server";
import type { ListErrorLabels } from "@/components/states/list-error";
import type { PullLabels } from "@/components/states/pull-to-refresh";
import { listErrorLabels, pullLabels } from "@/components/states/state-labels";
import type { AppLocale } from "@/lib/i18n/config";
import { pluralForms, type PluralForms } from "@/lib/i18n/plural";

// /notifications' texts, translated by its server page: the screen needs no messages in the
// browser (each notification's own texts come with it, lib/server/services/notifications/notification-texts.ts).
// The client component imports only the type.
const KEYS = [
  "title",
  "upToDate",
  "all",
  "unread",
  "read",
  "markAll",
  "markAllDone",
  "emptyAll",
  "emptyUnread",
  "emptyRead",
  "approve",
  "reject",
  "approved",
  "rejected",
  "statusApproved",
  "statusRejected",
  "failed",
  "newBadge",
] as const;

export type NotificationsLabels = Record<(typeof KEYS)[number], string> & {
  /** "Você tem # notificação nova" / "… novas", counted in the browser (lib/i18n/plural.ts). */
  unreadText: PluralForms;
  listError: ListErrorLabels;
  pull: PullLabels;
};

export async function notificationsLabels(locale: AppLocale): Promise<NotificationsLabels> {
  const [t, listError, pull] = await Promise.all([
    getTranslations("notifications"),
    listErrorLabels(),
    pullLabels(),
  ]);
  return {
    ...(Object.fromEntries(KEYS.map((key) => [key, t(key)])) as Record<(typeof KEYS)[number], string>),
    unreadText: pluralForms((count) => t("unreadText", { count }), locale),
    listError,
    pull,
  };
}
