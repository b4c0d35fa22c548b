/**
 * Transport: per staff city and event day, two morning departures from churches or terminals
 * to the main venue and one evening return. Ids t-{city}-d{day}-{nn}, buses BUS-{CODE}-{nn}.
 * Fillers of each city hold bookings so the staff lists show realistic totals; the main
 * participant (and her dependents) are booked on some Recife trips, and she has boarded the
 * first one (a CheckIn by the staff account, plus the matching ScanRecord).
 */
import type { Prisma } from "../../lib/server/generated/prisma/client";
import { type CityId, STAFF_CITY_IDS, city } from "./cities";
import { fillersOf, userId } from "./people";
import {
  DAY_NUMBERS,
  type DayNumber,
  type Db,
  type WithId,
  type WriteStats,
  cyclic,
  createRng,
  dayDate,
  hash32,
  insertMissing,
  recife,
  syncRows,
} from "./util";
import { VENUES } from "./venues";

interface Origin {
  origin: string;
  boardingLocation: string;
}

/** Two pick-up points per city (neighbourhood churches and terminals). */
const ORIGINS: Record<CityId, [Origin, Origin]> = {
  recife: [
    {
      origin: "Igreja Central de Casa Amarela",
      boardingLocation: "Estacionamento da igreja — Estrada do Arraial, 3100",
    },
    { origin: "Terminal Integrado de Boa Viagem", boardingLocation: "Baia 4, em frente à bilheteria" },
  ],
  "joao-pessoa": [
    {
      origin: "Igreja do Bairro dos Estados",
      boardingLocation: "Calçada da Av. Epitácio Pessoa, em frente à igreja",
    },
    { origin: "Praça da Independência", boardingLocation: "Lado da Av. Getúlio Vargas, junto ao coreto" },
  ],
  fortaleza: [
    { origin: "Igreja da Aldeota", boardingLocation: "Rua Barbosa de Freitas, portão lateral" },
    { origin: "Terminal do Papicu", boardingLocation: "Plataforma B, área de fretados" },
  ],
  salvador: [
    { origin: "Igreja da Pituba", boardingLocation: "Av. Paulo VI, em frente à igreja" },
    { origin: "Estação da Lapa", boardingLocation: "Saída da Av. Joana Angélica, ponto de fretados" },
  ],
  maceio: [
    { origin: "Igreja do Farol", boardingLocation: "Av. Fernandes Lima, estacionamento da igreja" },
    { origin: "Praça Multieventos (Pajuçara)", boardingLocation: "Lado da orla, próximo ao quiosque 12" },
  ],
  aracaju: [
    { origin: "Igreja do Bairro Siqueira Campos", boardingLocation: "Rua Bahia, em frente à igreja" },
    { origin: "Terminal DIA", boardingLocation: "Área de ônibus fretados, portão 2" },
  ],
  natal: [
    { origin: "Igreja de Lagoa Nova", boardingLocation: "Av. Prudente de Morais, estacionamento" },
    {
      origin: "Praça Cívica (Petrópolis)",
      boardingLocation: "Calçada da Av. Deodoro, junto ao ponto de táxi",
    },
  ],
  teresina: [
    { origin: "Igreja do Bairro de Fátima", boardingLocation: "Av. Jóquei Clube, em frente à igreja" },
    {
      origin: "Terminal da Av. Frei Serafim",
      boardingLocation: "Ponto de fretados, lado do canteiro central",
    },
  ],
  "sao-luis": [
    { origin: "Igreja do Renascença", boardingLocation: "Av. Colares Moreira, estacionamento da igreja" },
    { origin: "Praça Deodoro", boardingLocation: "Lado da Rua da Paz, em frente à biblioteca" },
  ],
  "rio-branco": [
    { origin: "Igreja do Bosque", boardingLocation: "Av. Getúlio Vargas, em frente à igreja" },
    { origin: "Terminal Urbano", boardingLocation: "Plataforma de fretados" },
  ],
};

export interface TripSpec {
  row: WithId<Prisma.TripCreateManyInput> & { cityId: CityId; departsAt: Date; capacity: number };
  day: DayNumber;
  /** Filler bookings wanted (named bookings come on top, within capacity). */
  fillerBookings: number;
}

export const TRIP_CAPACITY = 46;

export function tripId(cityId: CityId, day: DayNumber, nn: number): string {
  return `t-${cityId}-d${day}-${String(nn).padStart(2, "0")}`;
}

let cache: TripSpec[] | undefined;

export function buildTrips(): TripSpec[] {
  if (cache) return cache;
  const out: TripSpec[] = [];
  for (const cityId of STAFF_CITY_IDS) {
    const info = city(cityId);
    const venue = VENUES[cityId].main.name;
    const [a, b] = ORIGINS[cityId];
    for (const day of DAY_NUMBERS) {
      const date = dayDate(day);
      const legs: { departs: string; origin: string; destination: string; boardingLocation: string }[] = [
        { departs: "06:15", origin: a.origin, destination: venue, boardingLocation: a.boardingLocation },
        { departs: "06:45", origin: b.origin, destination: venue, boardingLocation: b.boardingLocation },
        {
          departs: day === 1 ? "22:15" : "21:45",
          origin: venue,
          destination: a.origin,
          boardingLocation: "Saída principal do local do evento — área de ônibus",
        },
      ];
      legs.forEach((leg, i) => {
        const nn = i + 1;
        const id = tripId(cityId, day, nn);
        const rng = createRng(hash32(`trip:${id}`));
        out.push({
          day,
          fillerBookings: rng.int(18, 40),
          row: {
            id,
            cityId,
            departsAt: recife(date, leg.departs),
            origin: leg.origin,
            destination: leg.destination,
            boardingLocation: leg.boardingLocation,
            busId: `BUS-${info.code}-${String(nn).padStart(2, "0")}`,
            capacity: TRIP_CAPACITY,
          },
        });
      });
    }
  }
  cache = out;
  return out;
}

/** Named bookings (user key → trip ids). */
export const TRIP_BOOKINGS: Record<string, string[]> = {
  maria: ["t-recife-d1-01", "t-recife-d1-03", "t-recife-d2-01", "t-recife-d2-03", "t-recife-d4-01"],
  "ana-clara": ["t-recife-d1-01", "t-recife-d1-03"],
  miguel: ["t-recife-d1-01", "t-recife-d1-03"],
  lucas: ["t-recife-d1-02", "t-recife-d2-02"],
  "ana-beatriz": ["t-joao-pessoa-d1-01"],
  rafael: ["t-fortaleza-d1-02"],
};

/** The main participant boarded this trip (spec: "Embarque realizado" with time). */
export const BOARDED_TRIP = { tripId: "t-recife-d1-01", at: recife("2026-11-01", "06:09") } as const;

export function tripBookingRows(): WithId<Prisma.TripBookingCreateManyInput>[] {
  const rows: WithId<Prisma.TripBookingCreateManyInput>[] = [];
  const named = new Map<string, number>();
  for (const [key, trips] of Object.entries(TRIP_BOOKINGS)) {
    for (const tid of trips) {
      rows.push({
        id: `seed-book-${tid}-${key}`,
        tripId: tid,
        userId: userId(key),
        createdAt: recife("2026-10-20", "20:00"),
      });
      named.set(tid, (named.get(tid) ?? 0) + 1);
    }
  }
  for (const cityId of STAFF_CITY_IDS) {
    const pool = fillersOf(cityId);
    for (const day of DAY_NUMBERS) {
      const trips = buildTrips().filter((t) => t.row.cityId === cityId && t.day === day);
      // Morning trips take disjoint fillers; the return trip takes people from both.
      let cursor = hash32(`book:${cityId}:${day}`) % pool.length;
      trips.forEach((t, i) => {
        const want = Math.min(
          t.fillerBookings,
          Math.floor(pool.length / 2),
          TRIP_CAPACITY - (named.get(t.row.id) ?? 0),
        );
        if (i === 2) cursor = (cursor + pool.length - want) % pool.length;
        for (let k = 0; k < want; k++) {
          const f = cyclic(pool, cursor + k);
          const id = `seed-book-${t.row.id}-${f.id.slice("seed-user-".length)}`;
          const rng = createRng(hash32(id));
          rows.push({
            id,
            tripId: t.row.id,
            userId: f.id,
            createdAt: recife(`2026-10-${String(rng.int(10, 30)).padStart(2, "0")}`, "12:00"),
          });
        }
        cursor = (cursor + want) % pool.length;
      });
    }
  }
  return rows;
}

export async function seedTrips(db: Db, stats: WriteStats): Promise<void> {
  await syncRows(
    stats,
    buildTrips().map((t) => t.row),
    "id",
    {
      findExisting: (ids) => db.trip.findMany({ where: { id: { in: ids } } }),
      createMany: (data) => db.trip.createMany({ data }),
      update: (id, data) => db.trip.update({ where: { id }, data }),
    },
  );
}

export async function seedTripBookings(db: Db, stats: WriteStats): Promise<void> {
  const rows = tripBookingRows();
  await insertMissing(stats, rows, {
    findExistingIds: (ids) => db.tripBooking.findMany({ where: { id: { in: ids } }, select: { id: true } }),
    createMany: (data) => db.tripBooking.createMany({ data }),
    uniqueKeys: (r) => [`${r.tripId}|${r.userId}`],
    existingKeys: async (candidates) =>
      (
        await db.tripBooking.findMany({
          where: { tripId: { in: [...new Set(candidates.map((c) => c.tripId))] } },
          select: { tripId: true, userId: true },
        })
      ).map((b) => `${b.tripId}|${b.userId}`),
  });
}
