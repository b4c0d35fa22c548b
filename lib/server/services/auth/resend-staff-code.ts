import "server-only";
import type { AppLocale } from "@/lib/i18n/config";
import { db } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { codeSender } from "../messaging/code-sender";
import { issueCode } from "../otp/issue-code";
import { consumeRateLimit } from "../rate-limit/consume-rate-limit";
import { STAFF_RESEND_RULES } from "./rate-limits";
import { readStaffChallenge } from "./staff-challenge";

export async function resendStaffCode({ challenge, locale }: { challenge: string; locale: AppLocale }) {
  // A used, replaced or expired challenge is refused: resend never reopens a finished login.
  const staffId = await readStaffChallenge(challenge);
  const staff = await db.staffUser.findUnique({ where: { id: staffId }, select: { id: true, phone: true } });
  if (!staff) throw notFound();
  await consumeRateLimit(`staff:resend:${staff.id}`, STAFF_RESEND_RULES);
  const { code, expiresAt } = await issueCode({ target: staff.id, purpose: "STAFF_2FA" });
  await codeSender().send({ to: staff.phone, code, purpose: "STAFF_2FA", locale });
  return { expiresAt: expiresAt.toISOString() };
}

/** POST /api/auth/staff/resend — the new code's expiry. */
export type StaffCodeResent = Awaited<ReturnType<typeof resendStaffCode>>;
