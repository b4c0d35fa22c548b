import { NextResponse } from "next/server";
import { z } from "zod";
import { withApi } from "@/lib/server/api";
import { itemCheckIns, getStaffItem, toCsv } from "@/lib/server/services/checkin/staff-items";
import { itemParamsSchema } from "@/lib/validations/checkin";

const EVENT_TZ = "America/Recife";
const stamp = (d: Date) =>
  new Intl.DateTimeFormat("sv-SE", {
    timeZone: EVENT_TZ,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).format(d);

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
      ["name", "member_code", "checked_in_at (America/Recife)", "staff", "device"],
      ...rows.map((r) => [r.name, r.memberCode, stamp(r.at), r.staff, r.deviceId]),
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
