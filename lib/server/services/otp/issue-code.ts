import "server-only";
import type { CodePurpose } from "@/lib/server/generated/prisma/client";
import { db } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { generateNumericCode, generateStaffCode, hashCode } from "./generate-code";

export interface IssuedCode {
  code: string;
  expiresAt: Date;
}

/** Issues a fresh code for target + purpose; every earlier live code for them dies. */
export async function issueCode({
  target,
  purpose,
  now = new Date(),
}: {
  target: string;
  purpose: CodePurpose;
  now?: Date;
}): Promise<IssuedCode> {
  const code = purpose === "STAFF_2FA" ? generateStaffCode() : generateNumericCode();
  const expiresAt = new Date(now.getTime() + env().OTP_TTL_SECONDS * 1000);
  await db.$transaction([
    db.oneTimeCode.updateMany({
      where: { target, purpose, consumedAt: null, expiresAt: { gt: now } },
      data: { expiresAt: now },
    }),
    db.oneTimeCode.create({
      data: { target, purpose, codeHash: hashCode(code, target, purpose), expiresAt, createdAt: now },
    }),
  ]);
  return { code, expiresAt };
}
