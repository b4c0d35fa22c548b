// The homes' news follow the business clock: a week before the congress (the demo's APP_NOW) no
// news from the congress days; during it, they are there.
import { db } from "@/lib/server/db";
import { MAIN_PARTICIPANT, seedDatabase } from "@/prisma/seed/index";
import { clearHomeCache, eventHome, HOME_TTL_MS, homeBasics } from "./home";

const DEMO_NOW = "2026-10-25T12:00:00-03:00";

beforeAll(async () => {
  await seedDatabase(db);
}, 120_000);

afterEach(() => {
  delete process.env.APP_NOW;
  // APP_NOW is read once per process in production: a new clock is a new instance, with no cache.
  clearHomeCache();
  jest.restoreAllMocks();
});

test("a week before the congress the home lists the newest news up to now, none from the days", async () => {
  process.env.APP_NOW = DEMO_NOW;
  const { news } = await homeBasics(MAIN_PARTICIPANT.id, "pt");
  expect(news).toHaveLength(3);
  for (const n of news) expect(n.publishedAt.getTime()).toBeLessThanOrEqual(new Date(DEMO_NOW).getTime());
  const newest = await db.newsItem.findMany({
    where: { publishedAt: { lte: new Date(DEMO_NOW) } },
    orderBy: { publishedAt: "desc" },
    take: 3,
    select: { id: true },
  });
  expect(news.map((n) => n.id)).toEqual(newest.map((n) => n.id));
  expect(news.map((n) => n.id)).not.toContain("caravana-solidaria");
});

test("on the congress's third day evening the news from the days is on the home", async () => {
  process.env.APP_NOW = "2026-11-03T18:00:00-03:00";
  const { news } = await homeBasics(MAIN_PARTICIPANT.id, "pt");
  expect(news.map((n) => n.id).slice(0, 2)).toEqual(["caravana-solidaria", "alerta-chuva-recife"]);
});

test("the event home's next bus is the participant's booked boarding point, with its time and place", async () => {
  process.env.APP_NOW = DEMO_NOW;
  // Maria's first bus stops at two points; she boards at the second (06:40), not where it starts.
  const booking = await db.tripBooking.findFirstOrThrow({
    where: { userId: MAIN_PARTICIPANT.id, tripId: "t-recife-d1-01" },
  });
  const second = await db.boardingPoint.findUniqueOrThrow({ where: { id: "t-recife-d1-01-p2" } });
  await db.tripBooking.update({ where: { id: booking.id }, data: { boardingPointId: second.id } });
  try {
    const { trip } = await eventHome(MAIN_PARTICIPANT.id, "pt");
    expect(trip).toMatchObject({
      id: "t-recife-d1-01",
      point: {
        id: second.id,
        name: second.name,
        address: second.address,
        latitude: second.latitude,
        longitude: second.longitude,
        departsAt: second.departsAt,
      },
    });
    expect(trip!.point.name).not.toBe(trip!.boardingLocation);
    expect(trip!.point.departsAt.getTime()).toBeGreaterThan(trip!.departsAt.getTime());
  } finally {
    await db.tripBooking.update({
      where: { id: booking.id },
      data: { boardingPointId: booking.boardingPointId },
    });
  }
});

test("the weather and the news are cached for HOME_TTL_MS: an edit in the database shows after it", async () => {
  process.env.APP_NOW = DEMO_NOW;
  const before = await homeBasics(MAIN_PARTICIPANT.id, "pt");
  const city = await db.city.findFirstOrThrow({ where: { name: before.weather!.name } });
  await db.city.update({ where: { id: city.id }, data: { temperatureC: (city.temperatureC ?? 0) + 7 } });
  const newest = before.news[0]!;
  await db.newsItem.update({ where: { id: newest.id }, data: { title: "Editado no Studio" } });
  const cached = await homeBasics(MAIN_PARTICIPANT.id, "pt");
  expect(cached.weather).toEqual(before.weather);
  expect(cached.news[0]!.title).toBe(newest.title);
  const base = Date.now();
  jest.spyOn(Date, "now").mockReturnValue(base + HOME_TTL_MS + 1);
  const fresh = await homeBasics(MAIN_PARTICIPANT.id, "pt");
  expect(fresh.weather!.temperatureC).toBe((city.temperatureC ?? 0) + 7);
  expect(fresh.news[0]!.title).toBe("Editado no Studio");
});
