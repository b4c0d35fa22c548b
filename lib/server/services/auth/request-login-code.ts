import "server-only";
import type { AppLocale } from "@/lib/i18n/config";
import { normalisePhoneWithDisplay } from "@/lib/phone";
import { AppError } from "@/lib/server/errors";
import { codeSender } from "../messaging/code-sender";
import { newCode, sqliteStoreCode, storeCode } from "../otp/issue-code";
import { consumeRateLimits, type SqliteFollowUp } from "../rate-limit/consume-rate-limit";
import { IP_CODE_RULES, PHONE_CODE_RULES } from "./rate-limits";

export interface RequestLoginCodeInput {
  countryCode: string;
  phone: string;
  ip: string;
  locale: AppLocale;
  purpose?: "LOGIN" | "REGISTER";
  /** The caller already counted this request against the code limits (consumeCodeRateLimits). */
  limitsConsumed?: boolean;
}

/** The limits on asking for a code: per phone (and purpose, or another scope) and per client IP. */
export async function consumeCodeRateLimits(
  e164: string,
  scope: string,
  ip: string,
  sqliteThen?: SqliteFollowUp,
) {
  // Per purpose: a guardian who has just logged in may ask at once for a code to add a dependent.
  // Phone first, then IP, in one transaction (a refused phone does not count against the IP).
  return consumeRateLimits(
    [
      { key: `otp:phone:${scope}:${e164}`, rules: PHONE_CODE_RULES },
      { key: `otp:ip:${ip}`, rules: IP_CODE_RULES },
    ],
    new Date(),
    sqliteThen,
  );
}

/**
 * Sends a code to any valid number, registered or not: the answer is the same either way, so
 * the endpoint does not reveal who has an account.
 */
export async function requestLoginCode({
  countryCode,
  phone,
  ip,
  locale,
  purpose = "LOGIN",
  limitsConsumed = false,
}: RequestLoginCodeInput) {
  // One parse for the number and its display (the code screen shows it back without
  // libphonenumber's metadata in the browser).
  const parsed = normalisePhoneWithDisplay(countryCode, phone);
  if (!parsed) throw new AppError(400, "PHONE_INVALID");
  const { e164, display } = parsed;
  const issued = newCode({ target: e164, purpose });
  // On SQLite the code is stored in the rate limits' transaction (one commit), else after it.
  const stored = limitsConsumed
    ? false
    : (await consumeCodeRateLimits(e164, purpose, ip, (conn) => sqliteStoreCode(conn, issued))).followedUp;
  if (!stored) await storeCode(issued);
  const { code, expiresAt } = issued;
  await codeSender().send({ to: e164, code, purpose, locale });
  return { phone: e164, phoneDisplay: display, expiresAt: expiresAt.toISOString() };
}

/** POST /api/auth/login/code (and /api/registration/code) — where the code went and until when it works. */
export type LoginCodeSent = Awaited<ReturnType<typeof requestLoginCode>>;
