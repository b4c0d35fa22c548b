import { withApi } from "@/lib/server/api";
import { withNotificationTexts } from "@/lib/server/services/notifications/notification-texts";
import { listNotifications } from "@/lib/server/services/notifications/notifications";
import { notificationListQuerySchema } from "@/lib/validations/preferences";

// GET /api/notifications?filter=all|unread|read — newest first, with the unread count and each one's texts.
export const GET = withApi(
  { access: "participant", query: notificationListQuerySchema, foldSession: true },
  async ({ session, query, locale }) => {
    const list = await listNotifications(session.id, query.filter);
    return { ...list, items: withNotificationTexts(list.items, locale) };
  },
);
