import "server-only";
import { getToken } from "next-auth/jwt";
import type { NextRequest } from "next/server";
import { env, isProduction } from "../env";
import { decodeSessionToken } from "./session-token";

export type Role = "participant" | "staff";
export interface SessionUser {
  id: string;
  role: Role;
}

export const SESSION_COOKIE = "t26.session";
export const sessionCookieSecure = () => isProduction();

/** Reads and verifies the next-auth JWT from the request's HttpOnly cookie. */
export async function sessionFromRequest(
  req: NextRequest | Request,
  { checkActive = true }: { checkActive?: boolean } = {},
): Promise<SessionUser | null> {
  const token = await getToken({
    req: req as NextRequest,
    secret: env().AUTH_SECRET,
    cookieName: SESSION_COOKIE,
    secureCookie: sessionCookieSecure(),
    decode: decodeSessionToken,
  });
  if (!token?.sub || (token.role !== "participant" && token.role !== "staff")) return null;
  if (checkActive && token.role === "participant" && !(await participantActive(token.sub))) return null;
  return { id: token.sub, role: token.role };
}

/**
 * A participant's session ends with their account: after an LGPD deletion every device's cookie
 * stops working at once (one indexed read per request).
 */
export async function participantActive(userId: string): Promise<boolean> {
  const { db } = await import("../db");
  const user = await db.user.findUnique({ where: { id: userId }, select: { deletedAt: true } });
  return !!user && !user.deletedAt;
}
