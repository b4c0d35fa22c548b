import { withApi } from "@/lib/server/api";
import { db } from "@/lib/server/db";

// GET /api/health — liveness plus a database round trip, for load balancers.
export const GET = withApi({ access: "public" }, async () => {
  await db.$queryRaw`SELECT 1`;
  return { status: "ok", time: new Date().toISOString() };
});

export const dynamic = "force-dynamic";
