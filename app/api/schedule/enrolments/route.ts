import { withApi } from "@/lib/server/api";
import { enrol } from "@/lib/server/services/schedule/enrolment";
import { enrolmentRequestSchema } from "@/lib/validations/schedule";

// POST /api/schedule/enrolments — take a seat (and the dependents' seats) in one transaction.
export const POST = withApi(
  { access: "participant", body: enrolmentRequestSchema },
  async ({ body, session }) => enrol(session.id, body.eventId),
);
