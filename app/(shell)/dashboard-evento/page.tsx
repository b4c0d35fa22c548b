import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { pageLocale } from "@/lib/i18n/page-locale";
import { boardingCardLabels } from "@/components/checkin/transport-labels";
import { eventHomeLabels } from "@/components/dashboard/event-home-labels";
import { EventHomeSections } from "@/components/dashboard/event-home-sections";
import { HomeHeader, HomeNews } from "@/components/dashboard/home-header";
import { QuickLinks } from "@/components/dashboard/quick-links";
import { DirectionsLinksView } from "@/components/maps/directions-links-view";
import { InstallPrompt } from "@/components/pwa/install-prompt";
import { Button } from "@/components/ui/button";
import { RefreshOnReturn } from "@/components/states/refresh-on-return";
import { formatLongDate, formatNumericDate, formatTime } from "@/lib/format";
import { requireParticipant } from "@/lib/server/auth/current";
import { now } from "@/lib/server/clock";
import { qrDataUrl } from "@/lib/server/services/checkin/pass";
import { passToken } from "@/lib/server/services/checkin/tokens";
import { eventHome, homeBasics } from "@/lib/server/services/dashboard/home";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("dashboardEvent") };
}

// /dashboard-evento — the home during the congress: next commitments from the participant's real
// enrolments, the next bus (the booked boarding point, its time and directions) with its boarding
// card, the news.
export default async function EventDashboardPage() {
  const session = await requireParticipant("/dashboard-evento");
  const t = await getTranslations("home");
  const locale = await pageLocale();
  const [{ user, weather, news }, { events, trip }, cardLabels] = await Promise.all([
    homeBasics(session.id, locale),
    eventHome(session.id, locale),
    boardingCardLabels(),
  ]);
  const { directions, ...labels } = await eventHomeLabels(trip?.point.name ?? "");
  const current = now().getTime();
  return (
    <div className="mx-auto w-full max-w-2xl space-y-5 px-4 py-5">
      <RefreshOnReturn />
      <HomeHeader
        name={user.nickname || user.fullName}
        union={user.union}
        association={user.association}
        weather={weather}
      />
      <EventHomeSections
        traveller={{ name: user.fullName, memberCode: user.memberCode }}
        qr={trip ? await qrDataUrl(passToken(session.id)) : null}
        cardLabels={cardLabels}
        labels={labels}
        directions={
          trip && (
            <DirectionsLinksView
              className="mt-3"
              labels={directions}
              query={`${trip.point.name}, ${trip.point.address}`}
              latitude={trip.point.latitude}
              longitude={trip.point.longitude}
            />
          )
        }
        trip={
          trip
            ? {
                id: trip.id,
                time: formatTime(trip.departsAt, locale),
                dateShort: formatNumericDate(trip.departsAt, locale),
                origin: trip.origin,
                destination: trip.destination,
                boardingLocation: trip.boardingLocation,
                busId: trip.busId,
                point: {
                  id: trip.point.id,
                  name: trip.point.name,
                  address: trip.point.address,
                  latitude: trip.point.latitude,
                  longitude: trip.point.longitude,
                  time: formatTime(trip.point.departsAt, locale),
                },
              }
            : null
        }
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
          tags: e.tags
            ? e.tags
                .split(",")
                .map((x) => x.trim())
                .filter(Boolean)
            : [],
          hosts: e.hosts,
          isEnrolled: true,
          isWaiting: e.waitlist.length > 0,
          started: e.startsAt.getTime() <= current,
          startsAt: e.startsAt.toISOString(),
          endsAt: e.endsAt.toISOString(),
          time: `${formatLongDate(e.startsAt, locale)} · ${formatTime(e.startsAt, locale)} – ${formatTime(e.endsAt, locale)}`,
        }))}
      />
      <QuickLinks />
      <HomeNews news={news} />
      <Button asChild variant="outline" className="w-full" data-testid="to-pre-event">
        <AppLink href="/dashboard">{t("toPreEventHome")}</AppLink>
      </Button>
      <InstallPrompt keepPassOffline />
    </div>
  );
}
