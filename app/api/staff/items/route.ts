import { withApi } from "@/lib/server/api";
import { listStaffItems } from "@/lib/server/services/checkin/staff-items";
import { staffItemsQuerySchema } from "@/lib/validations/checkin";

// GET /api/staff/items?city=recife&type=event — the staff list with checked-in / total.
export const GET = withApi({ access: "staff", query: staffItemsQuerySchema }, async ({ query }) => ({
  items: await listStaffItems(query.city, query.type),
}));
