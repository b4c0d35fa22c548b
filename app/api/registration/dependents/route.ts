import { withApi } from "@/lib/server/api";
import { registerDependent } from "@/lib/server/services/registration/register";
import { dependentRegistrationSchema } from "@/lib/validations/registration";

// POST /api/registration/dependents — step 3 for a dependent: the guardian's code adds the minor
// to the logged-in adult's account.
export const POST = withApi(
  { access: "participant", body: dependentRegistrationSchema },
  async ({ body, session }) =>
    registerDependent({ session, draft: { origin: body.origin, personal: body.personal }, code: body.code }),
);
