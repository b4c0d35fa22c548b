import { withApi } from "@/lib/server/api";
import { itemRoster } from "@/lib/server/services/checkin/staff-items";
import { itemParamsSchema } from "@/lib/validations/checkin";

// GET /api/staff/items/{type}/{id}/roster — for offline mode: who may enter (ids, names, member
// codes), who is in, and the public key that verifies passes on the device.
export const GET = withApi({ access: "staff", params: itemParamsSchema }, async ({ params }) =>
  itemRoster(params.type, params.id),
);
