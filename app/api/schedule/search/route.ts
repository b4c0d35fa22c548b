import { withApi } from "@/lib/server/api";
import { cardsJson } from "@/lib/server/services/schedule/event-cards";
import { searchEvents } from "@/lib/server/services/schedule/search-events";
import { searchQuerySchema } from "@/lib/validations/schedule";

// GET /api/schedule/search?q=&cities=recife,fortaleza&types=worship&date=2026-11-01&sort=popularity
export const GET = withApi(
  { access: "participant", query: searchQuerySchema, foldSession: true },
  async ({ query, session, locale }) =>
    // The cards' JSON is mostly cached (cardsJson): the same answer as Response.json({ events }).
    new Response(`{"events":${cardsJson(await searchEvents({ userId: session.id, ...query, locale }))}}`, {
      headers: { "content-type": "application/json" },
    }),
);
