import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { EntryHeader } from "@/components/entry/entry-header";
import { paymentLooks } from "@/components/registration/payment-looks";
import { PaymentView } from "@/components/registration/payment-view";
import { formatLongDate, formatMoney } from "@/lib/format";
import { requireParticipant } from "@/lib/server/auth/current";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { ownOrder } from "@/lib/server/services/payments/orders";
import { paymentClientConfig } from "@/lib/server/services/payments/provider";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("payment") };
}

// /payment?order=… (step 5 of 5) — PIX (terms, charge, QR, countdown) or card, for the caller's order.
export default async function PaymentPage({ searchParams }: { searchParams: Promise<{ order?: string }> }) {
  const { order: orderId } = await searchParams;
  const session = await requireParticipant(
    `/payment${orderId ? `?order=${encodeURIComponent(orderId)}` : ""}`,
  );
  if (!orderId || !/^[a-z0-9]{10,40}$/.test(orderId)) redirect("/register/plan");
  let order;
  try {
    order = await ownOrder(session.id, orderId);
  } catch (e) {
    if (e instanceof AppError) notFound();
    throw e;
  }
  if (order.status === "PAID") redirect(`/success?order=${order.id}`);
  if (order.status !== "PENDING") redirect("/register/plan");
  const locale = await getLocale();
  const t = await getTranslations("registration");
  const days = order.days
    ? await db.eventDay.findMany({
        where: { id: { in: order.days.split(",").map(Number) } },
        orderBy: { id: "asc" },
      })
    : [];
  return (
    <div className="min-h-dvh">
      <EntryHeader title={t("paymentTitle")} backHref="/register/plan" />
      <PaymentView
        orderId={order.id}
        planLabel={t(order.plan === "congressista" ? "congressista" : "naoCongressista")}
        daysLabel={days.map((d) => formatLongDate(d.date, locale)).join(" · ")}
        amount={formatMoney(order.amountCents, locale)}
        payment={paymentClientConfig()}
        looks={paymentLooks(t("step", { step: 5, total: 5 }))}
      />
    </div>
  );
}
