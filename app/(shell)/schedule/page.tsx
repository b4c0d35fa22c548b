import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { pageLocale } from "@/lib/i18n/page-locale";
import { agendaLabels, eventCardsLabels, scheduleSearchLabels } from "@/components/schedule/schedule-labels";
import { ScheduleView } from "@/components/schedule/schedule-view";
import { EVENT_DAYS } from "@/lib/event";
import { eventDayOf, formatLongDate, formatTime } from "@/lib/format";
import { requireParticipant } from "@/lib/server/auth/current";
import { now } from "@/lib/server/clock";
import { db } from "@/lib/server/db";
import { googleCalendarUrl } from "@/lib/google-calendar";
import { agendaEvents } from "@/lib/server/services/schedule/agenda";
import { isEventDay, scheduleCities, scheduleDay } from "@/lib/server/services/schedule/schedule-day";
import { sharedPathMetadata } from "@/lib/server/services/sharing/metadata";
import { defaultEventDay } from "@/lib/server/services/transport/my-trips";
import { SEARCH_MAX } from "@/lib/validations/limits";
import { eventIdSchema } from "@/lib/validations/schedule";

type Search = Promise<Record<string, string | string[] | undefined>>;

// A shared event (/schedule?event=…) gets its own link preview.
export async function generateMetadata({ searchParams }: { searchParams: Search }): Promise<Metadata> {
  const { event } = await searchParams;
  const title = (await getTranslations("pages"))("schedule");
  const shared = typeof event === "string" ? await sharedPathMetadata(`/schedule?event=${event}`) : null;
  return { title, ...shared };
}

// /schedule?city=recife&date=2026-11-01&view=mine — one city's day, with real enrolment.
export default async function SchedulePage({ searchParams }: { searchParams: Search }) {
  const sp = await searchParams;
  const session = await requireParticipant("/schedule");
  const locale = await pageLocale();
  const [cities, me] = await Promise.all([
    scheduleCities(),
    db.user.findUniqueOrThrow({ where: { id: session.id }, select: { city: true, agendaConfirmedAt: true } }),
  ]);
  // A shared link names only the event: its city and day are the event's.
  const sharedId = eventIdSchema.safeParse(sp.event);
  const shared =
    sharedId.success && (typeof sp.city !== "string" || typeof sp.date !== "string")
      ? await db.event.findUnique({ where: { id: sharedId.data }, select: { cityId: true, startsAt: true } })
      : null;
  const wanted = typeof sp.city === "string" ? sp.city : shared?.cityId;
  const home = cities.find((c) => c.name === me.city)?.id;
  const city = cities.find((c) => c.id === wanted)?.id ?? home ?? cities[0]?.id;
  // No city with a programme configured: there is no schedule to show.
  if (!city) notFound();
  const day =
    typeof sp.date === "string" && isEventDay(sp.date)
      ? sp.date
      : shared && isEventDay(eventDayOf(shared.startsAt))
        ? eventDayOf(shared.startsAt)
        : defaultEventDay();
  const mine = sp.view === "mine";
  const [events, agenda, cards, search] = await Promise.all([
    scheduleDay(session.id, city, day, mine, locale),
    agendaEvents(session.id),
    eventCardsLabels(),
    scheduleSearchLabels(),
  ]);
  const calendar = await agendaLabels(agenda.map((e) => e.title));
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
      labels={{ cards, search, agenda: calendar.labels, searchMax: SEARCH_MAX }}
      showBanner={!me.agendaConfirmedAt}
      openEventId={typeof sp.event === "string" ? sp.event : null}
      agenda={agenda.map((e, i) => ({
        id: e.id,
        title: e.title,
        when: `${formatLongDate(e.startsAt, locale)} · ${formatTime(e.startsAt, locale)}`,
        googleCalendarUrl: googleCalendarUrl(e),
        label: calendar.links[i]!,
      }))}
      events={events.map((e) => ({
        id: e.id,
        title: e.title,
        type: e.type,
        time: `${formatTime(e.startsAt, locale)} – ${formatTime(e.endsAt, locale)}`,
        startsAt: e.startsAt.toISOString(),
        endsAt: e.endsAt.toISOString(),
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
      }))}
    />
  );
}
