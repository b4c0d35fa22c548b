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
  if (!payload || typeof payload.sub !== "string" || !payload.sub) return null;
  if (payload.role !== "participant" && payload.role !== "staff") return null;
  const user = { id: payload.sub, role: payload.role } as const;
  if (!(await authSessionActive(payload.sid, { sub: user.id, role: user.role }))) return null;
  return user;
}

/** Reads and verifies the next-auth JWT from the request's HttpOnly cookie, then its server-side session. */
export async function sessionFromRequest(req: NextRequest | Request): Promise<SessionUser | null> {
  const token = await getToken({
    req: req as NextRequest,
    secret: env().AUTH_SECRET,
    cookieName: SESSION_COOKIE,
    secureCookie: sessionCookieSecure(),
    decode: decodeSessionToken,
  });
  return sessionFromPayload(token);
}
