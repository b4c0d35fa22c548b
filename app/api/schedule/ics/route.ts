import { withApi } from "@/lib/server/api";
import { agendaEvents } from "@/lib/server/services/schedule/agenda";
import { icsResponse, toIcs } from "@/lib/server/services/schedule/ics";

// GET /api/schedule/ics — the participant's agenda as an .ics file ('Adicionar ao calendário').
export const GET = withApi({ access: "participant" }, async ({ session }) =>
  icsResponse(toIcs(await agendaEvents(session.id)), "together-2026-agenda.ics"),
);
