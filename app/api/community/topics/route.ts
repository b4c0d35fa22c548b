import { withApi } from "@/lib/server/api";
import { listTopics } from "@/lib/server/services/community/posts";

// GET /api/community/topics — the six topics with their participant counts, in the caller's language.
export const GET = withApi({ access: "participant" }, async ({ locale }) => ({
  topics: await listTopics(locale),
}));
