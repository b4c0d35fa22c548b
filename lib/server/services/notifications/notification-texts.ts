import "server-only";
import type { AppLocale } from "@/lib/i18n/config";
import { translator } from "@/lib/i18n/translate";

/** A notification's title and description in the reader's language (its `key` and `params`). */
export interface NotificationTexts {
  title: string;
  description: string;
}

/**
 * The list's texts, written on the server (the page and GET /api/notifications): /notifications
 * needs no messages or ICU formatter in the browser. A key from a newer release than these
 * messages shows as itself, with no description.
 */
export function withNotificationTexts<T extends { key: string; params: Record<string, string | number> }>(
  items: T[],
  locale: AppLocale,
): (T & NotificationTexts)[] {
  const t = translator(locale, "notifications.items");
  return items.map((n) =>
    t.has(`${n.key}.title`)
      ? { ...n, title: t(`${n.key}.title`, n.params), description: t(`${n.key}.description`, n.params) }
      : { ...n, title: n.key, description: "" },
  );
}
