import "server-only";
import { now } from "@/lib/server/clock";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { rawRead } from "@/lib/server/raw-read";
import { sqliteTextParam } from "@/lib/server/sqlite-prepared";
import type { WeatherCondition } from "@/lib/server/generated/prisma/client";
import { TtlCache } from "@/lib/server/ttl-cache";
import type { AppLocale } from "@/lib/i18n/config";
import { hasTranslation, localizeRow, localizedSelect } from "@/lib/i18n/localized";
import { EVENT_CARD_SELECT, eventInLocale } from "@/lib/server/services/schedule/schedule-day";

/**
 * The weather card and the latest news are the same for everyone in a city: cached for
 * HOME_TTL_MS (organisers and the weather job write them in the database directly, so a change
 * shows on every instance within that time; docs/performance.md).
 */
export const HOME_TTL_MS = 30_000;
const WEATHER_SELECT = { name: true, state: true, temperatureC: true, weather: true } as const;
const weatherByCity = new TtlCache<{
  name: string;
  state: string;
  temperatureC: number | null;
  weather: WeatherCondition | null;
} | null>(HOME_TTL_MS, 100);
const newsCache = new TtlCache<Awaited<ReturnType<typeof loadLatestNews>>>(HOME_TTL_MS, 1);

/** Tests: forget the cached weather and news (as a fresh instance would start). */
export function clearHomeCache() {
  weatherByCity.clear();
  newsCache.clear();
}

/** The weather of the person's city by name (null: Recife's, the fallback). */
function homeWeather(cityName: string | null) {
  return weatherByCity.get(cityName ?? "\u0000recife", () =>
    db.city.findFirst({
      where: cityName === null ? { id: "recife" } : { name: cityName },
      select: WEATHER_SELECT,
    }),
  );
}

function loadLatestNews() {
  // Published by the business clock's now: the demo's week-before home shows no news from the congress days.
  return db.newsItem.findMany({
    where: { publishedAt: { lte: now() } },
    orderBy: { publishedAt: "desc" },
    take: 3,
    select: {
      id: true,
      ...localizedSelect(["title", "summary"]),
      category: true,
      publishedAt: true,
      imageUrl: true,
    },
  });
}

const latestNews = () => newsCache.get("latest", loadLatestNews);

interface HomeUserRow {
  fullName: string;
  nickname: string;
  union: string;
  association: string;
  city: string;
  memberCode: string;
  ticketId: string | null;
}

const homeUserSql = (p: string) =>
  `SELECT u."fullName", u."nickname", u."union", u."association", u."city", u."memberCode", t."id" AS "ticketId" FROM "User" u LEFT JOIN "Ticket" t ON t."userId" = u."id" WHERE u."id" = ${p}`;
/** The id cast on SQLite: with a bare `?` the read was planned again on every run (sqliteTextParam). */
export const SQLITE_HOME_USER = homeUserSql(sqliteTextParam());

/** The person's row and their ticket's id, in one statement on the driver (every home render asks). */
async function homeUser(userId: string) {
  const [row] = await rawRead<HomeUserRow>({
    name: "t26-home-user",
    sqlite: { text: SQLITE_HOME_USER, values: [userId] },
    postgres: { text: homeUserSql("$1"), values: [userId] },
  });
  if (!row) throw new AppError(404, "NOT_FOUND");
  const { ticketId, ...user } = row;
  return { ...user, ticket: ticketId === null ? null : { id: ticketId } };
}

/** What both homes show at the top: who, their association, the weather where they are, the news (in the reader's language). */
export async function homeBasics(userId: string, locale: AppLocale) {
  const [user, news] = await Promise.all([homeUser(userId), latestNews()]);
  const city = await homeWeather(user.city);
  const weather = city ?? (await homeWeather(null));
  return {
    user,
    hasTicket: !!user.ticket,
    weather,
    news: news.map((n) => ({
      ...localizeRow(n, ["title", "summary"], locale),
      translated: hasTranslation(n, "title", locale),
    })),
  };
}

const BOARDING_POINT = {
  id: true,
  name: true,
  address: true,
  latitude: true,
  longitude: true,
  departsAt: true,
} as const;

/** The event home: the next enrolments (from the business clock on) and the next bus. */
export async function eventHome(userId: string, locale: AppLocale) {
  const from = now();
  const [enrolments, trip] = await Promise.all([
    db.enrolment.findMany({
      where: { userId, event: { endsAt: { gt: from } } },
      orderBy: { slotStartsAt: "asc" },
      take: 3,
      select: {
        event: {
          select: {
            ...EVENT_CARD_SELECT,
            waitlist: { where: { userId }, select: { id: true } },
          },
        },
      },
    }),
    db.tripBooking.findFirst({
      where: { userId, trip: { departsAt: { gt: from } } },
      orderBy: { trip: { departsAt: "asc" } },
      select: {
        boardingPoint: { select: BOARDING_POINT },
        trip: {
          select: {
            id: true,
            departsAt: true,
            origin: true,
            destination: true,
            boardingLocation: true,
            busId: true,
            points: { select: BOARDING_POINT, orderBy: { departsAt: "asc" }, take: 1 },
          },
        },
      },
    }),
  ]);
  if (!trip) return { events: enrolments.map((e) => eventInLocale(e.event, locale)), trip: null };
  const { points, ...next } = trip.trip;
  // The booked point (where and when the bus picks them up); one deleted by the organisers falls
  // back to the trip's first, as on /transport; a trip without points, to its generic place.
  const point = trip.boardingPoint ??
    points[0] ?? {
      id: "",
      name: next.boardingLocation,
      address: next.boardingLocation,
      latitude: null,
      longitude: null,
      departsAt: next.departsAt,
    };
  return { events: enrolments.map((e) => eventInLocale(e.event, locale)), trip: { ...next, point } };
}
