import "server-only";
import { getToken } from "next-auth/jwt";
import type { NextRequest } from "next/server";
import { env, isProduction } from "../env";
import { authSessionActive } from "./auth-session";
import { decodeSessionToken } from "./session-token";

export type Role = "participant" | "staff";
export interface SessionUser {
  id: string;
  role: Role;
}

export const SESSION_COOKIE = "t26.session";
export const sessionCookieSecure = () => isProduction();

/**
 * The session behind a decoded session JWT, or null. The token alone is not enough: its `sid`
 * must name a live server-side session of the same subject (lib/server/auth/auth-session.ts), so
 * logout, account deletion and staff removal end it at once.
 */
export async function sessionFromPayload(
  payload: { sub?: unknown; role?: unknown; sid?: unknown } | null | undefined,
): Promise<SessionUser | null> {
  const claims = sessionClaims(payload);
  if (!claims) return null;
  const user = { id: claims.id, role: claims.role } as const;
  if (!(await authSessionActive(claims.sid, { sub: user.id, role: user.role }))) return null;
  return user;
}

/**
 * What a decoded session JWT claims, before its server-side session is read: a subject, a role
 * and a well-formed session id (authSessionActive refuses any other without reading), or null.
 */
export function sessionClaims(
  payload: { sub?: unknown; role?: unknown; sid?: unknown } | null | undefined,
): (SessionUser & { sid: string }) | null {
  if (!payload || typeof payload.sub !== "string" || !payload.sub) return null;
  if (payload.role !== "participant" && payload.role !== "staff") return null;
  const sid = payload.sid;
  if (typeof sid !== "string" || sid.length === 0 || sid.length > 100) return null;
  return { id: payload.sub, role: payload.role, sid };
}

/** The next-auth JWT of the request's HttpOnly cookie, decrypted and verified (not its session). */
export function sessionTokenFromRequest(req: NextRequest | Request) {
  // Nothing getToken could read — no cookie named like the session's (or its chunks), no
  // Authorization header — answers null without next-auth's cookie store: a signed-out request
  // (asking for a login code, signing in) pays nothing for the session it does not have.
  if (!req.headers.get("cookie")?.includes(SESSION_COOKIE) && !req.headers.has("authorization"))
    return Promise.resolve(null);
  return getToken({
    req: req as NextRequest,
    secret: env().AUTH_SECRET,
    cookieName: SESSION_COOKIE,
    secureCookie: sessionCookieSecure(),
    decode: decodeSessionToken,
  });
}

/** Reads and verifies the next-auth JWT from the request's HttpOnly cookie, then its server-side session. */
export async function sessionFromRequest(req: NextRequest | Request): Promise<SessionUser | null> {
  return sessionFromPayload(await sessionTokenFromRequest(req));
}
