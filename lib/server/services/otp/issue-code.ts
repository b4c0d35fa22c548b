import "server-only";
import type BetterSqlite3 from "better-sqlite3";
import { rawDriver } from "@/lib/db-client";
import type { CodePurpose } from "@/lib/server/generated/prisma/client";
import { db } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { newRowId } from "@/lib/server/row-id";
import { generateNumericCode, generateStaffCode, hashCode } from "./generate-code";
import { sqliteDate } from "@/lib/server/raw-read";
import { rawWrite } from "@/lib/server/raw-write";

export interface IssuedCode {
  code: string;
  expiresAt: Date;
}

export interface NewCode {
  target: string;
  purpose: CodePurpose;
  codeHash: string;
  expiresAt: Date;
  now: Date;
}

/**
 * A fresh code for target + purpose, not yet stored: `storeCode` (or `sqliteStoreCode` inside a
 * transaction the caller holds) makes it the only live one.
 */
export function newCode({
  target,
  purpose,
  now = new Date(),
}: {
  target: string;
  purpose: CodePurpose;
  now?: Date;
}): NewCode & IssuedCode {
  const code = purpose === "STAFF_2FA" ? generateStaffCode() : generateNumericCode();
  const expiresAt = new Date(now.getTime() + env().OTP_TTL_SECONDS * 1000);
  return { code, target, purpose, codeHash: hashCode(code, target, purpose), expiresAt, now };
}

/** Issues a fresh code for target + purpose; every earlier live code for them dies. */
export async function issueCode(input: {
  target: string;
  purpose: CodePurpose;
  now?: Date;
}): Promise<IssuedCode> {
  const row = newCode(input);
  await storeCode(row);
  return { code: row.code, expiresAt: row.expiresAt };
}

/** Stores a code from newCode: every earlier live code for its target and purpose dies. */
export async function storeCode(row: NewCode): Promise<void> {
  const { target, purpose, codeHash, expiresAt, now } = row;
  if (!(await sqliteIssue(row)) && !(await postgresIssue(row)))
    await db.$transaction([
      db.oneTimeCode.updateMany({
        where: { target, purpose, consumedAt: null, expiresAt: { gt: now } },
        data: { expiresAt: now },
      }),
      db.oneTimeCode.create({
        data: { target, purpose, codeHash, expiresAt, createdAt: now },
      }),
    ]);
}

// The same two statements on SQLite's driver in one synchronous transaction (the login code's hot
// path, docs/performance.md); false when Prisma must run them (PostgreSQL, or a transaction of
// Prisma's is open on the connection).

/** Prisma's SQLite adapter writes DateTime as ISO 8601 text with an explicit offset. */

function prepare(conn: BetterSqlite3.Database) {
  return {
    begin: conn.prepare("BEGIN IMMEDIATE"),
    commit: conn.prepare("COMMIT"),
    rollback: conn.prepare("ROLLBACK"),
    expire: conn.prepare(
      `UPDATE "OneTimeCode" SET "expiresAt" = ? WHERE "target" = ? AND "purpose" = ? AND "consumedAt" IS NULL AND "expiresAt" > ?`,
    ),
    insert: conn.prepare(
      `INSERT INTO "OneTimeCode" ("id", "purpose", "target", "codeHash", "expiresAt", "attempts", "consumedAt", "createdAt") VALUES (?, ?, ?, ?, ?, 0, NULL, ?)`,
    ),
  };
}
const statements = new WeakMap<BetterSqlite3.Database, ReturnType<typeof prepare>>();

async function sqliteIssue(row: NewCode): Promise<boolean> {
  const driver = rawDriver(db);
  if (driver.kind !== "sqlite") return false;
  const conn = await driver.connection();
  if (conn.inTransaction) return false;
  let st = statements.get(conn);
  if (!st) statements.set(conn, (st = prepare(conn)));
  st.begin.run();
  try {
    sqliteStoreCode(conn, row);
    st.commit.run();
    return true;
  } catch (error) {
    if (conn.inTransaction) st.rollback.run();
    throw error;
  }
}

/**
 * The expiry and the insert on SQLite's connection, inside a write transaction the caller holds
 * (the login code's rate-limit transaction: one commit for both, docs/performance.md).
 */
export function sqliteStoreCode(
  conn: BetterSqlite3.Database,
  { target, purpose, codeHash, expiresAt, now }: NewCode,
) {
  let st = statements.get(conn);
  if (!st) statements.set(conn, (st = prepare(conn)));
  const at = sqliteDate(now);
  st.expire.run(at, target, purpose, at);
  st.insert.run(newRowId(), purpose, target, codeHash, sqliteDate(expiresAt), at);
}

// PostgreSQL: the same expiry and insert as one statement on the pool (atomic on its own, like
// Prisma's batch transaction: the insert's new row is not one the update sees). Timestamps go as
// UTC text, as Prisma stores them (timestamp without time zone).
async function postgresIssue({ target, purpose, codeHash, expiresAt, now }: NewCode): Promise<boolean> {
  if (rawDriver(db).kind !== "postgresql") return false;
  await rawWrite({
    name: "t26-issue-code",
    sqlite: { text: "", values: [] },
    postgres: {
      text: `WITH "expired" AS (UPDATE "OneTimeCode" SET "expiresAt" = $1::timestamp(3) WHERE "target" = $2 AND "purpose" = $3::"CodePurpose" AND "consumedAt" IS NULL AND "expiresAt" > $1::timestamp(3) RETURNING 1)
INSERT INTO "OneTimeCode" ("id", "purpose", "target", "codeHash", "expiresAt", "attempts", "consumedAt", "createdAt") VALUES ($4, $3::"CodePurpose", $2, $5, $6::timestamp(3), 0, NULL, $1::timestamp(3))`,
      values: [now.toISOString(), target, purpose, newRowId(), codeHash, expiresAt.toISOString()],
    },
  });
  return true;
}
