import { withApi } from "@/lib/server/api";
import { cancelDependentEnrolments } from "@/lib/server/services/dependents/dependents";
import { dependentParamsSchema } from "@/lib/validations/registration";

// DELETE /api/dependents/{dependentId}/enrolments — cancels the dependent's upcoming enrolments (seats freed).
export const DELETE = withApi(
  { access: "participant", params: dependentParamsSchema },
  async ({ session, params }) => cancelDependentEnrolments(session.id, params.dependentId),
);
