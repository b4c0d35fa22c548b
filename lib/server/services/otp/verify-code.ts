import "server-only";
import type { CodePurpose } from "@/lib/server/generated/prisma/client";
import { db } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { AppError } from "@/lib/server/errors";
import { hashCode, hashesEqual } from "./generate-code";

/**
 * Checks a code against the newest live one for target + purpose and consumes it.
 * Wrong → attempts+1 (dead after OTP_MAX_ATTEMPTS); expired, consumed or absent → CODE_EXPIRED.
 * The consuming update is conditional, so two concurrent correct submissions succeed once.
 */
export async function verifyCode({
  target,
  purpose,
  code,
  now = new Date(),
}: {
  target: string;
  purpose: CodePurpose;
  code: string;
  now?: Date;
}): Promise<void> {
  const maxAttempts = env().OTP_MAX_ATTEMPTS;
  const live = await db.oneTimeCode.findFirst({
    where: { target, purpose, consumedAt: null, expiresAt: { gt: now } },
    orderBy: { createdAt: "desc" },
  });
  if (!live) throw new AppError(400, "CODE_EXPIRED");
  if (live.attempts >= maxAttempts) throw new AppError(429, "CODE_LOCKED");

  if (!hashesEqual(live.codeHash, hashCode(code, target, purpose))) {
    const bumped = await db.oneTimeCode.update({
      where: { id: live.id },
      data: { attempts: { increment: 1 } },
      select: { attempts: true },
    });
    const remaining = Math.max(0, maxAttempts - bumped.attempts);
    if (remaining === 0) throw new AppError(429, "CODE_LOCKED");
    throw new AppError(400, "CODE_INVALID", { remaining }, { remaining });
  }

  const consumed = await db.oneTimeCode.updateMany({
    where: { id: live.id, consumedAt: null, attempts: { lt: maxAttempts } },
    data: { consumedAt: now },
  });
  if (consumed.count !== 1) throw new AppError(400, "CODE_EXPIRED");
}
