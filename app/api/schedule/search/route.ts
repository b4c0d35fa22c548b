import { withApi } from "@/lib/server/api";
import { searchEventsJson } from "@/lib/server/services/schedule/search-events";
import { searchQuerySchema } from "@/lib/validations/schedule";

// GET /api/schedule/search?q=&cities=recife,fortaleza&types=worship&date=2026-11-01&sort=popularity
export const GET = withApi(
  { access: "participant", query: searchQuerySchema, foldSession: true },
  async ({ query, session, locale }) => {
    // The same answer as Response.json({ events }), written as UTF-8 from bytes cached per card
    // (searchEventsJson): no string to convert and encode per request.
    const body = await searchEventsJson({ userId: session.id, ...query, locale });
    return new Response(body, {
      headers: { "content-type": "application/json" },
    });
  },
);
