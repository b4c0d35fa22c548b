/**
 * Cities of the multisite congress. The nine staff cities follow the check-in tool's order
 * (spec 000 §2); Rio Branco only appears in the schedule builder. Coordinates are the
 * approximate city centres, used as the base for venue coordinates.
 *
 * Note: Rio Branco (AC) is UTC-5 in real life; the schema has no per-city time zone, so its
 * sample events are stored on the congress clock (America/Recife) like every other city.
 */
import type { Prisma } from "../../lib/server/generated/prisma/client";
import { recife, type Db, type WriteStats, syncRows } from "./util";

export type CityId =
  | "recife"
  | "joao-pessoa"
  | "fortaleza"
  | "salvador"
  | "maceio"
  | "aracaju"
  | "natal"
  | "teresina"
  | "sao-luis"
  | "rio-branco";

export interface CityInfo {
  id: CityId;
  name: string;
  state: string;
  /** Telephone area code (DDD), used for sample phone numbers. */
  ddd: string;
  /** Three-letter code used in bus identifiers (airport codes). */
  code: string;
  latitude: number;
  longitude: number;
  hasSchedule: boolean;
  hasStaff: boolean;
  hasRewards: boolean;
  temperatureC: number;
  weather: "sunny" | "cloudy" | "rainy";
}

export const CITIES: CityInfo[] = [
  {
    id: "recife",
    name: "Recife",
    state: "PE",
    ddd: "81",
    code: "REC",
    latitude: -8.0476,
    longitude: -34.877,
    hasSchedule: true,
    hasStaff: true,
    hasRewards: true,
    temperatureC: 29,
    weather: "sunny",
  },
  {
    id: "joao-pessoa",
    name: "João Pessoa",
    state: "PB",
    ddd: "83",
    code: "JPA",
    latitude: -7.1195,
    longitude: -34.845,
    hasSchedule: true,
    hasStaff: true,
    hasRewards: true,
    temperatureC: 28,
    weather: "cloudy",
  },
  {
    id: "fortaleza",
    name: "Fortaleza",
    state: "CE",
    ddd: "85",
    code: "FOR",
    latitude: -3.7319,
    longitude: -38.5267,
    hasSchedule: true,
    hasStaff: true,
    hasRewards: true,
    temperatureC: 30,
    weather: "sunny",
  },
  {
    id: "salvador",
    name: "Salvador",
    state: "BA",
    ddd: "71",
    code: "SSA",
    latitude: -12.9777,
    longitude: -38.5016,
    hasSchedule: false,
    hasStaff: true,
    hasRewards: false,
    temperatureC: 27,
    weather: "rainy",
  },
  {
    id: "maceio",
    name: "Maceió",
    state: "AL",
    ddd: "82",
    code: "MCZ",
    latitude: -9.6658,
    longitude: -35.7353,
    hasSchedule: false,
    hasStaff: true,
    hasRewards: false,
    temperatureC: 28,
    weather: "sunny",
  },
  {
    id: "aracaju",
    name: "Aracaju",
    state: "SE",
    ddd: "79",
    code: "AJU",
    latitude: -10.9472,
    longitude: -37.0731,
    hasSchedule: false,
    hasStaff: true,
    hasRewards: false,
    temperatureC: 28,
    weather: "cloudy",
  },
  {
    id: "natal",
    name: "Natal",
    state: "RN",
    ddd: "84",
    code: "NAT",
    latitude: -5.7945,
    longitude: -35.211,
    hasSchedule: false,
    hasStaff: true,
    hasRewards: false,
    temperatureC: 29,
    weather: "sunny",
  },
  {
    id: "teresina",
    name: "Teresina",
    state: "PI",
    ddd: "86",
    code: "THE",
    latitude: -5.092,
    longitude: -42.8038,
    hasSchedule: true,
    hasStaff: true,
    hasRewards: false,
    temperatureC: 35,
    weather: "sunny",
  },
  {
    id: "sao-luis",
    name: "São Luís",
    state: "MA",
    ddd: "98",
    code: "SLZ",
    latitude: -2.5307,
    longitude: -44.3068,
    hasSchedule: false,
    hasStaff: true,
    hasRewards: false,
    temperatureC: 31,
    weather: "cloudy",
  },
  {
    id: "rio-branco",
    name: "Rio Branco",
    state: "AC",
    ddd: "68",
    code: "RBR",
    latitude: -9.9747,
    longitude: -67.81,
    hasSchedule: true,
    hasStaff: false,
    hasRewards: false,
    temperatureC: 32,
    weather: "rainy",
  },
];

export const STAFF_CITY_IDS = CITIES.filter((c) => c.hasStaff).map((c) => c.id);
export const SCHEDULE_CITY_IDS = CITIES.filter((c) => c.hasSchedule).map((c) => c.id);
export const REWARD_CITY_IDS = CITIES.filter((c) => c.hasRewards).map((c) => c.id);

export function city(id: CityId): CityInfo {
  const found = CITIES.find((c) => c.id === id);
  if (!found) throw new Error(`Unknown city ${id}`);
  return found;
}

/** When the sample weather was "observed". */
export const WEATHER_UPDATED_AT = recife("2026-10-25", "09:00");

export function cityRows(): Prisma.CityCreateManyInput[] {
  return CITIES.map((c, index) => ({
    id: c.id,
    name: c.name,
    state: c.state,
    position: index + 1,
    hasSchedule: c.hasSchedule,
    hasStaff: c.hasStaff,
    hasRewards: c.hasRewards,
    temperatureC: c.temperatureC,
    weather: c.weather,
    weatherUpdatedAt: WEATHER_UPDATED_AT,
  }));
}

export async function seedCities(db: Db, stats: WriteStats): Promise<void> {
  await syncRows(stats, cityRows(), "id", {
    findExisting: (ids) => db.city.findMany({ where: { id: { in: ids } } }),
    createMany: (data) => db.city.createMany({ data }),
    update: (id, data) => db.city.update({ where: { id }, data }),
  });
}
