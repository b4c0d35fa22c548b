import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/server/env";
import { AppError } from "@/lib/server/errors";

const CHALLENGE_TTL_MS = 15 * 60 * 1000;

function sign(payload: string): string {
  return createHmac("sha256", env().AUTH_SECRET).update(`staff-challenge:${payload}`).digest("base64url");
}

/** Proof that the password step succeeded: lets step 2 verify and resend without the password. */
export function createStaffChallenge(staffId: string, now = Date.now()): string {
  const payload = `${staffId}.${now + CHALLENGE_TTL_MS}`;
  return `${payload}.${sign(payload)}`;
}

export function readStaffChallenge(challenge: string, now = Date.now()): string {
  const [staffId, exp, signature] = challenge.split(".");
  if (!staffId || !exp || !signature) throw new AppError(401, "STAFF_CHALLENGE_INVALID");
  const expected = Buffer.from(sign(`${staffId}.${exp}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given) || Number(exp) < now) {
    throw new AppError(401, "STAFF_CHALLENGE_INVALID");
  }
  return staffId;
}
