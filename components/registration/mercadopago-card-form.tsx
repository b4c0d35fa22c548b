"use client";

import { Loader2Icon } from "@/components/icons/svg/loader-circle";
import { LockIcon } from "@/components/icons/svg/lock";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cpfValid, digits } from "@/lib/payments/card";
import { MP_LOCALES, loadMercadoPago, type MpField, type MpInstance } from "@/lib/payments/mercadopago-js";
import { cn } from "@/lib/utils";
import { maskCpf } from "@/lib/masks";
import { CARD_NAME } from "@/lib/validations/limits";

export interface CardToken {
  token: string;
  paymentMethodId: string;
  issuerId?: string;
  cpf: string;
}

export interface MercadoPagoCardFormProps {
  publicKey: string;
  scriptUrl: string;
  busy: boolean;
  canSubmit: boolean;
  terms: ReactNode;
  error: string | null;
  onToken: (token: CardToken) => Promise<void>;
}

const FIELD_BOX =
  "h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50 md:text-sm";

/**
 * The card step with Mercado Pago: number, expiry and CVV are Mercado Pago's secure fields, so
 * they never enter this page's code or our server; the page sends the token, the brand and the
 * cardholder's CPF.
 */
export function MercadoPagoCardForm({
  publicKey,
  scriptUrl,
  busy,
  canSubmit,
  terms,
  error,
  onToken,
}: MercadoPagoCardFormProps) {
  const t = useTranslations("registration");
  const tp = useTranslations("payments");
  const locale = useLocale() as keyof typeof MP_LOCALES;
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const [name, setName] = useState("");
  const [cpf, setCpf] = useState("");
  const [localError, setLocalError] = useState<string | null>(null);
  const mp = useRef<MpInstance | null>(null);
  const method = useRef<{ id: string; issuerId?: string } | null>(null);

  useEffect(() => {
    let cancelled = false;
    const mounted: MpField[] = [];
    loadMercadoPago(scriptUrl)
      .then((MercadoPago) => {
        if (cancelled) return;
        const instance = new MercadoPago(publicKey, { locale: MP_LOCALES[locale] ?? "pt-BR" });
        mp.current = instance;
        const number = instance.fields
          .create("cardNumber", { placeholder: "0000 0000 0000 0000" })
          .mount("mp-card-number");
        number.on("binChange", ({ bin }) => {
          method.current = null;
          if (!bin) return;
          instance.getPaymentMethods({ bin }).then(
            ({ results }) => {
              const first = results[0];
              if (first) method.current = { id: first.id, issuerId: first.issuer?.id?.toString() };
            },
            () => undefined,
          );
        });
        mounted.push(
          number,
          instance.fields.create("expirationDate", { placeholder: "MM/AA" }).mount("mp-card-expiry"),
          instance.fields.create("securityCode", { placeholder: "CVV" }).mount("mp-card-cvv"),
        );
        setState("ready");
      })
      .catch(() => !cancelled && setState("failed"));
    return () => {
      cancelled = true;
      for (const f of mounted) f.unmount();
    };
  }, [scriptUrl, publicKey, locale]);

  async function submit() {
    setLocalError(null);
    const instance = mp.current;
    if (!instance || name.trim().length < 3 || !cpfValid(cpf) || !method.current) {
      setLocalError(tp("cardIncomplete"));
      return;
    }
    let token: string;
    try {
      token = (
        await instance.fields.createCardToken({
          cardholderName: name.trim(),
          identificationType: "CPF",
          identificationNumber: digits(cpf),
        })
      ).id;
    } catch {
      setLocalError(tp("cardIncomplete"));
      return;
    }
    await onToken({
      token,
      paymentMethodId: method.current.id,
      issuerId: method.current.issuerId,
      cpf: digits(cpf),
    });
  }

  const shown = localError ?? error;
  return (
    <div className="space-y-3" data-testid="mp-card-form" data-state={state}>
      {state === "failed" ? (
        <p
          className="rounded-xl bg-red-50 p-3 text-sm text-red-700 dark:bg-red-950/40 dark:text-red-300"
          role="alert"
        >
          {tp("cardLoadFailed")}
        </p>
      ) : (
        state === "loading" && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Loader2Icon className="size-4 animate-spin" aria-hidden="true" /> {tp("cardLoading")}
          </p>
        )
      )}
      <div className={cn("space-y-3", state !== "ready" && "hidden")}>
        <div className="space-y-1">
          <Label htmlFor="mp-card-number">{t("cardNumber")}</Label>
          <div id="mp-card-number" className={FIELD_BOX} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="card-name">{t("cardName")}</Label>
          <Input
            id="card-name"
            value={name}
            onChange={(e) => setName(e.target.value.slice(0, CARD_NAME.max))}
            autoComplete="cc-name"
            data-testid="card-name"
          />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div className="space-y-1">
            <Label htmlFor="mp-card-expiry">{t("cardExpiry")}</Label>
            <div id="mp-card-expiry" className={FIELD_BOX} />
          </div>
          <div className="space-y-1">
            <Label htmlFor="mp-card-cvv">CVV</Label>
            <div id="mp-card-cvv" className={FIELD_BOX} />
          </div>
        </div>
        <div className="space-y-1">
          <Label htmlFor="card-cpf">CPF</Label>
          <Input
            id="card-cpf"
            value={cpf}
            onChange={(e) => setCpf(maskCpf(e.target.value))}
            inputMode="numeric"
            data-testid="card-cpf"
          />
        </div>
        <p className="flex items-start gap-2 text-xs text-muted-foreground">
          <LockIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" /> {tp("securedBy")}
        </p>
      </div>
      {terms}
      {shown && (
        <p
          className="rounded-xl bg-red-50 p-3 text-sm text-red-700 dark:bg-red-950/40 dark:text-red-300"
          role="alert"
          data-testid="card-error"
        >
          {shown}
        </p>
      )}
      <Button
        size="lg"
        className="w-full"
        disabled={!canSubmit || busy || state !== "ready"}
        onClick={submit}
        data-testid="card-pay"
      >
        {t("finishPayment")}
      </Button>
    </div>
  );
}
