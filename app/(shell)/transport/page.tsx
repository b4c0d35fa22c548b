import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { TransportView } from "@/components/checkin/transport-view";
import { EVENT_DAYS } from "@/lib/event";
import { formatLongDate, formatNumericDate, formatTime } from "@/lib/format";
import { requireParticipant } from "@/lib/server/auth/current";
import { db } from "@/lib/server/db";
import { passToken } from "@/lib/server/services/checkin/tokens";
import { qrDataUrl } from "@/lib/server/services/checkin/pass";
import { defaultEventDay, myTripsOn } from "@/lib/server/services/transport/my-trips";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("transport") };
}

// /transport?date=2026-11-01 — the participant's trips of one event day, per city, with boarding cards.
export default async function TransportPage({
  searchParams,
}: {
  searchParams: Promise<{ date?: string | string[] }>;
}) {
  const requested = (await searchParams).date;
  const session = await requireParticipant("/transport");
  const locale = await getLocale();
  const day =
    typeof requested === "string" && (EVENT_DAYS as readonly string[]).includes(requested)
      ? requested
      : defaultEventDay();
  const [groups, me] = await Promise.all([
    myTripsOn(session.id, day),
    db.user.findUniqueOrThrow({ where: { id: session.id }, select: { fullName: true, memberCode: true } }),
  ]);
  const index = EVENT_DAYS.indexOf(day as (typeof EVENT_DAYS)[number]);
  const qr = groups.length ? await qrDataUrl(passToken(session.id)) : null;
  return (
    <TransportView
      dayLabel={formatLongDate(new Date(`${day}T12:00:00-03:00`), locale)}
      dateShort={formatNumericDate(new Date(`${day}T12:00:00-03:00`), locale)}
      prevDay={EVENT_DAYS[index - 1] ?? null}
      nextDay={EVENT_DAYS[index + 1] ?? null}
      traveller={{ name: me.fullName, memberCode: me.memberCode }}
      qr={qr}
      groups={groups.map((g) => ({
        cityId: g.cityId,
        cityName: g.cityName,
        trips: g.trips.map((t) => ({
          id: t.id,
          time: formatTime(t.departsAt, locale),
          origin: t.origin,
          destination: t.destination,
          boardingLocation: t.boardingLocation,
          busId: t.busId,
          completed: t.completed,
          completedTime: t.completedAt ? formatTime(t.completedAt, locale) : null,
        })),
      }))}
    />
  );
}
