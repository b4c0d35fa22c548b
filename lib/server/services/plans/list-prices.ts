import "server-only";
import type { Plan, PriceUnit } from "@/lib/server/generated/prisma/client";
import { db } from "@/lib/server/db";

export interface PriceView {
  plan: Plan;
  amountCents: number;
  unit: PriceUnit;
}

/** The one price table: organisers edit it as data. */
export async function listPrices(): Promise<PriceView[]> {
  return db.price.findMany({
    select: { plan: true, amountCents: true, unit: true },
    orderBy: { amountCents: "desc" },
  });
}
