import { withApi } from "@/lib/server/api";
import { joinWaitlist } from "@/lib/server/services/schedule/enrolment";
import { enrolmentRequestSchema } from "@/lib/validations/schedule";

// POST /api/schedule/waitlist — 'Avise-me se liberar vaga' on a full event.
export const POST = withApi(
  { access: "participant", body: enrolmentRequestSchema },
  async ({ body, session }) => joinWaitlist(session.id, body.eventId),
);
