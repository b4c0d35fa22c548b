import { CloudIcon, CloudRainIcon, MapPinIcon, SunIcon } from "@/components/icons/lucide";
import { AppLink } from "@/components/ui/app-link";
import { getLocale, getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { formatDayShortMonth } from "@/lib/format";
import { InPortugueseBadge } from "@/components/i18n/in-portuguese-badge";

export interface HomeHeaderProps {
  name: string;
  union: string;
  association: string;
  weather: {
    name: string;
    state: string;
    temperatureC: number | null;
    weather: "sunny" | "cloudy" | "rainy" | null;
  } | null;
}

const ICON = { sunny: SunIcon, cloudy: CloudIcon, rainy: CloudRainIcon } as const;

/** Greeting with association badges, and the weather card (from the database, per city). */
export async function HomeHeader({ name, union, association, weather }: HomeHeaderProps) {
  const t = await getTranslations("home");
  const Icon = ICON[weather?.weather ?? "sunny"];
  return (
    <>
      <section>
        <h1 className="text-2xl font-bold" data-testid="home-greeting">
          {t("greeting", { name })}
        </h1>
        <p className="text-muted-foreground">{t("welcomeBack")}</p>
        <div className="mt-2 flex flex-wrap gap-1.5">
          <Badge variant="secondary">{union}</Badge>
          <Badge variant="outline">{association}</Badge>
        </div>
      </section>
      {weather && (
        <section
          className="flex items-center gap-4 rounded-3xl bg-gradient-to-br from-sky-500 to-indigo-600 p-5 text-white shadow"
          data-testid="home-weather"
        >
          <Icon className="size-12 shrink-0" aria-hidden="true" />
          <div>
            <p className="text-3xl font-bold">{weather.temperatureC ?? "–"}°C</p>
            <p className="text-sm text-white/85">{t(`weather.${weather.weather ?? "sunny"}`)}</p>
            <p className="flex items-center gap-1 text-xs text-white/75">
              <MapPinIcon className="size-3" aria-hidden="true" />
              {weather.name}, {weather.state}
            </p>
          </div>
        </section>
      )}
    </>
  );
}

export interface HomeNewsProps {
  /** translated false: shown in Portuguese with the "In Portuguese" badge. */
  news: { id: string; title: string; summary: string; publishedAt: Date; translated: boolean }[];
}

export async function HomeNews({ news }: HomeNewsProps) {
  const t = await getTranslations("home");
  const locale = await getLocale();
  return (
    <section aria-labelledby="home-news">
      <div className="mb-2 flex items-center justify-between">
        <h2 id="home-news" className="text-lg font-semibold">
          {t("latestNews")}
        </h2>
        <AppLink href="/news" className="text-sm text-violet-700 hover:underline dark:text-violet-300">
          {t("seeAllNews")}
        </AppLink>
      </div>
      <ul className="space-y-2">
        {news.map((n) => (
          <li key={n.id}>
            <AppLink
              href={`/news/${n.id}`}
              className="block rounded-2xl border bg-card p-4 hover:bg-muted"
              data-testid="home-news-item"
            >
              <p className="text-xs text-muted-foreground">{formatDayShortMonth(n.publishedAt, locale)}</p>
              {!n.translated && <InPortugueseBadge className="my-1" />}
              <p className="font-medium" lang={n.translated ? undefined : "pt"}>
                {n.title}
              </p>
              <p
                className="line-clamp-2 text-sm text-muted-foreground"
                lang={n.translated ? undefined : "pt"}
              >
                {n.summary}
              </p>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
