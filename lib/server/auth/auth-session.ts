import "server-only";
import { randomBytes } from "node:crypto";
import type { Role } from "./session";

/** How long a signed-in device stays signed in. Staff phones at the doors: one working day at most. */
export const SESSION_SECONDS: Record<Role, number> = {
  participant: 30 * 24 * 60 * 60,
  staff: 12 * 60 * 60,
};

async function database() {
  // Imported lazily: proxy.ts imports this module, and the Prisma client is only built when used.
  return (await import("../db")).db;
}

/**
 * A new server-side session for a successful sign-in; its id goes into the JWT as `sid`.
 * The principal's expired rows are swept at the same time, so the table does not grow.
 */
export async function createAuthSession(
  { id, role }: { id: string; role: Role },
  now = new Date(),
): Promise<{ sid: string; expiresAt: Date }> {
  const db = await database();
  const sid = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_SECONDS[role] * 1000);
  const owner = role === "staff" ? { staffId: id } : { userId: id };
  if (role === "staff") {
    // A disabled account cannot start a session even if it still holds a valid second factor.
    const staff = await db.staffUser.findUnique({ where: { id }, select: { disabledAt: true } });
    if (!staff || staff.disabledAt) throw new Error("staff account not active");
  }
  await db.$transaction([
    db.authSession.deleteMany({ where: { ...owner, expiresAt: { lt: now } } }),
    db.authSession.create({ data: { id: sid, ...owner, expiresAt } }),
  ]);
  return { sid, expiresAt };
}

/**
 * The per-request check: one read by primary key. The row exists only while the session is alive
 * (logout, LGPD deletion, staff removal or disabling delete it), belongs to the token's subject
 * and role, and has not passed its own expiry (which a refreshed cookie cannot extend).
 */
export async function authSessionActive(
  sid: unknown,
  { sub, role }: { sub: string; role: Role },
  now = Date.now(),
): Promise<boolean> {
  if (typeof sid !== "string" || sid.length === 0 || sid.length > 100) return false;
  const db = await database();
  const row = await db.authSession.findUnique({
    where: { id: sid },
    select: { userId: true, staffId: true, expiresAt: true },
  });
  if (!row || row.expiresAt.getTime() <= now) return false;
  return role === "staff" ? row.staffId === sub : row.userId === sub;
}

/** Logout: the session's row goes, so a copy of the cookie stops working everywhere at once. */
export async function endAuthSession(sid: unknown): Promise<void> {
  if (typeof sid !== "string" || sid.length === 0) return;
  const db = await database();
  await db.authSession.deleteMany({ where: { id: sid } });
}
