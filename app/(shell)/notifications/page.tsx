import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notificationsLabels } from "@/components/notifications/notifications-labels";
import { notificationsLooks } from "@/components/notifications/notifications-looks";
import { NotificationsView } from "@/components/notifications/notifications-view";
import { pageLocale } from "@/lib/i18n/page-locale";
import { requireParticipant } from "@/lib/server/auth/current";
import { withNotificationTexts } from "@/lib/server/services/notifications/notification-texts";
import { listNotifications } from "@/lib/server/services/notifications/notifications";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("notifications") };
}

// /notifications — the participant's notifications, newest first, with filters and actions.
// Translated and drawn here: no messages, `cn` or Button in the browser.
export default async function NotificationsPage() {
  const session = await requireParticipant("/notifications");
  const locale = await pageLocale();
  const [{ items }, labels] = await Promise.all([listNotifications(session.id), notificationsLabels(locale)]);
  return (
    <NotificationsView
      initial={withNotificationTexts(items, locale).map((n) => ({
        ...n,
        readAt: n.readAt?.toISOString() ?? null,
        createdAt: n.createdAt.toISOString(),
        contactStatus: n.contactStatus,
      }))}
      labels={labels}
      looks={notificationsLooks(labels)}
      locale={locale}
    />
  );
}
