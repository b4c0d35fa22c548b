import "server-only";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";

export interface Receipt {
  orderId: string;
  plan: "congressista" | "nao_congressista";
  days: number[];
  amountCents: number;
  method: "PIX" | "CARD";
  provider: string;
  providerRef: string;
  cardBrand: string | null;
  cardLast4: string | null;
  paidAt: Date;
}

const select = {
  id: true,
  plan: true,
  days: true,
  paidAt: true,
  payment: {
    select: {
      method: true,
      amountCents: true,
      provider: true,
      providerRef: true,
      cardBrand: true,
      cardLast4: true,
      createdAt: true,
    },
  },
} as const;

type Row = {
  id: string;
  plan: Receipt["plan"];
  days: string;
  paidAt: Date | null;
  payment: {
    method: Receipt["method"];
    amountCents: number;
    provider: string;
    providerRef: string;
    cardBrand: string | null;
    cardLast4: string | null;
    createdAt: Date;
  } | null;
};

function toReceipt(o: Row & { payment: NonNullable<Row["payment"]> }): Receipt {
  return {
    orderId: o.id,
    plan: o.plan,
    days: o.days ? o.days.split(",").map(Number) : [],
    amountCents: o.payment.amountCents,
    method: o.payment.method,
    provider: o.payment.provider,
    providerRef: o.payment.providerRef,
    cardBrand: o.payment.cardBrand,
    cardLast4: o.payment.cardLast4,
    paidAt: o.paidAt ?? o.payment.createdAt,
  };
}

/** The caller's paid orders, newest first (a receipt is what was actually charged). */
export async function listReceipts(userId: string): Promise<Receipt[]> {
  const rows = await db.order.findMany({
    where: { userId, status: "PAID", payment: { isNot: null } },
    orderBy: { paidAt: "desc" },
    select,
  });
  return rows.flatMap((o) => (o.payment ? [toReceipt({ ...o, payment: o.payment })] : []));
}

/** One paid order of the caller; anyone else's (or an unpaid one) is a 404. */
export async function ownReceipt(userId: string, orderId: string): Promise<Receipt> {
  const o = await db.order.findFirst({ where: { id: orderId, userId, status: "PAID" }, select });
  if (!o?.payment) throw new AppError(404, "RECEIPT_NOT_FOUND");
  return toReceipt({ ...o, payment: o.payment });
}
