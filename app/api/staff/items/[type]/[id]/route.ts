import { withApi } from "@/lib/server/api";
import { itemProgress } from "@/lib/server/services/checkin/scan-pass";
import { getStaffItem, recentScans } from "@/lib/server/services/checkin/staff-items";
import { itemParamsSchema } from "@/lib/validations/checkin";

// GET /api/staff/items/{type}/{id} — one item with its progress and last 10 reads (the reader polls it).
export const GET = withApi({ access: "staff", params: itemParamsSchema }, async ({ params }) => {
  const item = await getStaffItem(params.type, params.id);
  const [progress, recent] = await Promise.all([
    itemProgress(params.type, params.id),
    recentScans(params.type, params.id),
  ]);
  return { item, progress, recent };
});
