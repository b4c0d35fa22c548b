import { withApi } from "@/lib/server/api";
import { lookupItemMembers } from "@/lib/server/services/checkin/lookup";
import { consumeRateLimit } from "@/lib/server/services/rate-limit/consume-rate-limit";
import { itemParamsSchema, lookupQuerySchema } from "@/lib/validations/checkin";

/** A person typing at the door: generous; a script walking the list of names: stopped. */
export const LOOKUP_RATE = { windowSeconds: 60, max: 90 } as const;

// GET /api/staff/items/{type}/{id}/lookup?q= — members of the item matching a name, CPF or member
// code (at least 3 characters): at most 8, with name, member code, photo, the CPF's last 4 digits
// and whether they are in. 429 past 90 a minute per staff member.
export const GET = withApi(
  { access: "staff", params: itemParamsSchema, query: lookupQuerySchema },
  async ({ params, query, session }) => {
    await consumeRateLimit(`staff-lookup:${session.id}`, [LOOKUP_RATE]);
    return { people: await lookupItemMembers(params.type, params.id, query.q) };
  },
);
