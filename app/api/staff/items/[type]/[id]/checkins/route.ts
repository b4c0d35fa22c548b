import { NextResponse } from "next/server";
import { z } from "zod";
import { EVENT_TIME_ZONE } from "@/lib/event";
import { formatSortableDateTime } from "@/lib/format";
import { withApi } from "@/lib/server/api";
import { itemCheckIns, getStaffItem, toCsv } from "@/lib/server/services/checkin/staff-items";
import { itemParamsSchema } from "@/lib/validations/checkin";

// GET /api/staff/items/{type}/{id}/checkins[?format=csv] — who checked in and when (CSV for organisers).
export const GET = withApi(
  {
    access: "staff",
    params: itemParamsSchema,
    query: z.object({ format: z.enum(["json", "csv"]).default("json") }).strict(),
  },
  async ({ params, query }) => {
    const rows = await itemCheckIns(params.type, params.id);
    if (query.format === "json") return { checkIns: rows };
    const item = await getStaffItem(params.type, params.id);
    const csv = toCsv([
      ["name", "member_code", `checked_in_at (${EVENT_TIME_ZONE})`, "staff", "device"],
      ...rows.map((r) => [r.name, r.memberCode, formatSortableDateTime(r.at), r.staff, r.deviceId]),
    ]);
    return new NextResponse(`\uFEFF${csv}`, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="checkins-${item.id}.csv"`,
        "Cache-Control": "no-store",
      },
    });
  },
);
