"use client";

import type { CardFields } from "@/hooks/use-payment";
import { CardFieldsForm } from "./card-fields-form";
import { MercadoPagoCardForm, type CardToken } from "./mercadopago-card-form";

/**
 * The card tab's form: Mercado Pago's own fields with a real provider, else the simulated one's
 * typed card. Its own module, loaded when the card tab is first chosen (PaymentView): PIX is the
 * tab shown first, and the typed card's form carries react-hook-form (docs/performance.md,
 * "First-load JavaScript").
 */
export function CardForm({
  mercadoPago,
  busy,
  canSubmit,
  terms,
  error,
  fieldErrors,
  card,
  onChange,
  onPay,
  onToken,
}: {
  mercadoPago: { publicKey: string; scriptUrl: string } | null;
  busy: boolean;
  canSubmit: boolean;
  terms: React.ReactNode;
  error: string | null;
  fieldErrors: Record<string, string[]>;
  card: CardFields;
  onChange: (next: (card: CardFields) => CardFields) => void;
  onPay: (card: CardFields) => void;
  onToken: (token: CardToken) => Promise<void>;
}) {
  return mercadoPago ? (
    <MercadoPagoCardForm
      publicKey={mercadoPago.publicKey}
      scriptUrl={mercadoPago.scriptUrl}
      busy={busy}
      canSubmit={canSubmit}
      terms={terms}
      error={error}
      onToken={onToken}
    />
  ) : (
    <CardFieldsForm
      card={card}
      onChange={onChange}
      busy={busy}
      canSubmit={canSubmit}
      terms={terms}
      error={error}
      fieldErrors={fieldErrors}
      onPay={onPay}
    />
  );
}
