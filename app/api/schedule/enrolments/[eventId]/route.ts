import { withApi } from "@/lib/server/api";
import { cancelEnrolment } from "@/lib/server/services/schedule/enrolment";
import { eventParamsSchema } from "@/lib/validations/schedule";

// DELETE /api/schedule/enrolments/{eventId} — give the seat back (the waitlist hears about it).
export const DELETE = withApi(
  { access: "participant", params: eventParamsSchema },
  async ({ params, session }) => cancelEnrolment(session.id, params.eventId),
);
