import { withApi } from "@/lib/server/api";
import { consumeActionLimit } from "@/lib/server/services/rate-limit/action-limits";
import { requestContact } from "@/lib/server/services/community/profile";
import { contactBody, userIdParams } from "@/lib/validations/community";

// POST /api/community/profiles/{userId}/contact {kind} — ask for the WhatsApp number or Instagram handle.
export const POST = withApi(
  { access: "participant", params: userIdParams, body: contactBody },
  async ({ session, params, body }) => {
    await consumeActionLimit("contact", session.id);
    return requestContact(session.id, params.userId, body.kind);
  },
);
