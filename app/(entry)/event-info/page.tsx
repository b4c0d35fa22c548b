import {
  CalendarDaysIcon,
  ExternalLinkIcon,
  MapPinIcon,
  PlayIcon,
  Share2Icon,
  ShieldCheckIcon,
  UsersIcon,
} from "@/components/icons/lucide";
import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { EntryHeader } from "@/components/entry/entry-header";
import { directionsLabels, DirectionsLinksView } from "@/components/maps/directions-links-view";
import { shareButtonLook, shareIconClass } from "@/components/share/share-button-class";
import { ShareButtonView } from "@/components/share/share-button-view";
import { shareLabels } from "@/components/share/share-labels";
import { VideoFacade } from "@/components/entry/video-facade";
import { Accordion } from "@/components/ui/accordion";
import { Button } from "@/components/ui/button";
import { publicConfig } from "@/lib/config";
import { mainVenues } from "@/lib/server/services/schedule/venues";
import { shareMetadata } from "@/lib/server/services/sharing/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("eventInfo");
  return {
    title: t("title"),
    ...(await shareMetadata({
      title: t("title"),
      description: t("intro"),
      path: "/event-info",
      image: "/og/event-info",
    })),
  };
}

const FAQ = ["1", "2", "3", "4"] as const;

export default async function EventInfoPage() {
  const [t, venues, maps, sharing] = await Promise.all([
    getTranslations("eventInfo"),
    mainVenues(),
    getTranslations("maps"),
    getTranslations("sharing"),
  ]);
  // The share button's and the directions' texts are translated here: no messages in the browser.
  const facts = [
    { icon: CalendarDaysIcon, label: t("dateLabel"), value: t("dateValue") },
    { icon: MapPinIcon, label: t("placeLabel"), value: t("placeValue") },
    { icon: UsersIcon, label: t("attendeesLabel"), value: t("attendeesValue") },
  ];
  return (
    <div className="min-h-dvh">
      <EntryHeader title={t("title")} backHref="/home" />
      <div className="mx-auto flex max-w-md flex-col gap-6 px-5 py-6">
        <p className="text-muted-foreground">{t("intro")}</p>
        <ShareButtonView
          labels={shareLabels(sharing, t("title"))}
          look="button"
          button={shareButtonLook("button", "self-start")}
          icon={<Share2Icon className={shareIconClass("button")} aria-hidden="true" />}
          title={t("title")}
          text={t("intro")}
          url="/event-info"
          testId="event-info-share"
        />
        <ul className="grid gap-3">
          {facts.map(({ icon: Icon, label, value }) => (
            <li key={label} className="flex items-center gap-3 rounded-2xl border bg-card p-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span>
                <span className="block text-xs font-medium text-muted-foreground uppercase">{label}</span>
                <span
                  className="block font-semibold"
                  data-testid={label === t("attendeesLabel") ? "attendees" : undefined}
                >
                  {value}
                </span>
              </span>
            </li>
          ))}
        </ul>
        {publicConfig.eventVideoUrl && (
          <section className="space-y-2">
            <h2 className="text-lg font-bold">{t("videoTitle")}</h2>
            <VideoFacade
              src={publicConfig.eventVideoUrl}
              poster={publicConfig.eventVideoPoster}
              title={t("videoTitle")}
              playLabel={t("playVideo")}
              playIcon={<PlayIcon className="size-8 fill-white" aria-hidden="true" />}
            />
          </section>
        )}
        {venues.length > 0 && (
          <section className="space-y-2" data-testid="event-info-venues">
            <h2 className="text-lg font-bold">{t("venuesTitle")}</h2>
            <p className="text-sm text-muted-foreground">{t("venuesText")}</p>
            <Accordion
              className="rounded-2xl border bg-card px-4"
              items={venues.map((v) => ({
                value: v.cityId,
                props: { "data-testid": "event-info-venue", "data-city": v.cityId },
                trigger: (
                  <span>
                    <span className="block">{`${v.city} – ${v.state}`}</span>
                    <span className="block text-xs font-normal text-muted-foreground">{v.name}</span>
                  </span>
                ),
                content: (
                  <>
                    {v.address && <p className="text-muted-foreground">{v.address}</p>}
                    <DirectionsLinksView
                      labels={directionsLabels(maps, v.name)}
                      query={[v.name, v.address, v.city].filter(Boolean).join(", ")}
                      latitude={v.latitude}
                      longitude={v.longitude}
                    />
                  </>
                ),
                className: "space-y-3",
              }))}
            />
          </section>
        )}
        <section className="rounded-2xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950/40">
          <h2 className="mb-1 flex items-center gap-2 font-bold text-amber-900 dark:text-amber-200">
            <ShieldCheckIcon className="size-5" aria-hidden="true" /> {t("ageTitle")}
          </h2>
          <p className="text-sm text-amber-900 dark:text-amber-200">{t("ageText")}</p>
          <p className="text-sm text-amber-900 dark:text-amber-200">{t("guardianText")}</p>
        </section>
        <section>
          <h2 className="mb-2 text-lg font-bold">{t("faqTitle")}</h2>
          <Accordion
            className="rounded-2xl border bg-card px-4"
            items={FAQ.map((n) => ({
              value: n,
              trigger: t(`faq.q${n}`),
              content: t(`faq.a${n}`),
              className: "text-muted-foreground",
            }))}
          />
        </section>
        <div className="flex flex-col gap-3">
          <Button asChild variant="outline" size="lg">
            <a href={publicConfig.officialSiteUrl} target="_blank" rel="noopener noreferrer">
              {t("officialSite")} <ExternalLinkIcon aria-hidden="true" />
            </a>
          </Button>
          <Button asChild size="lg" data-testid="event-info-register">
            <AppLink href="/register/origin">{t("register")}</AppLink>
          </Button>
        </div>
      </div>
    </div>
  );
}
