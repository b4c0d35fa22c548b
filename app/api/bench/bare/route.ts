import type { NextRequest } from "next/server";
import { requestLocale } from "@/lib/server/api";
import { AppError, toErrorResponse } from "@/lib/server/errors";

// The benchmarks' baselines (absent in production): route handlers that do nothing but answer.
const notFound = () =>
  Response.json({ error: { code: "NOT_FOUND", message: "Not found." } }, { status: 404 });

/** GET /api/bench/bare — nothing at all. */
export function GET() {
  if (process.env.APP_ENV === "production") return notFound();
  return Response.json({ ok: true });
}

/** POST /api/bench/bare — reads and parses a JSON body: a write endpoint's floor. */
export async function POST(req: NextRequest) {
  if (process.env.APP_ENV === "production") return notFound();
  try {
    JSON.parse(await req.text());
  } catch {
    return toErrorResponse(new AppError(400, "INVALID_JSON"), requestLocale(req));
  }
  return Response.json({ ok: true });
}

export const dynamic = "force-dynamic";
