/**
 * Transport: per staff city and event day, two morning departures from churches or terminals
 * to the main venue and one evening return. Ids t-{city}-d{day}-{nn}, buses BUS-{CODE}-{nn}.
 * Boarding points (ids {tripId}-p{n}, real places, approximate coordinates): the first morning
 * bus stops at its church and then at a square on the way, the second at its terminal, the
 * return leaves from the venue's bus area. Trips and points are reference data (organisers edit
 * them in Prisma Studio; README "Transport").
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
  /** The point's street address and coordinates. */
  address: string;
  latitude: number;
  longitude: number;
}

interface Stop {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
}

/** Two pick-up points per city (neighbourhood churches and terminals). */
const ORIGINS: Record<CityId, [Origin, Origin]> = {
  recife: [
    {
      origin: "Igreja Central de Casa Amarela",
      boardingLocation: "Estacionamento da igreja — Estrada do Arraial, 3100",
      address: "Estrada do Arraial, 3100 — Casa Amarela, Recife - PE",
      latitude: -8.0265,
      longitude: -34.9172,
    },
    {
      origin: "Terminal Integrado de Boa Viagem",
      boardingLocation: "Baia 4, em frente à bilheteria",
      address: "Av. Mal. Mascarenhas de Morais — Boa Viagem, Recife - PE",
      latitude: -8.1195,
      longitude: -34.9035,
    },
  ],
  "joao-pessoa": [
    {
      origin: "Igreja do Bairro dos Estados",
      boardingLocation: "Calçada da Av. Epitácio Pessoa, em frente à igreja",
      address: "Av. Epitácio Pessoa — Bairro dos Estados, João Pessoa - PB",
      latitude: -7.1182,
      longitude: -34.8565,
    },
    {
      origin: "Praça da Independência",
      boardingLocation: "Lado da Av. Getúlio Vargas, junto ao coreto",
      address: "Praça da Independência — Centro, João Pessoa - PB",
      latitude: -7.1228,
      longitude: -34.8718,
    },
  ],
  fortaleza: [
    {
      origin: "Igreja da Aldeota",
      boardingLocation: "Rua Barbosa de Freitas, portão lateral",
      address: "Rua Barbosa de Freitas — Aldeota, Fortaleza - CE",
      latitude: -3.7372,
      longitude: -38.4985,
    },
    {
      origin: "Terminal do Papicu",
      boardingLocation: "Plataforma B, área de fretados",
      address: "Av. Eng. Santana Jr. — Papicu, Fortaleza - CE",
      latitude: -3.7385,
      longitude: -38.4728,
    },
  ],
  salvador: [
    {
      origin: "Igreja da Pituba",
      boardingLocation: "Av. Paulo VI, em frente à igreja",
      address: "Av. Paulo VI — Pituba, Salvador - BA",
      latitude: -12.9995,
      longitude: -38.4565,
    },
    {
      origin: "Estação da Lapa",
      boardingLocation: "Saída da Av. Joana Angélica, ponto de fretados",
      address: "Av. Joana Angélica — Nazaré, Salvador - BA",
      latitude: -12.9835,
      longitude: -38.5165,
    },
  ],
  maceio: [
    {
      origin: "Igreja do Farol",
      boardingLocation: "Av. Fernandes Lima, estacionamento da igreja",
      address: "Av. Fernandes Lima — Farol, Maceió - AL",
      latitude: -9.6505,
      longitude: -35.7255,
    },
    {
      origin: "Praça Multieventos (Pajuçara)",
      boardingLocation: "Lado da orla, próximo ao quiosque 12",
      address: "Av. Dr. Antônio Gouveia — Pajuçara, Maceió - AL",
      latitude: -9.6662,
      longitude: -35.7118,
    },
  ],
  aracaju: [
    {
      origin: "Igreja do Bairro Siqueira Campos",
      boardingLocation: "Rua Bahia, em frente à igreja",
      address: "Rua Bahia — Siqueira Campos, Aracaju - SE",
      latitude: -10.9205,
      longitude: -37.0725,
    },
    {
      origin: "Terminal DIA",
      boardingLocation: "Área de ônibus fretados, portão 2",
      address: "Av. Alexandre Alcino — Distrito Industrial, Aracaju - SE",
      latitude: -10.9565,
      longitude: -37.0795,
    },
  ],
  natal: [
    {
      origin: "Igreja de Lagoa Nova",
      boardingLocation: "Av. Prudente de Morais, estacionamento",
      address: "Av. Prudente de Morais — Lagoa Nova, Natal - RN",
      latitude: -5.8205,
      longitude: -35.2105,
    },
    {
      origin: "Praça Cívica (Petrópolis)",
      boardingLocation: "Calçada da Av. Deodoro, junto ao ponto de táxi",
      address: "Av. Deodoro da Fonseca — Petrópolis, Natal - RN",
      latitude: -5.7855,
      longitude: -35.1995,
    },
  ],
  teresina: [
    {
      origin: "Igreja do Bairro de Fátima",
      boardingLocation: "Av. Jóquei Clube, em frente à igreja",
      address: "Av. Jóquei Clube — Fátima, Teresina - PI",
      latitude: -5.0672,
      longitude: -42.7892,
    },
    {
      origin: "Terminal da Av. Frei Serafim",
      boardingLocation: "Ponto de fretados, lado do canteiro central",
      address: "Av. Frei Serafim — Centro, Teresina - PI",
      latitude: -5.0892,
      longitude: -42.8062,
    },
  ],
  "sao-luis": [
    {
      origin: "Igreja do Renascença",
      boardingLocation: "Av. Colares Moreira, estacionamento da igreja",
      address: "Av. Colares Moreira — Renascença, São Luís - MA",
      latitude: -2.5005,
      longitude: -44.2905,
    },
    {
      origin: "Praça Deodoro",
      boardingLocation: "Lado da Rua da Paz, em frente à biblioteca",
      address: "Praça Deodoro — Centro, São Luís - MA",
      latitude: -2.5332,
      longitude: -44.3012,
    },
  ],
  "rio-branco": [
    {
      origin: "Igreja do Bosque",
      boardingLocation: "Av. Getúlio Vargas, em frente à igreja",
      address: "Av. Getúlio Vargas — Bosque, Rio Branco - AC",
      latitude: -9.9665,
      longitude: -67.8205,
    },
    {
      origin: "Terminal Urbano",
      boardingLocation: "Plataforma de fretados",
      address: "Rua Rui Barbosa — Centro, Rio Branco - AC",
      latitude: -9.9752,
      longitude: -67.8102,
    },
  ],
};

/** The first morning bus's second stop, on its way to the venue. */
const SECOND_STOPS: Record<CityId, Stop> = {
  recife: {
    name: "Praça do Derby",
    address: "Praça do Derby, lado da Av. Agamenon Magalhães — Derby, Recife - PE",
    latitude: -8.0572,
    longitude: -34.8988,
  },
  "joao-pessoa": {
    name: "Busto de Tamandaré",
    address: "Av. Almirante Tamandaré — Tambaú, João Pessoa - PB",
    latitude: -7.1152,
    longitude: -34.8228,
  },
  fortaleza: {
    name: "Praça do Ferreira",
    address: "Rua Floriano Peixoto — Centro, Fortaleza - CE",
    latitude: -3.7275,
    longitude: -38.5272,
  },
  salvador: {
    name: "Shopping da Bahia (ponto de ônibus)",
    address: "Av. Tancredo Neves — Caminho das Árvores, Salvador - BA",
    latitude: -12.9782,
    longitude: -38.4622,
  },
  maceio: {
    name: "Praça Centenário",
    address: "Av. Fernandes Lima — Farol, Maceió - AL",
    latitude: -9.6448,
    longitude: -35.7325,
  },
  aracaju: {
    name: "Praça Fausto Cardoso",
    address: "Praça Fausto Cardoso — Centro, Aracaju - SE",
    latitude: -10.9112,
    longitude: -37.0502,
  },
  natal: {
    name: "Midway Mall (Av. Bernardo Vieira)",
    address: "Av. Bernardo Vieira — Tirol, Natal - RN",
    latitude: -5.8112,
    longitude: -35.2062,
  },
  teresina: {
    name: "Praça da Bandeira",
    address: "Praça Mal. Deodoro — Centro, Teresina - PI",
    latitude: -5.0852,
    longitude: -42.8172,
  },
  "sao-luis": {
    name: "Lagoa da Jansen",
    address: "Av. Ana Jansen — Ponta d'Areia, São Luís - MA",
    latitude: -2.4975,
    longitude: -44.2962,
  },
  "rio-branco": {
    name: "Via Verde Shopping",
    address: "Rod. AC-40 — Vila Ivonete, Rio Branco - AC",
    latitude: -9.9642,
    longitude: -67.8702,
  },
};

const VENUE_BUS_AREA = "Saída principal do local do evento — área de ônibus";

export type PointRow = WithId<Prisma.BoardingPointCreateManyInput> & { tripId: string; departsAt: Date };

export interface TripSpec {
  row: WithId<Prisma.TripCreateManyInput> & {
    cityId: CityId;
    departsAt: Date;
    capacity: number;
    direction: "OUTBOUND" | "RETURN";
  };
  day: DayNumber;
  /** In time order; the first one's time is the trip's departure. */
  points: PointRow[];
  /** Filler bookings wanted (named bookings come on top, within capacity). */
  fillerBookings: number;
}

export const TRIP_CAPACITY = 46;

export function tripId(cityId: CityId, day: DayNumber, nn: number): string {
  return `t-${cityId}-d${day}-${String(nn).padStart(2, "0")}`;
}

/** One booking per person per event day and direction (TripBooking.slot). */
export function tripSlot(date: string, direction: "OUTBOUND" | "RETURN"): string {
  return `${date}:${direction}`;
}

let cache: TripSpec[] | undefined;

export function buildTrips(): TripSpec[] {
  if (cache) return cache;
  const out: TripSpec[] = [];
  for (const cityId of STAFF_CITY_IDS) {
    const info = city(cityId);
    const main = VENUES[cityId].main;
    const [a, b] = ORIGINS[cityId];
    const stop = SECOND_STOPS[cityId];
    const at = (o: Origin): Stop => ({
      name: o.origin,
      address: o.address,
      latitude: o.latitude,
      longitude: o.longitude,
    });
    for (const day of DAY_NUMBERS) {
      const date = dayDate(day);
      const back = day === 1 ? "22:15" : "21:45";
      const legs: {
        departs: string;
        origin: string;
        destination: string;
        boardingLocation: string;
        direction: "OUTBOUND" | "RETURN";
        stops: [string, Stop][];
      }[] = [
        {
          departs: "06:15",
          origin: a.origin,
          destination: main.name,
          boardingLocation: a.boardingLocation,
          direction: "OUTBOUND",
          stops: [
            ["06:15", at(a)],
            ["06:40", stop],
          ],
        },
        {
          departs: "06:45",
          origin: b.origin,
          destination: main.name,
          boardingLocation: b.boardingLocation,
          direction: "OUTBOUND",
          stops: [["06:45", at(b)]],
        },
        {
          departs: back,
          origin: main.name,
          destination: a.origin,
          boardingLocation: VENUE_BUS_AREA,
          direction: "RETURN",
          stops: [
            [
              back,
              {
                name: VENUE_BUS_AREA,
                address: main.address,
                latitude: main.latitude,
                longitude: main.longitude,
              },
            ],
          ],
        },
      ];
      legs.forEach((leg, i) => {
        const nn = i + 1;
        const id = tripId(cityId, day, nn);
        const rng = createRng(hash32(`trip:${id}`));
        out.push({
          day,
          fillerBookings: rng.int(18, 40),
          points: leg.stops.map(([time, p], k) => ({
            id: `${id}-p${k + 1}`,
            tripId: id,
            ...p,
            departsAt: recife(date, time),
          })),
          row: {
            id,
            cityId,
            departsAt: recife(date, leg.departs),
            origin: leg.origin,
            destination: leg.destination,
            boardingLocation: leg.boardingLocation,
            busId: `BUS-${info.code}-${String(nn).padStart(2, "0")}`,
            capacity: TRIP_CAPACITY,
            direction: leg.direction,
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

export type BookingRow = WithId<Prisma.TripBookingCreateManyInput> & {
  slot: string;
  boardingPointId: string;
};

function tripSpec(id: string): TripSpec {
  const spec = buildTrips().find((t) => t.row.id === id);
  if (!spec) throw new Error(`seed: unknown trip ${id}`);
  return spec;
}

/** The booking's slot and a boarding point of its trip (the n-th, cycling). */
function placed(id: string, n: number) {
  const spec = tripSpec(id);
  return {
    slot: tripSlot(dayDate(spec.day), spec.row.direction),
    boardingPointId: cyclic(spec.points, n).id,
  };
}

export function tripBookingRows(): BookingRow[] {
  const rows: BookingRow[] = [];
  const named = new Map<string, number>();
  for (const [key, trips] of Object.entries(TRIP_BOOKINGS)) {
    for (const tid of trips) {
      rows.push({
        id: `seed-book-${tid}-${key}`,
        tripId: tid,
        userId: userId(key),
        createdAt: recife("2026-10-20", "20:00"),
        ...placed(tid, 0),
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
            createdAt: recife(`2026-10-${String(rng.int(10, 24)).padStart(2, "0")}`, "12:00"),
            ...placed(t.row.id, k),
          });
        }
        cursor = (cursor + want) % pool.length;
      });
    }
  }
  return rows;
}

export async function seedTrips(db: Db, stats: WriteStats): Promise<void> {
  const specs = buildTrips();
  await syncRows(
    stats,
    specs.map((t) => t.row),
    "id",
    {
      findExisting: (ids) => db.trip.findMany({ where: { id: { in: ids } } }),
      createMany: (data) => db.trip.createMany({ data }),
      update: (id, data) => db.trip.update({ where: { id }, data }),
    },
  );
  await syncRows(
    stats,
    specs.flatMap((t) => t.points),
    "id",
    {
      findExisting: (ids) => db.boardingPoint.findMany({ where: { id: { in: ids } } }),
      createMany: (data) => db.boardingPoint.createMany({ data }),
      update: (id, data) => db.boardingPoint.update({ where: { id }, data }),
    },
  );
}

export async function seedTripBookings(db: Db, stats: WriteStats): Promise<void> {
  const rows = tripBookingRows();
  // Seats left per trip as the database has them (bookings made in the app count too).
  const left = new Map(
    (
      await db.trip.findMany({ select: { id: true, capacity: true, _count: { select: { bookings: true } } } })
    ).map((t) => [t.id, t.capacity - t._count.bookings]),
  );
  await insertMissing(stats, rows, {
    findExistingIds: (ids) => db.tripBooking.findMany({ where: { id: { in: ids } }, select: { id: true } }),
    createMany: (data) => db.tripBooking.createMany({ data }),
    uniqueKeys: (r) => [`${r.tripId}|${r.userId}`, `${r.userId}|${r.slot}`],
    existingKeys: async (candidates) =>
      (
        await db.tripBooking.findMany({
          where: { userId: { in: [...new Set(candidates.map((c) => c.userId))] } },
          select: { tripId: true, userId: true, slot: true },
        })
      ).flatMap((b) => [`${b.tripId}|${b.userId}`, ...(b.slot ? [`${b.userId}|${b.slot}`] : [])]),
    accept: (r) => {
      const seats = left.get(r.tripId) ?? 0;
      if (seats <= 0) return false;
      left.set(r.tripId, seats - 1);
      return true;
    },
  });
  await placeOldBookings(db, stats);
  await recountTripBookings(db, stats);
}

/**
 * Bookings from before boarding points and slots existed (a database seeded by an older
 * version) get the seed's point and slot, where the slot is still free for that person.
 */
async function placeOldBookings(db: Db, stats: WriteStats): Promise<void> {
  const wanted = new Map(tripBookingRows().map((r) => [r.id, r]));
  const old = await db.tripBooking.findMany({
    where: { OR: [{ slot: null }, { boardingPointId: null }] },
    select: { id: true, userId: true, slot: true, boardingPointId: true },
  });
  for (const b of old) {
    const seed = wanted.get(b.id);
    if (!seed) continue;
    const clash =
      !b.slot &&
      (await db.tripBooking.findFirst({
        where: { userId: b.userId, slot: seed.slot },
        select: { id: true },
      }));
    const data = {
      slot: b.slot ?? (clash ? null : seed.slot),
      boardingPointId: b.boardingPointId ?? seed.boardingPointId,
    };
    if (data.slot === b.slot && data.boardingPointId === b.boardingPointId) continue;
    await db.tripBooking.update({ where: { id: b.id }, data });
    stats.updated++;
  }
}

/** Sets Trip.bookedCount to the number of TripBooking rows wherever they differ. */
export async function recountTripBookings(db: Db, stats: WriteStats): Promise<void> {
  const trips = await db.trip.findMany({
    select: { id: true, bookedCount: true, _count: { select: { bookings: true } } },
  });
  for (const t of trips) {
    if (t.bookedCount === t._count.bookings) continue;
    await db.trip.update({ where: { id: t.id }, data: { bookedCount: t._count.bookings } });
    stats.updated++;
  }
}
