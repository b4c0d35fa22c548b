import "server-only";
import type { CodePurpose } from "@/lib/server/generated/prisma/client";
import { db } from "@/lib/server/db";
import { rawRead, sqliteDate } from "@/lib/server/raw-read";
import { rawWrite } from "@/lib/server/raw-write";
import { env } from "@/lib/server/env";
import { AppError } from "@/lib/server/errors";
import { hashCode, hashesEqual } from "./generate-code";

const LIVE = (target: string, purpose: string, now: string) =>
  `SELECT "id", "codeHash", "attempts" FROM "OneTimeCode" WHERE "target" = ${target} AND "purpose" = ${purpose} AND "consumedAt" IS NULL AND "expiresAt" > ${now} ORDER BY "createdAt" DESC LIMIT 1`;
const CONSUME = (now: string, id: string, max: string) =>
  `UPDATE "OneTimeCode" SET "consumedAt" = ${now} WHERE "id" = ${id} AND "consumedAt" IS NULL AND "attempts" < ${max}`;

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
  // The read and the consuming update run on the driver (the sign-in's hot path,
  // docs/performance.md); a wrong code's attempt goes through Prisma.
  const [live] = await rawRead<{ id: string; codeHash: string; attempts: number | bigint }>({
    name: "t26-live-code",
    sqlite: { text: LIVE("?", "?", "?"), values: [target, purpose, sqliteDate(now)] },
    postgres: {
      text: LIVE("$1", `$2::"CodePurpose"`, "$3::timestamp(3)"),
      values: [target, purpose, now.toISOString()],
    },
  });
  if (!live) throw new AppError(400, "CODE_EXPIRED");
  if (Number(live.attempts) >= maxAttempts) throw new AppError(429, "CODE_LOCKED");

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

  const consumed = await rawWrite({
    name: "t26-consume-code",
    sqlite: { text: CONSUME("?", "?", "?"), values: [sqliteDate(now), live.id, maxAttempts] },
    postgres: {
      text: CONSUME("$1::timestamp(3)", "$2", "$3"),
      values: [now.toISOString(), live.id, maxAttempts],
    },
  });
  if (consumed !== 1) throw new AppError(400, "CODE_EXPIRED");
}
