import { withApi } from "@/lib/server/api";
import { listNotifications } from "@/lib/server/services/notifications/notifications";
import { notificationListQuerySchema } from "@/lib/validations/preferences";

// GET /api/notifications?filter=all|unread|read — newest first, with the unread count.
export const GET = withApi(
  { access: "participant", query: notificationListQuerySchema, foldSession: true },
  async ({ session, query }) => listNotifications(session.id, query.filter),
);
