import { withApi } from "@/lib/server/api";
import { vapidKeys } from "@/lib/server/keys";
import { subscribePush, unsubscribePush, type PushPublicKey } from "@/lib/server/services/notifications/push";
import { pushSubscriptionSchema, pushUnsubscribeSchema } from "@/lib/validations/preferences";

// GET /api/push/subscription — the VAPID public key the browser subscribes with.
export const GET = withApi(
  { access: "participant" },
  async () => ({ publicKey: vapidKeys().publicKey }) satisfies PushPublicKey,
);

// POST /api/push/subscription — this device's PushSubscription (JSON from the browser).
export const POST = withApi(
  { access: "participant", body: pushSubscriptionSchema },
  async ({ session, body }) => subscribePush(session.id, body),
);

// DELETE /api/push/subscription {endpoint} — stop pushing to this device.
export const DELETE = withApi(
  { access: "participant", body: pushUnsubscribeSchema },
  async ({ session, body }) => unsubscribePush(session.id, body.endpoint),
);
