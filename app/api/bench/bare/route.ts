// GET /api/bench/bare — the benchmarks' baseline: a route handler that does nothing (absent in production)
export function GET() {
  if (process.env.APP_ENV === "production") {
    return Response.json({ error: { code: "NOT_FOUND", message: "Not found." } }, { status: 404 });
  }
  return Response.json({ ok: true });
}

export const dynamic = "force-dynamic";
