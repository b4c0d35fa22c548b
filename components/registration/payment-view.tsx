"use client";

import { useTranslations } from "next-intl";
import { type ReactNode, useState } from "react";
import { TabsBase, TabsContentBase, TabsListBase, TabsTriggerBase } from "@/components/ui/tabs-base";
import { lazyOverlay } from "@/components/ui/lazy-load";
import { EMPTY_CARD, usePayment } from "@/hooks/use-payment";
import type { PaymentClientConfig } from "@/lib/server/services/payments/provider";
import { PaymentTerms } from "./payment-terms";
import { PixChargePanel } from "./pix-charge-panel";

/**
 * What the server page draws for the view (./payment-looks.tsx): the step with its bar, the icons,
 * and Tabs' and the PIX button's classes merged (no Progress, icon modules or Tabs' merging in the
 * browser).
 */
export interface PaymentLooks {
  step: ReactNode;
  tabs: { root: string; list: string; trigger: string; pix: string; card: string };
  /** Button lg, "w-full". */
  payPix: string;
  icons: { pix: ReactNode; card: ReactNode; paid: ReactNode; processing: ReactNode };
}

/** Step 5: the order's summary, then PIX or card; the overlay while paying and once paid. */
// The card tab's form loads when the tab is first chosen (preloaded on pointer down, hover or focus
// of its trigger); until then, and while offline (tried again every 2 s), a placeholder of its size.
const LazyCardForm = lazyOverlay(() => import("./card-form").then((m) => m.CardForm));
const retryLater = (retry: () => void) => {
  const timer = setTimeout(retry, 2000);
  return () => clearTimeout(timer);
};

export function PaymentView({
  orderId: initialOrderId,
  planLabel,
  daysLabel,
  amount,
  payment,
  looks,
}: {
  looks: PaymentLooks;
  orderId: string;
  planLabel: string;
  daysLabel: string;
  amount: string;
  payment: PaymentClientConfig;
}) {
  const t = useTranslations("registration");
  const tp = useTranslations("payments");
  const real = payment.provider === "mercadopago";
  const {
    terms,
    setRules,
    setImages,
    charge,
    left,
    paid,
    processing,
    payPix,
    confirmPix,
    payCard,
    fieldErrors,
    cardError,
    cardPending,
  } = usePayment(initialOrderId, real);
  const { rules, images } = terms;
  const [card, setCard] = useState(EMPTY_CARD);
  const termsBox = <PaymentTerms rules={rules} images={images} onRules={setRules} onImages={setImages} />;

  return (
    <div className="mx-auto max-w-md space-y-5 px-5 py-6">
      {looks.step}
      <div className="rounded-2xl bg-muted p-4" data-testid="payment-summary">
        <p className="font-semibold">{planLabel}</p>
        {daysLabel && <p className="text-sm text-muted-foreground first-letter:uppercase">{daysLabel}</p>}
        <p className="mt-1 text-2xl font-bold" data-testid="payment-amount">
          {amount}
        </p>
      </div>

      <TabsBase defaultValue="pix" className={looks.tabs.root}>
        <TabsListBase className={looks.tabs.list}>
          <TabsTriggerBase value="pix" className={looks.tabs.trigger} data-testid="tab-pix">
            {looks.icons.pix} PIX
          </TabsTriggerBase>
          <TabsTriggerBase
            value="card"
            className={looks.tabs.trigger}
            data-testid="tab-card"
            onPointerDown={LazyCardForm.preload}
            onMouseEnter={LazyCardForm.preload}
            onFocus={LazyCardForm.preload}
          >
            {looks.icons.card} {t("card")}
          </TabsTriggerBase>
        </TabsListBase>
        <TabsContentBase value="pix" className={looks.tabs.pix}>
          {!charge ? (
            <>
              {termsBox}
              <button
                data-slot="button"
                data-variant="default"
                data-size="lg"
                className={looks.payPix}
                disabled={!rules || !images || processing}
                onClick={() => payPix()}
                data-testid="pix-pay"
              >
                {t("payPix")}
              </button>
            </>
          ) : (
            <PixChargePanel
              charge={charge}
              left={left}
              real={real}
              busy={processing}
              onRenew={() => void payPix()}
              onConfirm={() => void confirmPix()}
            />
          )}
        </TabsContentBase>
        <TabsContentBase value="card" className={looks.tabs.card}>
          {cardPending ? (
            <p
              className="rounded-xl bg-amber-50 p-3 text-sm text-amber-800 dark:bg-amber-950/40 dark:text-amber-200"
              role="status"
              data-testid="card-pending"
            >
              {tp("cardPending")}
            </p>
          ) : (
            <LazyCardForm
              active
              fallback={<div className="h-96 animate-pulse rounded-xl bg-muted" aria-hidden="true" />}
              onLoadError={retryLater}
              mercadoPago={
                real && payment.publicKey && payment.scriptUrl
                  ? { publicKey: payment.publicKey, scriptUrl: payment.scriptUrl }
                  : null
              }
              busy={processing}
              canSubmit={rules && images}
              terms={termsBox}
              error={cardError}
              fieldErrors={fieldErrors}
              card={card}
              onChange={setCard}
              onPay={(card) => void payCard(card)}
              onToken={async (token) => void (await payCard(token))}
            />
          )}
        </TabsContentBase>
      </TabsBase>

      {(processing || paid) && (
        <div
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-background/90 backdrop-blur"
          role="status"
          aria-live="assertive"
          data-testid="payment-overlay"
          data-state={paid ? "paid" : "processing"}
        >
          {paid ? looks.icons.paid : looks.icons.processing}
          <p className="text-lg font-semibold">{paid ? t("paid") : t("processing")}</p>
        </div>
      )}
    </div>
  );
}
