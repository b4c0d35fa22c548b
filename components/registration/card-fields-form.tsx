"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { showServerErrors, useFieldErrorText } from "@/hooks/use-form-errors";
import type { CardFields } from "@/hooks/use-payment";
import { requestResolver } from "@/lib/forms/request-resolver";
import { maskCardNumber, maskCep, maskCpf, maskCvv, maskExpiry } from "@/lib/masks";
import { cardBrand } from "@/lib/payments/card";
import { CARD_NAME } from "@/lib/validations/limits";

/**
 * The card typed into the page (the simulated provider; a real one uses MercadoPagoCardForm), on
 * react-hook-form with the card route's own schema: errors on blur and on submit, focus on the
 * first invalid field, the server's field errors back under their fields. The parent keeps the
 * values, so they survive a switch to the PIX tab and back. The terms are checked apart (above
 * the button), so the schema sees them accepted here.
 */
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
  const errorText = useFieldErrorText();
  const form = useForm<CardFields>({
    mode: "onTouched",
    defaultValues: card,
    resolver: requestResolver<CardFields>(
      () => import("@/lib/validations/payments").then((m) => m.cardRequestSchema),
      (values) => ({
        ...values,
        acceptRules: true,
        acceptImageRights: true,
      }),
    ),
  });
  const { errors } = form.formState;
  const number = useWatch({ control: form.control, name: "number" });
  const brand = cardBrand(number);

  // The parent keeps every keystroke (the PIX tab unmounts this form).
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => onChange((c) => ({ ...c, ...values })),
      }),
    [form, onChange],
  );
  // What the server said about each field, under it.
  useEffect(() => {
    showServerErrors(form, fieldErrors);
  }, [form, fieldErrors]);

  const field = (
    name: keyof CardFields,
    label: string,
    format: (v: string) => string,
    extra: React.ComponentProps<typeof Input> = {},
  ) => {
    const { onChange: change, ...registered } = form.register(name);
    const message = errorText(errors[name]?.message);
    return (
      <div className="space-y-1">
        <Label htmlFor={`card-${name}`}>{label}</Label>
        <Input
          id={`card-${name}`}
          {...registered}
          onChange={(e) => {
            e.target.value = format(e.target.value);
            return change(e);
          }}
          aria-invalid={!!message}
          aria-describedby={message ? `card-${name}-error` : undefined}
          data-testid={`card-${name}`}
          {...extra}
        />
        {message && (
          <p
            id={`card-${name}-error`}
            role="alert"
            className="text-xs font-medium text-destructive"
            data-testid={`card-${name}-error`}
          >
            {message}
          </p>
        )}
      </div>
    );
  };

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onPay(values))} className="space-y-3">
      <div className="relative">
        {field("number", t("cardNumber"), maskCardNumber, {
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
        {field("expiry", t("cardExpiry"), maskExpiry, {
          inputMode: "numeric",
          autoComplete: "cc-exp",
          placeholder: "MM/AA",
        })}
        {field("cvv", "CVV", maskCvv, { inputMode: "numeric", autoComplete: "cc-csc" })}
      </div>
      <div className="grid grid-cols-2 gap-3">
        {field("cpf", "CPF", maskCpf, { inputMode: "numeric" })}
        {field("cep", "CEP", maskCep, { inputMode: "numeric", autoComplete: "postal-code" })}
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
      <Button type="submit" size="lg" className="w-full" disabled={!canSubmit || busy} data-testid="card-pay">
        {t("finishPayment")}
      </Button>
    </form>
  );
}
