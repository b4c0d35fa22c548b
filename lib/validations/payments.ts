import { z } from "zod";
import { cpfValid, digits, expiryValid, luhn } from "@/lib/payments/card";

export const orderRequestSchema = z
  .object({
    plan: z.enum(["congressista", "nao_congressista"], { message: "invalid" }),
    days: z
      .array(z.number({ message: "invalid" }).int("invalid").min(1, "invalid").max(4, "invalid"))
      .max(4, "invalid")
      .default([]),
  })
  .strict();

export const orderParamsSchema = z.object({ orderId: z.string().regex(/^[a-z0-9]{10,40}$/, "invalid") });

const accepted = z.literal(true, { message: "termsRequired" });

export const pixRequestSchema = z.object({ acceptRules: accepted, acceptImageRights: accepted }).strict();

export const cardRequestSchema = z
  .object({
    number: z
      .string({ message: "required" })
      .max(30, "tooLong")
      .refine((v) => luhn(v), "cardNumber"),
    name: z.string({ message: "required" }).trim().min(3, "tooShort").max(60, "tooLong"),
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
