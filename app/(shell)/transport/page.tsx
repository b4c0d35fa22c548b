import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { transportLabels } from "@/components/checkin/transport-labels";
import { transportLooks } from "@/components/checkin/transport-looks";
import { TransportScreen } from "@/components/checkin/transport-screen";
import { EVENT_DAYS } from "@/lib/event";
import { PageHeader } from "@/components/shell/page-header";
import { formatLongDate, formatNumericDate, formatTime } from "@/lib/format";
import { fillIn } from "@/lib/i18n/fill-in";
import { pageLocale } from "@/lib/i18n/page-locale";
import { formatPlural } from "@/lib/i18n/plural";
import { requireParticipant } from "@/lib/server/auth/current";
import { now } from "@/lib/server/clock";
import { passToken } from "@/lib/server/services/checkin/tokens";
import { qrDataUrl } from "@/lib/server/services/checkin/pass";
import { defaultEventDay, transportDay } from "@/lib/server/services/transport/my-trips";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("transport") };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

// /transport?date=2026-11-01&city=recife — the family's buses of one event day, per city, with
// boarding cards; and that day's buses of one city to book a seat on. Translated and drawn here:
// the browser gets the texts and merged classes (components/checkin/transport-labels.ts,
// transport-looks.tsx).
export default async function TransportPage({ searchParams }: { searchParams: Search }) {
  const sp = await searchParams;
  const session = await requireParticipant("/transport");
  const locale = await pageLocale();
  const day =
    typeof sp.date === "string" && (EVENT_DAYS as readonly string[]).includes(sp.date)
      ? sp.date
      : defaultEventDay();
  const [data, labels] = await Promise.all([
    transportDay(session.id, day, typeof sp.city === "string" ? sp.city : undefined),
    transportLabels(locale),
  ]);
  const index = EVENT_DAYS.indexOf(day as (typeof EVENT_DAYS)[number]);
  const at = now().getTime();
  // One QR per person with a seat that day (the pass token is what the bus door reads).
  const people = [
    ...new Set(data.booked.flatMap((g) => g.trips.flatMap((t) => t.travellers.map((p) => p.userId)))),
  ];
  const qrs = Object.fromEntries(
    await Promise.all(people.map(async (id) => [id, await qrDataUrl(passToken(id))] as const)),
  );
  const point = (p: {
    id: string;
    name: string;
    address: string;
    latitude: number | null;
    longitude: number | null;
    departsAt: Date;
  }) => ({
    id: p.id,
    name: p.name,
    address: p.address,
    latitude: p.latitude,
    longitude: p.longitude,
    time: formatTime(p.departsAt, locale),
  });
  const pointAt = (p: { name: string; departsAt: Date }) =>
    fillIn(labels.pointAt, { time: formatTime(p.departsAt, locale), name: p.name });
  const cityName = data.cities.find((c) => c.id === data.city)?.name ?? "";
  return (
    <TransportScreen
      day={day}
      dayLabel={formatLongDate(new Date(`${day}T12:00:00-03:00`), locale)}
      dateShort={formatNumericDate(new Date(`${day}T12:00:00-03:00`), locale)}
      prevDay={EVENT_DAYS[index - 1] ?? null}
      nextDay={EVENT_DAYS[index + 1] ?? null}
      cities={data.cities}
      city={data.city}
      qrs={qrs}
      groups={data.booked.map((g) => ({
        cityId: g.cityId,
        cityName: g.cityName,
        trips: g.trips.map((t) => ({
          id: t.id,
          time: formatTime(t.departsAt, locale),
          origin: t.origin,
          destination: t.destination,
          busId: t.busId,
          direction: t.direction,
          open: t.departsAt.getTime() > at,
          travellers: t.travellers.map((p) => ({
            bookingId: p.bookingId,
            userId: p.userId,
            self: p.self,
            name: p.name,
            memberCode: p.memberCode,
            point: point(p.point),
            pointLabel: fillIn(labels.boardingAt, { place: pointAt(p.point) }),
            completed: p.completedAt !== null,
            completedTime: p.completedAt ? formatTime(p.completedAt, locale) : null,
          })),
        })),
      }))}
      offers={data.offers.map((t) => ({
        id: t.id,
        time: formatTime(t.departsAt, locale),
        origin: t.origin,
        destination: t.destination,
        busId: t.busId,
        direction: t.direction,
        seatsLeft: t.seatsLeft,
        open: t.open,
        points: t.points.map(point),
        pointLabels: t.points.map(pointAt),
        seatsLabel: t.open
          ? t.seatsLeft === 0
            ? labels.seatsFull
            : formatPlural(labels.seatsLeft, t.seatsLeft, locale)
          : labels.departed,
        travellers: t.travellers,
      }))}
      labels={labels}
      availableHint={cityName && fillIn(labels.availableHint, { city: cityName })}
      header={<PageHeader title={labels.title} description={labels.subtitle} />}
      looks={transportLooks()}
    />
  );
}
