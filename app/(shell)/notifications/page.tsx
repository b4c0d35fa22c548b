import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotificationsView } from "@/components/notifications/notifications-view";
import { requireParticipant } from "@/lib/server/auth/current";
import { listNotifications } from "@/lib/server/services/notifications/notifications";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("notifications") };
}

// /notifications — the participant's notifications, newest first, with filters and actions.
export default async function NotificationsPage() {
  const session = await requireParticipant("/notifications");
  const { items } = await listNotifications(session.id);
  return (
    <NotificationsView
      initial={items.map((n) => ({
        ...n,
        readAt: n.readAt?.toISOString() ?? null,
        createdAt: n.createdAt.toISOString(),
        contactStatus: n.contactStatus,
      }))}
    />
  );
}
