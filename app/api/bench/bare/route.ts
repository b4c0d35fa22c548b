// GET /api/bench/bare — the benchmarks' baseline: a route handler that does nothing (absent in production)
export function GET() {
  if (process.env.APP_ENV === "production") {
    return Response.json({ error: { code: "NOT_FOUND", message: "Not found." } }, { status: 404 });
  }
  return Response.json({ ok: true });
}

export const dynamic = "force-dynamic";

/** POST /api/bench/bare — the same with a JSON body read and parsed (a write endpoint's floor). */
export async function POST(req: Request) {
  if (process.env.APP_ENV === "production") {
    return Response.json({ error: { code: "NOT_FOUND", message: "Not found." } }, { status: 404 });
  }
  await req.json();
  return Response.json({ ok: true });
}
