import "server-only";
import { getToken } from "next-auth/jwt";
import type { NextRequest } from "next/server";
import { env, isProduction } from "../env";

export type Role = "participant" | "staff";
export interface SessionUser {
  id: string;
  role: Role;
}

export const SESSION_COOKIE = "t26.session";
export const sessionCookieSecure = () => isProduction();

/** Reads and verifies the next-auth JWT from the request's HttpOnly cookie. */
export async function sessionFromRequest(req: NextRequest | Request): Promise<SessionUser | null> {
  const token = await getToken({
    req: req as NextRequest,
    secret: env().AUTH_SECRET,
    cookieName: SESSION_COOKIE,
    secureCookie: sessionCookieSecure(),
  });
  if (!token?.sub || (token.role !== "participant" && token.role !== "staff")) return null;
  return { id: token.sub, role: token.role };
}
