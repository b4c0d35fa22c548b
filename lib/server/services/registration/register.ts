import "server-only";
import { randomInt } from "node:crypto";
import type { AppLocale } from "@/lib/i18n/config";
import { normalisePhone } from "@/lib/phone";
import { now } from "@/lib/server/clock";
import { db } from "@/lib/server/db";
import { isUniqueViolation } from "@/lib/server/db-errors";
import { AppError, unauthenticated } from "@/lib/server/errors";
import type { SessionUser } from "@/lib/server/auth/session";
import { ageOn, type Origin, type Personal } from "@/lib/validations/registration";
import { consumeCodeRateLimits, requestLoginCode } from "../auth/request-login-code";
import { verifyCode } from "../otp/verify-code";

const MEMBER_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
/** An adult account holds at most this many dependents. */
export const MAX_DEPENDENTS = 10;

export interface RegistrationDraft {
  origin: Origin;
  personal: Personal;
}

function phoneOf(personal: Personal): string {
  const e164 = normalisePhone(personal.countryCode, personal.phone);
  if (!e164) throw new AppError(400, "PHONE_INVALID");
  return e164;
}

async function assertPhoneFree(phone: string) {
  const taken = await db.user.findUnique({ where: { phone }, select: { id: true } });
  if (taken) throw new AppError(409, "PHONE_ALREADY_REGISTERED");
}

async function guardianOf(session: SessionUser | null) {
  if (!session || session.role !== "participant") throw unauthenticated();
  const guardian = await db.user.findUnique({
    where: { id: session.id },
    select: { id: true, phone: true, guardianId: true, deletedAt: true },
  });
  if (!guardian || guardian.deletedAt || !guardian.phone) throw unauthenticated();
  if (guardian.guardianId) throw new AppError(403, "DEPENDENT_CANNOT_ADD");
  return { id: guardian.id, phone: guardian.phone };
}

function assertMinor(personal: Personal) {
  if (ageOn(personal.birthDate, now()) >= 18) throw new AppError(400, "DEPENDENT_NOT_MINOR");
}

async function assertCanAddDependent(guardianId: string, personal: Personal) {
  const existing = await db.user.findMany({
    where: { guardianId, deletedAt: null },
    select: { fullName: true, birthDate: true },
  });
  if (existing.length >= MAX_DEPENDENTS) throw new AppError(409, "DEPENDENTS_LIMIT", { max: MAX_DEPENDENTS });
  const birth = personal.birthDate;
  const sameName = (a: string) => a.localeCompare(personal.fullName, "pt", { sensitivity: "base" }) === 0;
  if (existing.some((d) => sameName(d.fullName) && d.birthDate.toISOString().slice(0, 10) === birth))
    throw new AppError(409, "DEPENDENT_EXISTS");
}

/**
 * Steps 1 and 2 are valid: send the step-3 code. An adult's code goes to the phone they typed
 * (which must not have an account yet); a dependent's goes to the logged-in guardian's phone.
 */
export async function sendRegistrationCode(input: {
  type: "participant" | "dependent";
  draft: RegistrationDraft;
  session: SessionUser | null;
  ip: string;
  locale: AppLocale;
}) {
  const { type, draft, session, ip, locale } = input;
  if (type === "dependent") {
    const guardian = await guardianOf(session);
    assertMinor(draft.personal);
    if (!draft.personal.relationship) throw new AppError(400, "RELATIONSHIP_REQUIRED");
    await assertCanAddDependent(guardian.id, draft.personal);
    return requestLoginCode({ countryCode: "+55", phone: guardian.phone, ip, locale, purpose: "REGISTER" });
  }
  const phone = phoneOf(draft.personal);
  // Counted before the phone is looked up: "already registered" answers no faster than codes are
  // sent, so the endpoint cannot be used to test a list of numbers for accounts. Its own scope: a
  // stranger asking about a member's phone must not hold back that member's dependent codes.
  await consumeCodeRateLimits(phone, "REGISTER_ADULT", ip);
  await assertPhoneFree(phone);
  return requestLoginCode({
    countryCode: draft.personal.countryCode,
    phone,
    ip,
    locale,
    purpose: "REGISTER",
    limitsConsumed: true,
  });
}

function newMemberCode(): string {
  let code = "";
  for (let i = 0; i < 6; i++) code += MEMBER_CODE_ALPHABET[randomInt(MEMBER_CODE_ALPHABET.length)];
  return `T26-${code}`;
}

function userData(draft: RegistrationDraft) {
  const { origin, personal } = draft;
  return {
    fullName: personal.fullName,
    nickname: personal.nickname,
    birthDate: new Date(`${personal.birthDate}T12:00:00Z`),
    email: personal.email,
    nationality: personal.nationality,
    customNationality: personal.customNationality ?? null,
    cpf: personal.cpf ?? null,
    rg: personal.rg ?? null,
    documentNumber: personal.document ?? null,
    country: origin.country,
    state: origin.state,
    city: origin.city,
    union: origin.union,
    association: origin.association,
  };
}

/** Creates the user with a fresh member code; a member-code collision is retried, a phone collision is a 409. */
async function createUser(
  data: ReturnType<typeof userData> & {
    phone: string | null;
    guardianId?: string;
    relationship?: string;
    locale: AppLocale;
  },
) {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      return await db.user.create({
        data: { ...data, memberCode: newMemberCode() },
        select: { id: true, memberCode: true },
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (data.phone && (await db.user.findUnique({ where: { phone: data.phone }, select: { id: true } })))
        throw new AppError(409, "PHONE_ALREADY_REGISTERED");
    }
  }
  throw new Error("could not allocate a member code");
}

/** Step 3 for an adult: the code proves the phone; the participant is created (the caller opens the session). */
export async function registerParticipant(input: {
  draft: RegistrationDraft;
  code: string;
  locale?: AppLocale;
}): Promise<{ id: string }> {
  const phone = phoneOf(input.draft.personal);
  await assertPhoneFree(phone);
  await verifyCode({ target: phone, purpose: "REGISTER", code: input.code });
  return createUser({ ...userData(input.draft), phone, locale: input.locale ?? "pt" });
}

/** Step 3 for a dependent: the guardian's code; the minor joins the guardian's account. */
export async function registerDependent(input: {
  session: SessionUser;
  draft: RegistrationDraft;
  code: string;
}) {
  const guardian = await guardianOf(input.session);
  assertMinor(input.draft.personal);
  if (!input.draft.personal.relationship) throw new AppError(400, "RELATIONSHIP_REQUIRED");
  await assertCanAddDependent(guardian.id, input.draft.personal);
  await verifyCode({ target: guardian.phone, purpose: "REGISTER", code: input.code });
  const owner = await db.user.findUnique({ where: { id: guardian.id }, select: { locale: true } });
  const created = await createUser({
    ...userData(input.draft),
    phone: null,
    guardianId: guardian.id,
    relationship: input.draft.personal.relationship,
    locale: owner?.locale ?? "pt",
  });
  return { id: created.id, memberCode: created.memberCode };
}

/** POST /api/registration/code — where the step-3 code went and until when it works. */
export type RegistrationCodeSent = Awaited<ReturnType<typeof sendRegistrationCode>>;
