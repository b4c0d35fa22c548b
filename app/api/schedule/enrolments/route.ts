import { withApi } from "@/lib/server/api";
import { enrol } from "@/lib/server/services/schedule/enrolment";
import { enrolmentRequestSchema } from "@/lib/validations/schedule";

// POST /api/schedule/enrolments — take a seat (and the dependents' seats) in one transaction. The
// session check rides in the precheck's read (PostgreSQL), confirmed before the transaction.
export const POST = withApi(
  { access: "participant", body: enrolmentRequestSchema, foldSession: true },
  async ({ body, session }) => enrol(session.id, body.eventId),
);
