import "server-only";
import type { Plan, PriceUnit } from "@/lib/server/generated/prisma/client";
import { db } from "@/lib/server/db";
import type { AppLocale } from "@/lib/i18n/config";
import { localizeRow, localizedSelect } from "@/lib/i18n/localized";

export interface PriceView {
  plan: Plan;
  amountCents: number;
  unit: PriceUnit;
  /** The organisers' name and text in the reader's language (Portuguese fallback); null = unwritten. */
  name: string | null;
  description: string | null;
}

const PLAN_FIELDS = ["name", "description"] as const;

/** The one price table: organisers edit it as data, plan names and texts included. */
export async function listPrices(locale: AppLocale): Promise<PriceView[]> {
  const rows = await db.price.findMany({
    select: { plan: true, amountCents: true, unit: true, ...localizedSelect(PLAN_FIELDS) },
    orderBy: { amountCents: "desc" },
  });
  return rows.map((r) => localizeRow(r, PLAN_FIELDS, locale));
}
