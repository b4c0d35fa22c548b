import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { pageLocale } from "@/lib/i18n/page-locale";
import { ScheduleView } from "@/components/schedule/schedule-view";
import { EVENT_DAYS } from "@/lib/event";
import { formatLongDate, formatTime } from "@/lib/format";
import { requireParticipant } from "@/lib/server/auth/current";
import { now } from "@/lib/server/clock";
import { db } from "@/lib/server/db";
import { isEventDay, scheduleCities, scheduleDay } from "@/lib/server/services/schedule/schedule-day";
import { defaultEventDay } from "@/lib/server/services/transport/my-trips";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("schedule") };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

// /schedule?city=recife&date=2026-11-01&view=mine — one city's day, with real enrolment.
export default async function SchedulePage({ searchParams }: { searchParams: Search }) {
  const sp = await searchParams;
  const session = await requireParticipant("/schedule");
  const locale = await pageLocale();
  const [cities, me] = await Promise.all([
    scheduleCities(),
    db.user.findUniqueOrThrow({ where: { id: session.id }, select: { city: true, agendaConfirmedAt: true } }),
  ]);
  const wanted = typeof sp.city === "string" ? sp.city : undefined;
  const home = cities.find((c) => c.name === me.city)?.id;
  const city = cities.find((c) => c.id === wanted)?.id ?? home ?? cities[0]?.id;
  // No city with a programme configured: there is no schedule to show.
  if (!city) notFound();
  const day = typeof sp.date === "string" && isEventDay(sp.date) ? sp.date : defaultEventDay();
  const mine = sp.view === "mine";
  const events = await scheduleDay(session.id, city, day, mine, locale);
  const index = EVENT_DAYS.indexOf(day as (typeof EVENT_DAYS)[number]);
  const current = now().getTime();
  return (
    <ScheduleView
      city={city}
      cities={cities}
      day={day}
      dayLabel={formatLongDate(new Date(`${day}T12:00:00-03:00`), locale)}
      prevDay={EVENT_DAYS[index - 1] ?? null}
      nextDay={EVENT_DAYS[index + 1] ?? null}
      mine={mine}
      showBanner={!me.agendaConfirmedAt}
      openEventId={typeof sp.event === "string" ? sp.event : null}
      events={events.map((e) => ({
        id: e.id,
        title: e.title,
        type: e.type,
        time: `${formatTime(e.startsAt, locale)} – ${formatTime(e.endsAt, locale)}`,
        location: e.location,
        address: e.address,
        latitude: e.latitude,
        longitude: e.longitude,
        description: e.description,
        translated: e.translated,
        capacity: e.capacity,
        enrolled: e.enrolledCount,
        tags: e.tags,
        hosts: e.hosts,
        isEnrolled: e.isEnrolled,
        isWaiting: e.isWaiting,
        started: e.startsAt.getTime() <= current,
        startsAt: e.startsAt.toISOString(),
        endsAt: e.endsAt.toISOString(),
      }))}
    />
  );
}
