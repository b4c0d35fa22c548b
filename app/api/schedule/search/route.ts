import { withApi } from "@/lib/server/api";
import { searchEvents } from "@/lib/server/services/schedule/search-events";
import { searchQuerySchema } from "@/lib/validations/schedule";

// GET /api/schedule/search?q=&cities=recife,fortaleza&types=worship&date=2026-11-01&sort=popularity
export const GET = withApi(
  { access: "participant", query: searchQuerySchema, foldSession: true },
  async ({ query, session, locale }) => ({
    events: await searchEvents({ userId: session.id, ...query, locale }),
  }),
);
