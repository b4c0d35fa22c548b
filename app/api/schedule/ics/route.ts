import { withApi } from "@/lib/server/api";
import { db } from "@/lib/server/db";
import { icsResponse, toIcs } from "@/lib/server/services/schedule/ics";

// GET /api/schedule/ics — the participant's agenda as an .ics file ('Adicionar ao calendário').
export const GET = withApi({ access: "participant" }, async ({ session }) => {
  const rows = await db.enrolment.findMany({
    where: { userId: session.id },
    orderBy: { slotStartsAt: "asc" },
    select: {
      event: {
        select: { id: true, title: true, description: true, location: true, startsAt: true, endsAt: true },
      },
    },
  });
  return icsResponse(toIcs(rows.map((r) => r.event)), "together-2026-agenda.ics");
});
