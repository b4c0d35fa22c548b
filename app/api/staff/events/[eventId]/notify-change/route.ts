import { z } from "zod";
import { withApi } from "@/lib/server/api";
import { notifyEventChange } from "@/lib/server/services/notifications/broadcast";

// POST /api/staff/events/{eventId}/notify-change — tell everyone enrolled that the event changed.
export const POST = withApi(
  {
    access: "staff",
    params: z.object({ eventId: z.string().regex(/^[A-Za-z0-9_-]{1,60}$/, "invalid") }).strict(),
  },
  async ({ params }) => notifyEventChange(params.eventId),
);
