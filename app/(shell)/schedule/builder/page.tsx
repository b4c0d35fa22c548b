import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { ScheduleBuilder } from "@/components/schedule/schedule-builder";
import { builderLabels } from "@/components/schedule/schedule-labels";
import { EVENT_DAYS } from "@/lib/event";
import { formatLongDate, formatTime } from "@/lib/format";
import { requireParticipant } from "@/lib/server/auth/current";
import { db } from "@/lib/server/db";
import { scheduleCities } from "@/lib/server/services/schedule/schedule-day";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("scheduleBuilder") };
}

const dayOf = (d: Date) => new Date(d.getTime() - 3 * 3600_000).toISOString().slice(0, 10);

// /schedule/builder — the wizard: a city per day, one event per time slot each day, review, confirm.
export default async function BuilderPage() {
  const session = await requireParticipant("/schedule/builder");
  const locale = await getLocale();
  const [cities, me, events, mine, labels] = await Promise.all([
    scheduleCities(),
    db.user.findUniqueOrThrow({ where: { id: session.id }, select: { city: true } }),
    db.event.findMany({
      orderBy: [{ startsAt: "asc" }, { id: "asc" }],
      select: {
        id: true,
        title: true,
        type: true,
        cityId: true,
        startsAt: true,
        endsAt: true,
        location: true,
        capacity: true,
        enrolledCount: true,
      },
    }),
    db.enrolment.findMany({
      where: { userId: session.id },
      select: { eventId: true, event: { select: { cityId: true, startsAt: true } } },
    }),
    builderLabels(),
  ]);
  const home = cities.find((c) => c.name === me.city)?.id ?? null;
  const initialCities = Object.fromEntries(
    EVENT_DAYS.map((d) => [d, mine.find((m) => dayOf(m.event.startsAt) === d)?.event.cityId ?? home]),
  );
  return (
    <ScheduleBuilder
      days={EVENT_DAYS.map((d) => ({
        id: d,
        label: formatLongDate(new Date(`${d}T12:00:00-03:00`), locale),
      }))}
      cities={cities}
      labels={labels}
      initialCities={initialCities}
      initialSelected={mine.map((m) => m.eventId)}
      events={events.map((e) => ({
        id: e.id,
        title: e.title,
        type: e.type,
        cityId: e.cityId,
        day: dayOf(e.startsAt),
        slot: `${formatTime(e.startsAt, locale)} – ${formatTime(e.endsAt, locale)}`,
        slotKey: `${e.startsAt.toISOString()}|${e.endsAt.toISOString()}`,
        startKey: e.startsAt.toISOString(),
        location: e.location,
        capacity: e.capacity,
        enrolled: e.enrolledCount,
      }))}
    />
  );
}
