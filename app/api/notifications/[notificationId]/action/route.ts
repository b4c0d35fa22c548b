import { withApi } from "@/lib/server/api";
import { decideContactRequest } from "@/lib/server/services/notifications/notifications";
import { notificationActionSchema, notificationParamsSchema } from "@/lib/validations/preferences";

// POST /api/notifications/{id}/action {action: approve|reject} — decides the contact request behind it.
export const POST = withApi(
  { access: "participant", params: notificationParamsSchema, body: notificationActionSchema },
  async ({ session, params, body }) => decideContactRequest(session.id, params.notificationId, body.action),
);
