import { z } from "zod";
import { COUNTRY_CODES } from "@/lib/country-codes";
import { LOGIN_LIMITS } from "./limits";
export { LOGIN_LIMITS } from "./limits";

const countryCodes = COUNTRY_CODES.map((c) => c.code) as [string, ...string[]];

export const loginRequestSchema = z
  .object({
    countryCode: z.enum(countryCodes, { message: "invalid" }),
    phone: z.string({ message: "required" }).trim().min(1, "required").max(LOGIN_LIMITS.phoneMax, "tooLong"),
  })
  .strict();

export const e164Schema = z.string({ message: "required" }).regex(/^\+[1-9]\d{7,14}$/, "invalid");

export const loginCodeSchema = z.object({
  phone: e164Schema,
  code: z.string({ message: "required" }).regex(/^\d{5}$/, "codeDigits"),
});

export const staffLoginSchema = z
  .object({
    username: z
      .string({ message: "required" })
      .trim()
      .min(1, "required")
      .max(LOGIN_LIMITS.usernameMax, "tooLong"),
    password: z.string({ message: "required" }).min(1, "required").max(LOGIN_LIMITS.passwordMax, "tooLong"),
  })
  .strict();

export const staffChallengeSchema = z.object({ challenge: z.string().min(10).max(300) }).strict();

export const staffCodeSchema = z.object({
  challenge: z.string({ message: "required" }).min(10).max(300),
  code: z.string({ message: "required" }).regex(/^[A-Za-z0-9]{5}$/, "staffCode"),
});
