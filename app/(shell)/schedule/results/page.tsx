import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageLocale } from "@/lib/i18n/page-locale";
import { ResultsView } from "@/components/schedule/results-view";
import { eventCardsLabels, resultsLabels } from "@/components/schedule/schedule-labels";
import { formatLongDate, formatTime } from "@/lib/format";
import { requireParticipant } from "@/lib/server/auth/current";
import { now } from "@/lib/server/clock";
import { scheduleCities } from "@/lib/server/services/schedule/schedule-day";
import { searchEvents } from "@/lib/server/services/schedule/search-events";
import { SEARCH_MAX } from "@/lib/validations/limits";
import { searchQuerySchema } from "@/lib/validations/schedule";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("scheduleResults") };
}

// /schedule/results?q=&city=&date=&types=&cities=&sort= — server-side search, filters in the URL.
export default async function ResultsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const sp = await searchParams;
  const session = await requireParticipant("/schedule/results");
  const locale = await pageLocale();
  const str = (k: string) => (typeof sp[k] === "string" ? (sp[k] as string) : undefined);
  const parsed = searchQuerySchema.safeParse({
    q: str("q"),
    cities: str("cities") ?? str("city"),
    types: str("types"),
    date: str("date"),
    sort: str("sort"),
  });
  const query = parsed.success ? parsed.data : {};
  const cities = await scheduleCities();
  const known = (query.cities ?? []).filter((c) => cities.some((x) => x.id === c));
  const [events, cards, search] = await Promise.all([
    searchEvents({ userId: session.id, ...query, cities: known, locale }),
    eventCardsLabels(),
    resultsLabels(),
  ]);
  const current = now().getTime();
  return (
    <ResultsView
      q={query.q ?? ""}
      date={query.date ?? null}
      dateLabel={query.date ? formatLongDate(new Date(`${query.date}T12:00:00-03:00`), locale) : null}
      selectedCities={known}
      selectedTypes={query.types ?? []}
      sort={query.sort ?? "time"}
      cities={cities}
      labels={{ cards, search, searchMax: SEARCH_MAX }}
      events={events.map((e) => ({
        id: e.id,
        title: e.title,
        type: e.type,
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
        time: `${formatLongDate(e.startsAt, locale)} · ${formatTime(e.startsAt, locale)} – ${formatTime(e.endsAt, locale)}`,
        startsAt: e.startsAt.toISOString(),
        endsAt: e.endsAt.toISOString(),
        started: e.startsAt.getTime() <= current,
      }))}
    />
  );
}
