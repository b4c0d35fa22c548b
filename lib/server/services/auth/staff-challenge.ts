import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";

const CHALLENGE_TTL_MS = 15 * 60 * 1000;

const challengeId = (challenge: string) => createHash("sha256").update(challenge).digest("base64url");
const invalid = () => new AppError(401, "STAFF_CHALLENGE_INVALID");

/**
 * Proof that the password step succeeded: lets step 2 verify and resend without the password.
 * Held server-side (only its hash is stored) so that it can be used once.
 */
export async function createStaffChallenge(staffId: string, now = new Date()): Promise<string> {
  const challenge = randomBytes(32).toString("base64url");
  await db.$transaction([
    // A new password login replaces the pending ones of the same account, and old rows are swept.
    db.staffChallenge.deleteMany({
      where: { staffId, OR: [{ consumedAt: null }, { expiresAt: { lt: now } }] },
    }),
    db.staffChallenge.create({
      data: {
        id: challengeId(challenge),
        staffId,
        expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
      },
    }),
  ]);
  return challenge;
}

/** The staff id of a pending (unused, unexpired) challenge of an active account, or 401. */
export async function readStaffChallenge(challenge: string, now = new Date()): Promise<string> {
  const row = await db.staffChallenge.findUnique({
    where: { id: challengeId(challenge) },
    select: { staffId: true, expiresAt: true, consumedAt: true, staff: { select: { disabledAt: true } } },
  });
  if (!row || row.consumedAt || row.expiresAt <= now || row.staff.disabledAt) throw invalid();
  return row.staffId;
}

/** Marks the challenge used (conditional update: exactly one sign-in can consume it). */
export async function consumeStaffChallenge(challenge: string, now = new Date()): Promise<void> {
  const { count } = await db.staffChallenge.updateMany({
    where: { id: challengeId(challenge), consumedAt: null, expiresAt: { gt: now } },
    data: { consumedAt: now },
  });
  if (count !== 1) throw invalid();
}
