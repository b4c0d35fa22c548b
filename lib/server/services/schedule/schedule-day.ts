import "server-only";
import { EVENT_DAYS } from "@/lib/event";
import { db } from "@/lib/server/db";
import type { Prisma } from "@/lib/server/generated/prisma/client";
import { recifeDayRange } from "@/lib/server/services/transport/my-trips";

/** What an event card shows (schedule day, search results, the homes); each caller adds its own. */
export const EVENT_CARD_SELECT = {
  id: true,
  title: true,
  type: true,
  startsAt: true,
  endsAt: true,
  location: true,
  address: true,
  latitude: true,
  longitude: true,
  description: true,
  capacity: true,
  enrolledCount: true,
  tags: true,
  hosts: { orderBy: { position: "asc" }, select: { name: true, role: true, avatarUrl: true } },
} satisfies Prisma.EventSelect;

/** One day of one city's programme for this participant (enrolled / waiting flags), by start time. */
export async function scheduleDay(userId: string, cityId: string, day: string, mineOnly: boolean) {
  const { start, end } = recifeDayRange(day);
  const events = await db.event.findMany({
    where: {
      cityId,
      startsAt: { gte: start, lt: end },
      ...(mineOnly ? { enrolments: { some: { userId } } } : {}),
    },
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    select: {
      ...EVENT_CARD_SELECT,
      enrolments: { where: { userId }, select: { id: true } },
      waitlist: { where: { userId }, select: { id: true } },
    },
  });
  return events.map(({ enrolments, waitlist, tags, ...e }) => ({
    ...e,
    tags: tags
      ? tags
          .split(",")
          .map((t) => t.trim())
          .filter(Boolean)
      : [],
    isEnrolled: enrolments.length > 0,
    isWaiting: waitlist.length > 0,
  }));
}

export async function scheduleCities() {
  return db.city.findMany({
    where: { hasSchedule: true },
    orderBy: { position: "asc" },
    select: { id: true, name: true },
  });
}

export function isEventDay(day: string) {
  return (EVENT_DAYS as readonly string[]).includes(day);
}
