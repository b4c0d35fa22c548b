import { withApi } from "@/lib/server/api";
import { listRefusedScans } from "@/lib/server/services/checkin/offline-scans";
import { itemParamsSchema } from "@/lib/validations/checkin";

// GET /api/staff/checkin/refused/{type}/{id} — offline reads of the item refused for their time, for review.
export const GET = withApi({ access: "staff", params: itemParamsSchema }, async ({ params }) => ({
  refused: await listRefusedScans(params.type, params.id),
}));
