import { withApi } from "@/lib/server/api";
import { errorTranslator } from "@/lib/i18n/translate";
import { confirmBuilder } from "@/lib/server/services/schedule/builder";
import { builderRequestSchema } from "@/lib/validations/schedule";

// POST /api/schedule/builder — 'Confirmar Programação': enrol in the chosen events, give back the
// deselected ones, mark the agenda as built; per-event results (conflicts are reported, not fatal).
export const POST = withApi(
  { access: "participant", body: builderRequestSchema },
  async ({ body, session, locale }) => {
    const t = errorTranslator(locale);
    const { results } = await confirmBuilder(session.id, body.eventIds);
    return { results: results.map((r) => (r.ok ? r : { ...r, message: t(r.code!, r.params ?? {}) })) };
  },
);
