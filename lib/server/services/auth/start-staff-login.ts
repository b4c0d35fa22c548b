import "server-only";
import bcrypt from "bcryptjs";
import type { AppLocale } from "@/lib/i18n/config";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { codeSender } from "../messaging/code-sender";
import { issueCode } from "../otp/issue-code";
import { consumeRateLimit } from "../rate-limit/consume-rate-limit";
import { IP_CODE_RULES, STAFF_USER_RULES } from "./rate-limits";
import { createStaffChallenge } from "./staff-challenge";

// Compared against when the username is unknown, so both paths cost one bcrypt round.
const DUMMY_HASH = "$2b$10$RrS0YscEbftem7p/Ju/jJ.SP7HvJxMR8milnU9OlXleWGxQzWPtV.";

export async function startStaffLogin({
  username,
  password,
  ip,
  locale,
}: {
  username: string;
  password: string;
  ip: string;
  locale: AppLocale;
}) {
  const name = username.trim().toLowerCase();
  await consumeRateLimit(`staff:user:${name}`, STAFF_USER_RULES);
  await consumeRateLimit(`staff:ip:${ip}`, IP_CODE_RULES);
  const staff = await db.staffUser.findUnique({
    where: { username: name },
    select: { id: true, phone: true, passwordHash: true, disabledAt: true },
  });
  const ok = await bcrypt.compare(password, staff?.passwordHash ?? DUMMY_HASH);
  // A disabled account answers like a wrong password: no hint that the username exists.
  if (!staff || !ok || staff.disabledAt) throw new AppError(401, "STAFF_CREDENTIALS_INVALID");
  const { code, expiresAt } = await issueCode({ target: staff.id, purpose: "STAFF_2FA" });
  await codeSender().send({ to: staff.phone, code, purpose: "STAFF_2FA", locale });
  return {
    challenge: await createStaffChallenge(staff.id),
    expiresAt: expiresAt.toISOString(),
    phoneEnd: staff.phone.slice(-4),
  };
}

/** POST /api/auth/staff/login — the pending second factor: its challenge, expiry and phone ending. */
export type StaffLoginStarted = Awaited<ReturnType<typeof startStaffLogin>>;
