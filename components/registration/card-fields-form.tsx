"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { CardFields } from "@/hooks/use-payment";
import { cardBrand, digits } from "@/lib/payments/card";
import { maskCpf } from "@/lib/registration/personal";
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

export const EMPTY_CARD: CardFields = { number: "", name: "", expiry: "", cvv: "", cpf: "", cep: "" };

/** The card typed into the page (the simulated provider; a real one uses MercadoPagoCardForm). The parent
 * keeps the values, so they survive a switch to the PIX tab and back. */
export function CardFieldsForm({
  card,
  onChange,
  busy,
  canSubmit,
  terms,
  error,
  fieldErrors,
  onPay,
}: {
  card: CardFields;
  onChange: (next: (card: CardFields) => CardFields) => void;
  busy: boolean;
  canSubmit: boolean;
  terms: React.ReactNode;
  error: string | null;
  fieldErrors: Record<string, string[]>;
  onPay: (card: CardFields) => void;
}) {
  const t = useTranslations("registration");
  const brand = cardBrand(card.number);
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
        onChange={(e) => onChange((c) => ({ ...c, [name]: format(e.target.value) }))}
        aria-invalid={!!fieldErrors[name]}
        data-testid={`card-${name}`}
        {...extra}
      />
      {fieldErrors[name] && <p className="text-xs text-red-600 dark:text-red-400">{fieldErrors[name][0]}</p>}
    </div>
  );

  return (
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
      {terms}
      {error && (
        <p
          className="rounded-xl bg-red-50 p-3 text-sm text-red-700 dark:bg-red-950/40 dark:text-red-300"
          role="alert"
          data-testid="card-error"
        >
          {error}
        </p>
      )}
      <Button
        size="lg"
        className="w-full"
        disabled={!canSubmit || busy}
        onClick={() => onPay(card)}
        data-testid="card-pay"
      >
        {t("finishPayment")}
      </Button>
    </>
  );
}
