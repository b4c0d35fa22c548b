import "server-only";
import type BetterSqlite3 from "better-sqlite3";
import { rawDriver } from "@/lib/db-client";
import { insertSessionRowsSqlite, newSessionId, SESSION_SECONDS } from "@/lib/server/auth/auth-session";
import { db } from "@/lib/server/db";
import { rawRead, sqliteDate } from "@/lib/server/raw-read";
import { immediateTransaction, prepared, sqliteTextParam } from "@/lib/server/sqlite-prepared";
import { AppError } from "@/lib/server/errors";
import { env } from "@/lib/server/env";
import type { ThemePreference } from "@/lib/theme";
import { hashCode, hashesEqual } from "../otp/generate-code";
import { CONSUME, liveAndConsumeSql, settleCode, verifyCode, type LiveCode } from "../otp/verify-code";

const PERSON = (phone: string) =>
  `SELECT "id", "deletedAt" IS NOT NULL AS "deleted", "theme" FROM "User" WHERE "phone" = ${phone}`;

/**
 * PostgreSQL, with a session: verifyCode's read-and-consume, the person, and — when the code was
 * consumed and the person is there — the new session row (with the sweep of their expired ones,
 * as createAuthSession does), all in one statement: one round trip and one commit instead of
 * three and two. $6 the session id, $7 its expiry, $8 its creation time.
 */
const SIGN_IN = liveAndConsumeSql({
  ctes: `"person" AS (${PERSON("$1")}),
"alive" AS (SELECT "id" FROM "person" WHERE NOT "deleted" AND EXISTS (SELECT 1 FROM "used")),
"swept" AS (DELETE FROM "AuthSession" WHERE "userId" IN (SELECT "id" FROM "alive") AND "expiresAt" < $3::timestamp(3)),
"session" AS (INSERT INTO "AuthSession" ("id", "userId", "expiresAt", "createdAt") SELECT $6, "id", $7::timestamp(3), $8::timestamp(3) FROM "alive" RETURNING 1)`,
  columns: `(SELECT "id" FROM "person") AS "userId", (SELECT "deleted" FROM "person") AS "deleted", (SELECT "theme" FROM "person") AS "theme", EXISTS (SELECT 1 FROM "session") AS "sessionCreated"`,
});

/**
 * SQLite, with a session: the newest live code (verifyCode's LIVE) and the person in one read
 * (a plain join: as a subquery SQLite ran LIVE as a co-routine, slower than the two reads), inside one
 * BEGIN IMMEDIATE … COMMIT with the code's consumption and the new session row (its sweep too):
 * one transaction and one commit instead of four transactions (two of them commits). The
 * compared values are cast (sqliteTextParam): with bare parameters SQLite planned it again on
 * every run.
 */
export const SQLITE_SIGN_IN = `SELECT c."id", c."codeHash", c."attempts", u."id" AS "userId", u."deletedAt" IS NOT NULL AS "deleted", u."theme" FROM "OneTimeCode" c LEFT JOIN "User" u ON u."phone" = ${sqliteTextParam()} WHERE c."target" = ${sqliteTextParam()} AND c."purpose" = ${sqliteTextParam()} AND c."consumedAt" IS NULL AND c."expiresAt" > ? ORDER BY c."createdAt" DESC LIMIT 1`;

type SignInRow = LiveCode & {
  userId: string | null;
  deleted: boolean | number | null;
  theme: ThemePreference | null;
};

export interface SignedInParticipant {
  id: string;
  theme: ThemePreference;
  /** The server-side session already made with the sign-in (PostgreSQL, when asked for). */
  session?: { sid: string; expiresAt: Date };
}

/**
 * A correct code for a registered phone yields the participant (and their colour theme, which
 * the sign-in mirrors into a cookie); for an unknown phone, PHONE_NOT_REGISTERED. The person is
 * read on the driver in one statement (the sign-in's hot path, docs/performance.md). With
 * `session`, on PostgreSQL the session row is made in the code's statement too (else the caller
 * makes it, createAuthSession).
 */
export async function signInParticipant({
  phone,
  code,
  session = false,
  now = new Date(),
}: {
  phone: string;
  code: string;
  session?: boolean;
  now?: Date;
}): Promise<SignedInParticipant> {
  if (session) {
    const driver = rawDriver(db);
    if (driver.kind === "postgresql") return signInWithSession(phone, code, now);
    // Not while a Prisma transaction is open on the connection (its statements would join it).
    const conn = await driver.connection();
    if (!conn.inTransaction) return signInOnSqlite(conn, phone, code, now);
  }
  await verifyCode({ target: phone, purpose: "LOGIN", code, now });
  const [user] = await rawRead<{ id: string; deleted: number | boolean; theme: ThemePreference }>({
    name: "t26-sign-in-person",
    sqlite: { text: PERSON("?"), values: [phone] },
    postgres: { text: PERSON("$1"), values: [phone] },
  });
  if (!user || user.deleted) throw new AppError(404, "PHONE_NOT_REGISTERED");
  return { id: user.id, theme: user.theme };
}

async function signInWithSession(phone: string, code: string, now: Date): Promise<SignedInParticipant> {
  const hash = hashCode(code, phone, "LOGIN");
  const sid = newSessionId();
  const expiresAt = new Date(now.getTime() + SESSION_SECONDS.participant * 1000);
  const [row] = await rawRead<SignInRow & { sessionCreated: boolean }>({
    name: "t26-sign-in-participant",
    sqlite: { text: "", values: [] },
    postgres: {
      text: SIGN_IN,
      values: [
        phone,
        "LOGIN",
        now.toISOString(),
        hash,
        env().OTP_MAX_ATTEMPTS,
        sid,
        expiresAt.toISOString(),
        new Date().toISOString(),
      ],
    },
  });
  // verifyCode's answers, in its order; then the person's.
  await settleCode(row, hash, now);
  if (!row!.userId || row!.deleted) throw new AppError(404, "PHONE_NOT_REGISTERED");
  return {
    id: row!.userId,
    theme: row!.theme!,
    ...(row!.sessionCreated ? { session: { sid, expiresAt } } : {}),
  };
}

/**
 * signInWithSession on SQLite's driver, synchronously in one transaction: the read, then — when
 * the code is the submitted one and has attempts left — its conditional consumption, then — when
 * it was consumed and the person is there — their session. The answers are settleCode's, after
 * the commit (a wrong code's attempt goes through Prisma as before), then the person's.
 */
async function signInOnSqlite(
  conn: BetterSqlite3.Database,
  phone: string,
  code: string,
  now: Date,
): Promise<SignedInParticipant> {
  const hash = hashCode(code, phone, "LOGIN");
  const maxAttempts = env().OTP_MAX_ATTEMPTS;
  const sid = newSessionId();
  const expiresAt = new Date(now.getTime() + SESSION_SECONDS.participant * 1000);
  const at = sqliteDate(now);
  const { row, sessionCreated } = immediateTransaction(conn, () => {
    const row = prepared(conn, SQLITE_SIGN_IN).get(phone, phone, "LOGIN", at) as SignInRow | undefined;
    if (!row) return { row, sessionCreated: false };
    row.consumed =
      Number(row.attempts) < maxAttempts &&
      hashesEqual(row.codeHash, hash) &&
      prepared(conn, CONSUME("?", "?", "?")).run(at, row.id, maxAttempts).changes === 1;
    const sessionCreated = Boolean(row.consumed && row.userId && !row.deleted);
    if (sessionCreated)
      insertSessionRowsSqlite(conn, { sid, column: "userId", id: row.userId!, expiresAt, now });
    return { row, sessionCreated };
  });
  await settleCode(row, hash, now);
  if (!row!.userId || row!.deleted) throw new AppError(404, "PHONE_NOT_REGISTERED");
  return { id: row!.userId, theme: row!.theme!, ...(sessionCreated ? { session: { sid, expiresAt } } : {}) };
}
