"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import type { CardToken } from "@/components/registration/mercadopago-card-form";
import { errorMessage, useApiAction } from "@/hooks/use-api-action";
import { ApiError, apiFetch } from "@/lib/api-client";
import { serverRealNow } from "@/lib/client-clock";
import type {
  CardDeclinedDetails,
  CardPaymentResult,
  OrderState,
  PixCharge,
  PixConfirmed,
} from "@/lib/server/services/payments/types";

export const PAID_REDIRECT_MS = 2000;
/** With a real provider the money may arrive at any moment (webhook): the page asks this often. */
const STATUS_POLL_MS = 3000;

export interface CardFields {
  number: string;
  name: string;
  expiry: string;
  cvv: string;
  cpf: string;
  cep: string;
}

/** The card form's first values (the page keeps them across a switch to the PIX tab and back). */
export const EMPTY_CARD: CardFields = { number: "", name: "", expiry: "", cvv: "", cpf: "", cep: "" };

/** What the card step sends: the raw form (simulator) or the browser's token (real provider). */
export type CardBody = CardFields | CardToken;

/**
 * The payment step's state: the PIX charge and its countdown, the card attempt, the terms, and
 * the move to /success once paid (by answer, or by watching the order when a real provider
 * confirms through its webhook).
 */
export function usePayment(initialOrderId: string, real: boolean) {
  const t = useTranslations("registration");
  const router = useRouter();
  const [orderId, setOrderId] = useState(initialOrderId);
  const [terms, setTerms] = useState({ rules: false, images: false });
  const [charge, setCharge] = useState<PixCharge | null>(null);
  const [left, setLeft] = useState(0);
  const [paid, setPaid] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [cardError, setCardError] = useState<string | null>(null);
  const [cardPending, setCardPending] = useState(false);
  const accepted = { acceptRules: terms.rules, acceptImageRights: terms.images };

  useEffect(() => {
    if (!charge) return;
    const tick = () =>
      setLeft(Math.max(0, Math.round((new Date(charge.expiresAt).getTime() - serverRealNow()) / 1000)));
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [charge]);

  // Paid: the overlay says so, then the receipt page.
  useEffect(() => {
    if (!paid) return;
    const id = window.setTimeout(() => router.push(`/success?order=${orderId}`), PAID_REDIRECT_MS);
    return () => window.clearTimeout(id);
  }, [paid, orderId, router]);

  // A real provider confirms by webhook: while a PIX code is shown or a card is under review,
  // watch the order so the page moves on by itself.
  const waiting = real && !paid && ((!!charge && left > 0) || cardPending);
  useEffect(() => {
    if (!waiting) return;
    const id = window.setInterval(() => {
      apiFetch<OrderState>(`/api/payments/orders/${orderId}`).then(
        (o) => {
          if (o.status === "PAID") setPaid(true);
        },
        () => undefined,
      );
    }, STATUS_POLL_MS);
    return () => window.clearInterval(id);
  }, [waiting, orderId]);

  const pix = useApiAction(
    () => apiFetch<PixCharge>(`/api/payments/orders/${orderId}/pix`, { body: accepted }),
    { fallback: t("failed"), onSuccess: setCharge },
  );

  const confirm = useApiAction(
    () => apiFetch<PixConfirmed>(`/api/payments/orders/${orderId}/pix/confirm`, { body: {} }),
    {
      fallback: t("failed"),
      onSuccess: () => setPaid(true),
      onError: (e) => {
        if (e instanceof ApiError && e.code === "ORDER_ALREADY_PAID") setPaid(true);
      },
    },
  );

  // A card failure stays on the form (field errors, or the message above the button), not a toast.
  const card = useApiAction(
    (body: CardBody) =>
      apiFetch<CardPaymentResult>(`/api/payments/orders/${orderId}/card`, { body: { ...body, ...accepted } }),
    {
      fallback: t("failed"),
      onSuccess: (res) => (res.status === "PENDING" ? setCardPending(true) : setPaid(true)),
      onError: (e) => {
        if (e instanceof ApiError && e.fields) setFieldErrors(e.fields);
        else setCardError(errorMessage(e, t("failed")));
        const next = (
          e instanceof ApiError ? (e.body as Partial<CardDeclinedDetails> | undefined) : undefined
        )?.nextOrderId;
        if (next) setOrderId(next);
        return true;
      },
    },
  );

  function payCard(body: CardBody) {
    setCardError(null);
    setFieldErrors({});
    return card.run(body);
  }

  return {
    terms,
    setRules: (rules: boolean) => setTerms((v) => ({ ...v, rules })),
    setImages: (images: boolean) => setTerms((v) => ({ ...v, images })),
    charge,
    left,
    paid,
    processing: pix.busy || confirm.busy || card.busy,
    payPix: pix.run,
    confirmPix: confirm.run,
    payCard,
    fieldErrors,
    cardError,
    cardPending,
  };
}
