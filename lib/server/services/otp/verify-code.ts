import "server-only";
import type { CodePurpose } from "@/lib/server/generated/prisma/client";
import { db } from "@/lib/server/db";
import { rawRead, sqliteDate } from "@/lib/server/raw-read";
import { rawWrite } from "@/lib/server/raw-write";
import { sqliteTextParam } from "@/lib/server/sqlite-prepared";
import { env } from "@/lib/server/env";
import { AppError } from "@/lib/server/errors";
import { hashCode, hashesEqual } from "./generate-code";

/** The newest live code for target + purpose (its id, hash and attempts). */
const LIVE = (target: string, purpose: string, now: string) =>
  `SELECT "id", "codeHash", "attempts" FROM "OneTimeCode" WHERE "target" = ${target} AND "purpose" = ${purpose} AND "consumedAt" IS NULL AND "expiresAt" > ${now} ORDER BY "createdAt" DESC LIMIT 1`;
/** LIVE on SQLite, its text parameters cast: planned once, not on every run (sqliteTextParam). */
export const SQLITE_LIVE_CODE = LIVE(sqliteTextParam(), sqliteTextParam(), "?");
/** Consumes a code: only while unconsumed and under the attempts allowed (the single-use guarantee). */
export const CONSUME = (now: string, id: string, max: string) =>
  `UPDATE "OneTimeCode" SET "consumedAt" = ${now} WHERE "id" = ${id} AND "consumedAt" IS NULL AND "attempts" < ${max}`;

/**
 * PostgreSQL: LIVE, then CONSUME of that row when its hash is the submitted code's, in one
 * statement (one round trip instead of two). The update's conditions are CONSUME's: under read
 * committed a concurrent consumer's update is waited for and the row rechecked, so two correct
 * submissions still succeed once. A wrong code changes nothing here (its attempt is counted below,
 * as before); the hashes are still compared in constant time before anything is answered.
 * $1 target, $2 purpose, $3 now, $4 the submitted code's hash, $5 the attempts allowed; `more`
 * adds CTEs that may use "used" (the consumed row, if any) and columns to the one row.
 */
export const liveAndConsumeSql = (more?: { ctes: string; columns: string }) =>
  `WITH "live" AS (${LIVE("$1", `$2::"CodePurpose"`, "$3::timestamp(3)")}),
"used" AS (UPDATE "OneTimeCode" AS c SET "consumedAt" = $3::timestamp(3) FROM "live" WHERE c."id" = "live"."id" AND "live"."codeHash" = $4 AND c."consumedAt" IS NULL AND c."attempts" < $5 RETURNING c."id")${more ? `,\n${more.ctes}` : ""}
SELECT "live"."id", "live"."codeHash", "live"."attempts", EXISTS (SELECT 1 FROM "used") AS "consumed"${more ? `, ${more.columns}` : ""} FROM "live"`;

/** The newest live code as read (on PostgreSQL with `consumed`: whether the read consumed it). */
export interface LiveCode {
  id: string;
  codeHash: string;
  attempts: number | bigint;
  consumed?: boolean;
}

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
  const hash = hashCode(code, target, purpose);
  // The read and the consuming update run on the driver (the sign-in's hot path,
  // docs/performance.md); a wrong code's attempt goes through Prisma. PostgreSQL: one statement
  // reads the newest live code and consumes it if its hash is this code's (consumed: true);
  // SQLite: the read, then the update below (prepared statements, no round trips).
  const [live] = await rawRead<LiveCode>({
    name: "t26-live-code-consume",
    sqlite: { text: SQLITE_LIVE_CODE, values: [target, purpose, sqliteDate(now)] },
    postgres: {
      text: liveAndConsumeSql(),
      values: [target, purpose, now.toISOString(), hash, maxAttempts],
    },
  });
  await settleCode(live, hash, now);
}

/**
 * verifyCode after its read: throws the code's error, or consumes it (on SQLite; on PostgreSQL
 * the read did, when `live.consumed`). For a caller that read the live code with more
 * (liveAndConsumeSql's `more`): the answers are verifyCode's.
 */
export async function settleCode(live: LiveCode | undefined, hash: string, now: Date): Promise<void> {
  const maxAttempts = env().OTP_MAX_ATTEMPTS;
  if (!live) throw new AppError(400, "CODE_EXPIRED");
  if (Number(live.attempts) >= maxAttempts) throw new AppError(429, "CODE_LOCKED");

  if (!hashesEqual(live.codeHash, hash)) {
    const bumped = await db.oneTimeCode.update({
      where: { id: live.id },
      data: { attempts: { increment: 1 } },
      select: { attempts: true },
    });
    const remaining = Math.max(0, maxAttempts - bumped.attempts);
    if (remaining === 0) throw new AppError(429, "CODE_LOCKED");
    throw new AppError(400, "CODE_INVALID", { remaining }, { remaining });
  }

  // The same conditional update, on PostgreSQL already run by the statement above.
  if (live.consumed !== undefined) {
    if (!live.consumed) throw new AppError(400, "CODE_EXPIRED");
    return;
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
