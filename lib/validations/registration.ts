import { z } from "zod";
import { cpfValid, digits } from "@/lib/payments/card";
import { COUNTRY_CODES } from "@/lib/country-codes";
import { NATIONALITIES, RELATIONSHIPS } from "@/lib/registration/personal";
import {
  automaticAffiliation,
  citiesOf,
  isOriginCountry,
  ORIGIN_COUNTRIES,
  SPAIN_UNIONS,
  statesOf,
} from "@/lib/registration/origin";
import { PERSONAL_MAX, FULL_NAME_MIN } from "./limits";
export { PERSONAL_MAX, FULL_NAME_MIN } from "./limits";

const text = (max: number) => z.string({ message: "required" }).trim().min(1, "required").max(max, "tooLong");
const countryCodes = COUNTRY_CODES.map((c) => c.code) as [string, ...string[]];

/**
 * Step 1. Country, state and city come from the lists; for Espanha the union and association
 * are chosen from the union list; for every other country they are computed here (whatever the
 * client sent is replaced), so the stored values always follow the spec's table.
 */
export const originSchema = z
  .object({
    country: z.enum(ORIGIN_COUNTRIES, { message: "required" }),
    state: text(60),
    city: text(80),
    union: z.string().trim().max(80, "tooLong").optional(),
    association: z.string().trim().max(80, "tooLong").optional(),
  })
  .strict()
  .superRefine((o, ctx) => {
    if (!isOriginCountry(o.country)) return;
    if (!o.state || !o.city) return; // already reported as required
    if (!statesOf(o.country).includes(o.state))
      ctx.addIssue({ code: "custom", path: ["state"], message: "invalid" });
    else if (!citiesOf(o.country, o.state).includes(o.city))
      ctx.addIssue({ code: "custom", path: ["city"], message: "invalid" });
    if (o.country !== "Espanha") return;
    if (!o.union) ctx.addIssue({ code: "custom", path: ["union"], message: "required" });
    else if (!SPAIN_UNIONS[o.union]) ctx.addIssue({ code: "custom", path: ["union"], message: "invalid" });
    if (!o.association) ctx.addIssue({ code: "custom", path: ["association"], message: "required" });
    else if (o.union && SPAIN_UNIONS[o.union] && !SPAIN_UNIONS[o.union]!.includes(o.association))
      ctx.addIssue({ code: "custom", path: ["association"], message: "invalid" });
  })
  .transform((o) => {
    const auto = automaticAffiliation(o.country, o.state);
    return {
      country: o.country,
      state: o.state,
      city: o.city,
      union: auto?.union ?? o.union!,
      association: auto?.association ?? o.association!,
    };
  });
export type Origin = z.output<typeof originSchema>;

/** A calendar date (yyyy-mm-dd) between 1900-01-01 and today. */
const birthDate = z
  .string({ message: "required" })
  .min(1, "required")
  .regex(/^\d{4}-\d{2}-\d{2}$/, "birthDate")
  .refine((v) => {
    const d = new Date(`${v}T12:00:00Z`);
    return (
      !Number.isNaN(d.getTime()) &&
      d.toISOString().slice(0, 10) === v &&
      v >= "1900-01-01" &&
      d.getTime() <= Date.now()
    );
  }, "birthDate");

/**
 * Step 2. Brasil needs a CPF (check digits) and an RG; Outro needs the nationality written out;
 * other nationalities give one international document number. A dependent also names the
 * relationship (the phone is then the guardian's, set by the server).
 */
export const personalSchema = z
  .object({
    fullName: z
      .string({ message: "required" })
      .trim()
      .max(PERSONAL_MAX.fullName, "tooLong")
      .superRefine((v, ctx) => {
        if (v.length < FULL_NAME_MIN) ctx.addIssue({ code: "custom", message: v ? "tooShort" : "required" });
      }),
    nickname: text(PERSONAL_MAX.nickname),
    birthDate,
    nationality: z.enum(NATIONALITIES, { message: "required" }),
    customNationality: z.string().trim().max(PERSONAL_MAX.customNationality, "tooLong").optional(),
    cpf: z.string().trim().max(PERSONAL_MAX.cpf, "tooLong").optional(),
    rg: z.string().trim().max(PERSONAL_MAX.rg, "tooLong").optional(),
    document: z.string().trim().max(PERSONAL_MAX.document, "tooLong").optional(),
    email: z
      .string({ message: "required" })
      .trim()
      .min(1, "required")
      .max(PERSONAL_MAX.email, "tooLong")
      .email("email"),
    countryCode: z.enum(countryCodes, { message: "invalid" }),
    phone: text(PERSONAL_MAX.phone),
    relationship: z.enum(RELATIONSHIPS, { message: "required" }).optional(),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.nationality === "Brasil") {
      if (!p.cpf) ctx.addIssue({ code: "custom", path: ["cpf"], message: "required" });
      else if (!cpfValid(p.cpf)) ctx.addIssue({ code: "custom", path: ["cpf"], message: "cpf" });
      if (!p.rg) ctx.addIssue({ code: "custom", path: ["rg"], message: "required" });
      else if (!/^[0-9A-Za-z.\-/ ]{3,20}$/.test(p.rg))
        ctx.addIssue({ code: "custom", path: ["rg"], message: "invalid" });
    } else if (!p.document) ctx.addIssue({ code: "custom", path: ["document"], message: "required" });
    if (p.nationality === "Outro" && !p.customNationality)
      ctx.addIssue({ code: "custom", path: ["customNationality"], message: "required" });
  })
  .transform((p) => ({
    ...p,
    email: p.email.toLowerCase(),
    cpf: p.nationality === "Brasil" ? digits(p.cpf ?? "") : undefined,
    rg: p.nationality === "Brasil" ? p.rg : undefined,
    document: p.nationality === "Brasil" ? undefined : p.document,
    customNationality: p.nationality === "Outro" ? p.customNationality : undefined,
  }));
export type Personal = z.output<typeof personalSchema>;

export const registrationTypeSchema = z.enum(["participant", "dependent"], { message: "invalid" });

/** POST /api/registration/origin — step 1 checked by the server. */
export const originRequestSchema = z.object({ origin: originSchema }).strict();

/**
 * POST /api/registration/code — steps 1 and 2 checked, the code sent. A dependent's step 2 also
 * names the relationship. The step-2 form checks its fields with this very schema
 * (hooks/use-personal-form.ts).
 */
export const registrationCodeSchema = z
  .object({
    type: registrationTypeSchema.default("participant"),
    origin: originSchema,
    personal: personalSchema,
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.type === "dependent" && !body.personal.relationship)
      ctx.addIssue({ code: "custom", path: ["personal", "relationship"], message: "required" });
  });

const code = z.string({ message: "required" }).regex(/^\d{5}$/, "codeDigits");

/** Step 3 for an adult (the next-auth provider's credentials; the draft travels as JSON). */
export const registrationCredentialsSchema = z.object({
  registration: z
    .string({ message: "required" })
    .max(8000, "tooLong")
    .transform((raw, ctx) => {
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "invalid" });
        return z.NEVER;
      }
    })
    .pipe(z.object({ origin: originSchema, personal: personalSchema })),
  code,
});

/** POST /api/registration/dependents — step 3 for a dependent of the logged-in adult. */
export const dependentRegistrationSchema = z
  .object({ origin: originSchema, personal: personalSchema, code })
  .strict();

export { ageOn } from "@/lib/registration/personal";

export const dependentParamsSchema = z
  .object({ dependentId: z.string().regex(/^[a-z0-9]{10,40}$/, "invalid") })
  .strict();

/** POST /api/registration/origin — the origin as it will be stored (union and association filled in). */
export type OriginChecked = z.output<typeof originRequestSchema>;
