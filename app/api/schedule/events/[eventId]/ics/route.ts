import { withApi } from "@/lib/server/api";
import { db } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { icsResponse, toIcs } from "@/lib/server/services/schedule/ics";
import { eventParamsSchema } from "@/lib/validations/schedule";

// GET /api/schedule/events/{eventId}/ics — one event as an .ics file.
export const GET = withApi({ access: "participant", params: eventParamsSchema }, async ({ params }) => {
  const event = await db.event.findUnique({
    where: { id: params.eventId },
    select: { id: true, title: true, description: true, location: true, startsAt: true, endsAt: true },
  });
  if (!event) throw notFound("EVENT_NOT_FOUND");
  return icsResponse(toIcs([event]), `${event.id}.ics`);
});
