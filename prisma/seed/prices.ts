/**
 * The price table (centavos, one table) and the four event days
 * (EventDay.date = local midnight in Recife, i.e. 03:00Z).
 */
import type { Prisma } from "../../lib/server/generated/prisma/client";
import { DAY_NUMBERS, dayDate, recife, type Db, type WriteStats, syncRows } from "./util";

export const PRICES = {
  congressista: { id: "price-congressista", amountCents: 49_900, unit: "TICKET" },
  nao_congressista: { id: "price-nao-congressista", amountCents: 19_900, unit: "DAY" },
} as const;

/** What an order costs (used for the sample orders so they match the price table). */
export function orderAmountCents(plan: "congressista" | "nao_congressista", days: number[]): number {
  return plan === "congressista"
    ? PRICES.congressista.amountCents
    : PRICES.nao_congressista.amountCents * days.length;
}

/** The plans' names and texts as /plans shows them, in pt, en and es (docs/content-languages.md). */
export const PLAN_TEXTS = {
  congressista: {
    name: "Congressista",
    nameEn: "Congress member",
    nameEs: "Congresista",
    description: "Acesso a todos os quatro dias do congresso.",
    descriptionEn: "Access to all four days of the congress.",
    descriptionEs: "Acceso a los cuatro días del congreso.",
  },
  nao_congressista: {
    name: "Não Congressista",
    nameEn: "Day visitor",
    nameEs: "No congresista",
    description: "Escolha os dias em que vai participar.",
    descriptionEn: "Choose the days you will attend.",
    descriptionEs: "Elige los días en que vas a participar.",
  },
} as const;

const PRICE_UPDATED_AT = recife("2026-03-01", "09:00");

export function priceRows(): Prisma.PriceCreateManyInput[] {
  return (Object.keys(PRICES) as (keyof typeof PRICES)[]).map((plan) => ({
    id: PRICES[plan].id,
    plan,
    amountCents: PRICES[plan].amountCents,
    unit: PRICES[plan].unit,
    currency: "BRL",
    ...PLAN_TEXTS[plan],
    updatedAt: PRICE_UPDATED_AT,
  }));
}

export function eventDayRows(): Prisma.EventDayCreateManyInput[] {
  return DAY_NUMBERS.map((day) => ({ id: day, date: recife(dayDate(day)), ticketable: true }));
}

export async function seedPrices(db: Db, stats: WriteStats): Promise<void> {
  // Matched on plan (the unique column) so a price row created by hand is updated, not duplicated.
  // id and updatedAt are only written on create: the row's own @updatedAt tracks later edits.
  await syncRows(
    stats,
    priceRows().map(({ id: _id, updatedAt: _u, ...row }) => row),
    "plan",
    {
      findExisting: (plans) => db.price.findMany({ where: { plan: { in: plans } } }),
      createMany: (data) =>
        db.price.createMany({
          data: data.map((row) => ({ ...row, id: PRICES[row.plan].id, updatedAt: PRICE_UPDATED_AT })),
        }),
      update: (plan, data) => db.price.update({ where: { plan }, data }),
    },
  );
  await syncRows(stats, eventDayRows(), "id", {
    findExisting: (ids) => db.eventDay.findMany({ where: { id: { in: ids } } }),
    createMany: (data) => db.eventDay.createMany({ data }),
    update: (id, data) => db.eventDay.update({ where: { id }, data }),
  });
}
