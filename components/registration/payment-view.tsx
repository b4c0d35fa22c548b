"use client";

import { CheckCircle2Icon, CopyIcon, CreditCardIcon, Loader2Icon, QrCodeIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { type CardFields, usePayment } from "@/hooks/use-payment";
import type { PaymentClientConfig } from "@/lib/server/services/payments/provider";
import { cardBrand, digits } from "@/lib/payments/card";
import { maskCpf } from "@/lib/registration/personal";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { MercadoPagoCardForm } from "./mercadopago-card-form";
import { CARD_NAME } from "@/lib/validations/payments";

const mask = {
  card: (v: string) =>
    digits(v)
      .slice(0, 19)
      .replace(/(\d{4})(?=\d)/g, "$1 "),
  expiry: (v: string) =>
    digits(v)
      .slice(0, 4)
      .replace(/^(\d{2})(\d)/, "$1/$2"),
  cvv: (v: string) => digits(v).slice(0, 4),
  cpf: maskCpf,
  cep: (v: string) =>
    digits(v)
      .slice(0, 8)
      .replace(/^(\d{5})(\d)/, "$1-$2"),
};

function Terms({
  rules,
  images,
  onRules,
  onImages,
}: {
  rules: boolean;
  images: boolean;
  onRules: (v: boolean) => void;
  onImages: (v: boolean) => void;
}) {
  const t = useTranslations("registration");
  return (
    <div className="space-y-3 rounded-2xl border bg-card p-4">
      <label className="flex items-start gap-3 text-sm">
        <Checkbox
          checked={rules}
          onCheckedChange={(v) => onRules(!!v)}
          data-testid="terms-rules"
          className="mt-0.5"
        />
        <span>
          {t.rich("acceptRules", {
            link: (c) => (
              <Link href="/terms" className="text-violet-700 underline">
                {c}
              </Link>
            ),
          })}
        </span>
      </label>
      <label className="flex items-start gap-3 text-sm">
        <Checkbox
          checked={images}
          onCheckedChange={(v) => onImages(!!v)}
          data-testid="terms-images"
          className="mt-0.5"
        />
        <span>{t("acceptImages")}</span>
      </label>
    </div>
  );
}

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
  const [card, setCard] = useState<CardFields>({
    number: "",
    name: "",
    expiry: "",
    cvv: "",
    cpf: "",
    cep: "",
  });

  const brand = cardBrand(card.number);
  const mmss = `${String(Math.floor(left / 60)).padStart(2, "0")}:${String(left % 60).padStart(2, "0")}`;
  const field = (
    name: keyof typeof card,
    label: string,
    format: (v: string) => string,
    extra: React.ComponentProps<typeof Input> = {},
  ) => (
    <div className="space-y-1">
      <Label htmlFor={`card-${name}`}>{label}</Label>
      <Input
        id={`card-${name}`}
        value={card[name]}
        onChange={(e) => setCard((c) => ({ ...c, [name]: format(e.target.value) }))}
        aria-invalid={!!fieldErrors[name]}
        data-testid={`card-${name}`}
        {...extra}
      />
      {fieldErrors[name] && <p className="text-xs text-red-600">{fieldErrors[name][0]}</p>}
    </div>
  );

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
          <TabsTrigger value="card" className="flex-1" data-testid="tab-card">
            <CreditCardIcon aria-hidden="true" /> {t("card")}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="pix" className="space-y-4">
          {!charge ? (
            <>
              <Terms rules={rules} images={images} onRules={setRules} onImages={setImages} />
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
            <div className="space-y-3 text-center" data-testid="pix-charge">
              {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL QR code, nothing for next/image to optimise */}
              <img
                src={charge.qr}
                alt={t("pixQrAlt")}
                className="mx-auto size-56 rounded-xl border bg-white p-2"
              />
              <p
                className={cn(
                  "text-2xl font-bold tabular-nums",
                  left > 60 ? "text-green-600" : "text-amber-600",
                )}
                data-testid="pix-countdown"
              >
                {mmss}
              </p>
              {real && left > 0 && (
                <p
                  className="flex items-center justify-center gap-2 text-sm text-muted-foreground"
                  role="status"
                >
                  <Loader2Icon className="size-4 animate-spin" aria-hidden="true" /> {tp("waitingPix")}
                </p>
              )}
              <div className="flex gap-2">
                <Input
                  readOnly
                  value={charge.payload}
                  aria-label={t("pixCode")}
                  className="font-mono text-xs"
                  data-testid="pix-payload"
                />
                <Button
                  type="button"
                  variant="outline"
                  onClick={() =>
                    navigator.clipboard?.writeText(charge.payload).then(
                      () => toast.success(t("copied")),
                      () => undefined,
                    )
                  }
                  data-testid="pix-copy"
                >
                  <CopyIcon aria-hidden="true" /> {t("copy")}
                </Button>
              </div>
              {left === 0 ? (
                <Button className="w-full" onClick={() => payPix()} data-testid="pix-renew">
                  {t("renewPix")}
                </Button>
              ) : (
                <Button
                  size="lg"
                  className="w-full"
                  onClick={() => confirmPix()}
                  disabled={processing}
                  data-testid="pix-confirm"
                >
                  {t("pixDone")}
                </Button>
              )}
            </div>
          )}
        </TabsContent>
        <TabsContent value="card" className="space-y-3">
          {cardPending ? (
            <p
              className="rounded-xl bg-amber-50 p-3 text-sm text-amber-800"
              role="status"
              data-testid="card-pending"
            >
              {tp("cardPending")}
            </p>
          ) : real && payment.publicKey && payment.scriptUrl ? (
            <MercadoPagoCardForm
              publicKey={payment.publicKey}
              scriptUrl={payment.scriptUrl}
              busy={processing}
              canSubmit={rules && images}
              terms={<Terms rules={rules} images={images} onRules={setRules} onImages={setImages} />}
              error={cardError}
              onToken={async (token) => void (await payCard(token))}
            />
          ) : (
            <>
              <div className="relative">
                {field("number", t("cardNumber"), mask.card, {
                  inputMode: "numeric",
                  autoComplete: "cc-number",
                  placeholder: "0000 0000 0000 0000",
                })}
                {brand && (
                  <Badge className="absolute top-7 right-2" data-testid="card-brand">
                    {brand === "visa" ? "Visa" : "Mastercard"}
                  </Badge>
                )}
              </div>
              {field("name", t("cardName"), (v) => v.slice(0, CARD_NAME.max), { autoComplete: "cc-name" })}
              <div className="grid grid-cols-2 gap-3">
                {field("expiry", t("cardExpiry"), mask.expiry, {
                  inputMode: "numeric",
                  autoComplete: "cc-exp",
                  placeholder: "MM/AA",
                })}
                {field("cvv", "CVV", mask.cvv, { inputMode: "numeric", autoComplete: "cc-csc" })}
              </div>
              <div className="grid grid-cols-2 gap-3">
                {field("cpf", "CPF", mask.cpf, { inputMode: "numeric" })}
                {field("cep", "CEP", mask.cep, { inputMode: "numeric", autoComplete: "postal-code" })}
              </div>
              <Terms rules={rules} images={images} onRules={setRules} onImages={setImages} />
              {cardError && (
                <p
                  className="rounded-xl bg-red-50 p-3 text-sm text-red-700"
                  role="alert"
                  data-testid="card-error"
                >
                  {cardError}
                </p>
              )}
              <Button
                size="lg"
                className="w-full"
                disabled={!rules || !images || processing}
                onClick={() => payCard(card)}
                data-testid="card-pay"
              >
                {t("finishPayment")}
              </Button>
            </>
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
            <CheckCircle2Icon className="size-16 text-green-600" aria-hidden="true" />
          ) : (
            <Loader2Icon className="size-12 animate-spin text-violet-700" aria-hidden="true" />
          )}
          <p className="text-lg font-semibold">{paid ? t("paid") : t("processing")}</p>
        </div>
      )}
    </div>
  );
}
