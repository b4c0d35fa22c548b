import { z } from "zod";
import { withApi } from "@/lib/server/api";
import { listReports } from "@/lib/server/services/community/reports";

// GET /api/staff/reports?status=OPEN|ALL — the moderation queue (staff only).
export const GET = withApi(
  {
    access: "staff",
    query: z.object({ status: z.enum(["OPEN", "ALL"], { message: "invalid" }).default("OPEN") }).strict(),
  },
  async ({ query }) => ({
    reports: await listReports(query.status),
  }),
);
