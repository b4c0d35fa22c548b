import { ChevronRightIcon, ReceiptTextIcon } from "@/components/icons/lucide";
import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { getLocale, getTranslations } from "next-intl/server";
import { formatPaidAt } from "@/components/payments/receipt-format";
import { Button } from "@/components/ui/button";
import { formatMoney } from "@/lib/format";
import type { AppLocale } from "@/lib/i18n/config";
import { requireParticipant } from "@/lib/server/auth/current";
import { listReceipts } from "@/lib/server/services/payments/receipts";
import { PageHeader } from "@/components/shell/page-header";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("payments"))("receiptsTitle") };
}

// /receipts — the caller's paid orders, newest first; each opens its receipt.
export default async function ReceiptsPage() {
  const session = await requireParticipant("/receipts");
  const [t, tr, locale] = await Promise.all([
    getTranslations("payments"),
    getTranslations("registration"),
    getLocale() as Promise<AppLocale>,
  ]);
  const receipts = await listReceipts(session.id);
  return (
    <div className="flex flex-col gap-5">
      <PageHeader title={t("receiptsTitle")} />
      {receipts.length === 0 ? (
        <section
          className="flex flex-col items-center gap-3 rounded-2xl border bg-card p-6 text-center"
          data-testid="receipts-empty"
        >
          <ReceiptTextIcon className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="text-muted-foreground">{t("receiptsEmpty")}</p>
          <Button asChild>
            <AppLink href="/plans">{t("receiptsEmptyCta")}</AppLink>
          </Button>
        </section>
      ) : (
        <ul className="divide-y overflow-hidden rounded-2xl border bg-card" data-testid="receipts-list">
          {receipts.map((r) => (
            <li key={r.orderId}>
              <AppLink
                href={`/receipts/${r.orderId}`}
                className="flex items-center gap-3 px-4 py-3.5 hover:bg-muted"
                data-testid="receipt-item"
              >
                <ReceiptTextIcon className="size-5 text-primary" aria-hidden="true" />
                <span className="min-w-0 flex-1">
                  <span className="sr-only">{t("receiptView")}: </span>
                  <span className="block font-medium">
                    {tr(r.plan === "congressista" ? "congressista" : "naoCongressista")}
                  </span>
                  <span className="block text-sm text-muted-foreground">
                    {formatPaidAt(r.paidAt, locale)}
                  </span>
                </span>
                <span className="font-semibold tabular-nums">{formatMoney(r.amountCents, locale)}</span>
                <ChevronRightIcon className="size-4 text-muted-foreground" aria-hidden="true" />
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
