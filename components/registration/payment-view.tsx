"use client";

import { CheckCircle2Icon } from "@/components/icons/svg/circle-check";
import { CreditCardIcon } from "@/components/icons/svg/credit-card";
import { Loader2Icon } from "@/components/icons/svg/loader-circle";
import { QrCodeIcon } from "@/components/icons/svg/qr-code";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { lazyOverlay } from "@/components/ui/lazy-load";
import { EMPTY_CARD, usePayment } from "@/hooks/use-payment";
import type { PaymentClientConfig } from "@/lib/server/services/payments/provider";
import { PaymentTerms } from "./payment-terms";
import { PixChargePanel } from "./pix-charge-panel";

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
}: {
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
      <div>
        <p className="text-sm text-muted-foreground">{t("step", { step: 5, total: 5 })}</p>
        <Progress value={100} className="mt-1 h-2" aria-label={t("step", { step: 5, total: 5 })} />
      </div>
      <div className="rounded-2xl bg-muted p-4" data-testid="payment-summary">
        <p className="font-semibold">{planLabel}</p>
        {daysLabel && <p className="text-sm text-muted-foreground first-letter:uppercase">{daysLabel}</p>}
        <p className="mt-1 text-2xl font-bold" data-testid="payment-amount">
          {amount}
        </p>
      </div>

      <Tabs defaultValue="pix">
        <TabsList className="w-full">
          <TabsTrigger value="pix" className="flex-1" data-testid="tab-pix">
            <QrCodeIcon aria-hidden="true" /> PIX
          </TabsTrigger>
          <TabsTrigger
            value="card"
            className="flex-1"
            data-testid="tab-card"
            onPointerDown={LazyCardForm.preload}
            onMouseEnter={LazyCardForm.preload}
            onFocus={LazyCardForm.preload}
          >
            <CreditCardIcon aria-hidden="true" /> {t("card")}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="pix" className="space-y-4">
          {!charge ? (
            <>
              {termsBox}
              <Button
                size="lg"
                className="w-full"
                disabled={!rules || !images || processing}
                onClick={() => payPix()}
                data-testid="pix-pay"
              >
                {t("payPix")}
              </Button>
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
        </TabsContent>
        <TabsContent value="card" className="space-y-3">
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
        </TabsContent>
      </Tabs>

      {(processing || paid) && (
        <div
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-background/90 backdrop-blur"
          role="status"
          aria-live="assertive"
          data-testid="payment-overlay"
          data-state={paid ? "paid" : "processing"}
        >
          {paid ? (
            <CheckCircle2Icon className="size-16 text-green-600 dark:text-green-400" aria-hidden="true" />
          ) : (
            <Loader2Icon
              className="size-12 animate-spin text-violet-700 dark:text-violet-300"
              aria-hidden="true"
            />
          )}
          <p className="text-lg font-semibold">{paid ? t("paid") : t("processing")}</p>
        </div>
      )}
    </div>
  );
}
