import { withApi } from "@/lib/server/api";
import { sendRegistrationCode } from "@/lib/server/services/registration/register";
import { registrationCodeSchema } from "@/lib/validations/registration";

// POST /api/registration/code — steps 1 and 2 checked; the step-3 code goes to the new phone
// (or, for ?type=dependent, to the logged-in guardian's phone). Rate-limited like login codes.
export const POST = withApi(
  { access: "public", body: registrationCodeSchema },
  async ({ body, session, ip, locale }) =>
    sendRegistrationCode({
      type: body.type,
      draft: { origin: body.origin, personal: body.personal },
      session,
      ip,
      locale,
    }),
);
