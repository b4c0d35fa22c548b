import { z } from "zod";
import { cpfValid, digits, expiryValid, luhn } from "@/lib/payments/card";
import { CARD_NAME } from "./limits";
export { CARD_NAME } from "./limits";

/** The name printed on the card: its length limits (the card forms cut the input at the max). */

export const orderRequestSchema = z
  .object({
    plan: z.enum(["congressista", "nao_congressista"], { message: "invalid" }),
    days: z
      .array(z.number({ message: "invalid" }).int("invalid").min(1, "invalid").max(4, "invalid"))
      .max(4, "invalid")
      .default([]),
  })
  .strict();

/** Order ids: the app's cuids, and the sample data's readable ones (`seed-order-maria`). */
export const orderParamsSchema = z.object({
  orderId: z.string().regex(/^[a-z0-9][a-z0-9-]{9,39}$/, "invalid"),
});

const accepted = z.literal(true, { message: "termsRequired" });

export const pixRequestSchema = z.object({ acceptRules: accepted, acceptImageRights: accepted }).strict();

export const cardRequestSchema = z
  .object({
    number: z
      .string({ message: "required" })
      .max(30, "tooLong")
      .refine((v) => luhn(v), "cardNumber"),
    name: z
      .string({ message: "required" })
      .trim()
      .min(CARD_NAME.min, "tooShort")
      .max(CARD_NAME.max, "tooLong"),
    expiry: z
      .string({ message: "required" })
      .max(5, "tooLong")
      .refine((v) => expiryValid(v), "cardExpiry"),
    cvv: z.string({ message: "required" }).regex(/^\d{3,4}$/, "cardCvv"),
    cpf: z
      .string({ message: "required" })
      .max(20, "tooLong")
      .refine((v) => cpfValid(v), "cpf"),
    cep: z
      .string({ message: "required" })
      .max(10, "tooLong")
      .refine((v) => digits(v).length === 8, "cep"),
    acceptRules: accepted,
    acceptImageRights: accepted,
  })
  .strict();

/** The card step when a real provider tokenised the card in the browser: no number, no CVV. */
export const cardTokenRequestSchema = z
  .object({
    token: z.string({ message: "required" }).regex(/^[A-Za-z0-9_-]{8,128}$/, "invalid"),
    paymentMethodId: z.string({ message: "required" }).regex(/^[a-z_]{2,30}$/, "invalid"),
    issuerId: z
      .string()
      .regex(/^\d{1,12}$/, "invalid")
      .optional(),
    installments: z
      .number({ message: "invalid" })
      .int("invalid")
      .min(1, "invalid")
      .max(1, "invalid")
      .default(1),
    cpf: z
      .string({ message: "required" })
      .max(20, "tooLong")
      .refine((v) => cpfValid(v), "cpf"),
    acceptRules: accepted,
    acceptImageRights: accepted,
  })
  .strict();

/** The card route's body before it is read for the configured provider (raw form or token). */
export const cardBodySchema = z.record(z.string(), z.unknown());

/** Mercado Pago's notification URL: `?data.id=…&type=payment` (what its signature covers). */
export const mercadoPagoWebhookQuerySchema = z
  .object({
    "data.id": z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "invalid"),
    type: z.string().max(40).optional(),
  })
  .passthrough();

export const mercadoPagoWebhookBodySchema = z
  .object({
    type: z.string().max(40).optional(),
    action: z.string().max(60).optional(),
    data: z
      .object({ id: z.union([z.string().max(64), z.number()]).optional() })
      .passthrough()
      .optional(),
  })
  .passthrough();

export const receiptParamsSchema = orderParamsSchema;
