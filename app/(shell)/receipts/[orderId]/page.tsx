import { ArrowLeftIcon, CheckCircle2Icon, PrinterIcon } from "@/components/icons/lucide";
import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { PrintButton } from "@/components/payments/print-button";
import { brandLabel, formatPaidAt } from "@/components/payments/receipt-format";
import { formatLongDate, formatMoney } from "@/lib/format";
import type { AppLocale } from "@/lib/i18n/config";
import { requireParticipant } from "@/lib/server/auth/current";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { ownReceipt } from "@/lib/server/services/payments/receipts";
import { orderParamsSchema } from "@/lib/validations/payments";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("payments"))("receiptTitle") };
}

// /receipts/{orderId} — one paid order of the caller (anyone else's, or an unpaid one, is a 404).
export default async function ReceiptPage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  const session = await requireParticipant(`/receipts/${encodeURIComponent(orderId)}`);
  if (!orderParamsSchema.safeParse({ orderId }).success) notFound();
  let receipt;
  try {
    receipt = await ownReceipt(session.id, orderId);
  } catch (e) {
    if (e instanceof AppError) notFound();
    throw e;
  }
  const [t, tr, locale] = await Promise.all([
    getTranslations("payments"),
    getTranslations("registration"),
    getLocale() as Promise<AppLocale>,
  ]);
  const days = receipt.days.length
    ? await db.eventDay.findMany({ where: { id: { in: receipt.days } }, orderBy: { id: "asc" } })
    : [];
  const rows: [string, React.ReactNode, string?][] = [
    [t("receiptPlan"), tr(receipt.plan === "congressista" ? "congressista" : "naoCongressista")],
    [
      t("receiptDays"),
      days.length ? days.map((d) => formatLongDate(d.date, locale)).join(", ") : t("receiptAllDays"),
    ],
    [t("receiptPaidAt"), formatPaidAt(receipt.paidAt, locale), "receipt-paid-at"],
    [
      t("receiptMethod"),
      receipt.method === "CARD"
        ? receipt.cardLast4
          ? t("receiptCard", { brand: brandLabel(receipt.cardBrand), last4: receipt.cardLast4 })
          : tr("card")
        : "PIX",
    ],
    [
      t("receiptProviderRef"),
      <span key="ref" className="font-mono text-xs break-all">
        {receipt.providerRef}
      </span>,
    ],
    [
      t("receiptOrder"),
      <span key="order" className="font-mono text-xs break-all">
        {receipt.orderId}
      </span>,
      "receipt-order",
    ],
  ];
  return (
    <div className="flex flex-col gap-5" data-testid="receipt">
      <AppLink
        href="/receipts"
        className="flex items-center gap-1 text-sm font-medium text-primary print:hidden"
        data-testid="receipt-back"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" /> {t("receiptBack")}
      </AppLink>
      <section className="rounded-2xl border bg-card p-5">
        <div className="flex items-start justify-between gap-3">
          <div>
            <p className="text-sm text-muted-foreground">{t("receiptIssuer")}</p>
            <h1 className="text-2xl font-bold">{t("receiptTitle")}</h1>
          </div>
          <CheckCircle2Icon
            className="size-8 shrink-0 text-green-600 dark:text-green-400"
            aria-hidden="true"
          />
        </div>
        <p className="mt-4 text-sm text-muted-foreground">{t("receiptAmount")}</p>
        <p className="text-3xl font-bold tabular-nums" data-testid="receipt-amount">
          {formatMoney(receipt.amountCents, locale)}
        </p>
        <dl className="mt-4 divide-y border-t text-sm">
          {rows.map(([label, value, testId]) => (
            <div key={label} className="flex justify-between gap-4 py-2.5">
              <dt className="shrink-0 text-muted-foreground">{label}</dt>
              <dd className="text-right font-medium" data-testid={testId}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <PrintButton label={t("receiptPrint")} icon={<PrinterIcon aria-hidden="true" />} />
    </div>
  );
}
