import { withApi } from "@/lib/server/api";
import { countUnreadNotifications } from "@/lib/server/services/notifications/count-unread-notifications";
import type { UnreadCount } from "@/lib/server/services/notifications/notifications";

// GET /api/notifications/unread — the header bell's count (polled, and read again on return).
export const GET = withApi(
  { access: "participant" },
  async ({ session }) => ({ unread: await countUnreadNotifications(session.id) }) satisfies UnreadCount,
);
