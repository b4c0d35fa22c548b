import { withApi } from "@/lib/server/api";
import { markNotificationRead } from "@/lib/server/services/notifications/notifications";
import { notificationParamsSchema } from "@/lib/validations/preferences";

// POST /api/notifications/{id}/read — unread → read (idempotent; never back).
export const POST = withApi(
  { access: "participant", params: notificationParamsSchema },
  async ({ session, params }) => markNotificationRead(session.id, params.notificationId),
);
