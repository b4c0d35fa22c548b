import { withApi } from "@/lib/server/api";
import { markAllNotificationsRead } from "@/lib/server/services/notifications/notifications";

// POST /api/notifications/read-all — 'Marcar todas como lidas'.
export const POST = withApi({ access: "participant" }, async ({ session }) =>
  markAllNotificationsRead(session.id),
);
