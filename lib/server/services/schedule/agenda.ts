import "server-only";
import { db } from "@/lib/server/db";

/** The participant's own agenda, in time order: what the agenda's .ics and its Google Agenda links hold. */
export async function agendaEvents(userId: string) {
  const rows = await db.enrolment.findMany({
    where: { userId },
    orderBy: { slotStartsAt: "asc" },
    select: {
      event: {
        select: {
          id: true,
          title: true,
          description: true,
          location: true,
          address: true,
          startsAt: true,
          endsAt: true,
        },
      },
    },
  });
  return rows.map((r) => r.event);
}
