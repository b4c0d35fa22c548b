import { withApi } from "@/lib/server/api";
import { originRequestSchema, type OriginChecked } from "@/lib/validations/registration";

// POST /api/registration/origin — step 1 checked by the server: the origin with its union and
// association as they will be stored (computed by the spec's table, or Espanha's chosen pair).
export const POST = withApi(
  { access: "public", body: originRequestSchema },
  async ({ body }) =>
    ({
      origin: body.origin,
    }) satisfies OriginChecked,
);
