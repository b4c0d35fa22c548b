import { db } from "@/lib/server/db";
import { seedDatabase } from "@/prisma/seed/index";
import { VENUES } from "@/prisma/seed/venues";
import { mainVenues } from "./venues";

beforeAll(async () => {
  await seedDatabase(db);
}, 120_000);

test("one main venue per city with events, in the cities' order, with its coordinates", async () => {
  const venues = await mainVenues();
  const cities = await db.city.findMany({
    where: { events: { some: {} } },
    orderBy: { position: "asc" },
    select: { id: true },
  });
  expect(venues.map((v) => v.cityId)).toEqual(cities.map((c) => c.id));
  const recife = venues.find((v) => v.cityId === "recife")!;
  expect(recife).toMatchObject({
    city: "Recife",
    name: VENUES.recife.main.name,
    address: VENUES.recife.main.address,
    latitude: VENUES.recife.main.latitude,
    longitude: VENUES.recife.main.longitude,
  });
});

test("a venue moved by the organisers is followed", async () => {
  await db.event.updateMany({
    where: { cityId: "recife", location: VENUES.recife.main.name },
    data: { location: "Arena Nova", address: "Rua Nova, 1", latitude: -8.1, longitude: -34.9 },
  });
  const recife = (await mainVenues()).find((v) => v.cityId === "recife")!;
  expect(recife).toMatchObject({ name: "Arena Nova", address: "Rua Nova, 1", latitude: -8.1 });
});
