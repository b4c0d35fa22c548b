import { encode } from "next-auth/jwt";
import { createAuthSession } from "@/lib/server/auth/auth-session";

/**
 * A session cookie as the app issues it: a next-auth JWT whose `sid` names a live server-side
 * session. For a subject that does not exist (or a made-up role) the token carries an unknown sid.
 */
export async function sessionCookie(
  sub: string,
  role: string,
  {
    maxAge,
    secret = process.env.AUTH_SECRET!,
    claims = {},
  }: { maxAge?: number; secret?: string; claims?: Record<string, unknown> } = {},
): Promise<string> {
  let sid = "no-such-session";
  if (role === "participant" || role === "staff") {
    try {
      sid = (await createAuthSession({ id: sub, role })).sid;
    } catch {
      // unknown subject: the cookie must be refused, which is what the callers test
    }
  }
  const token = await encode({
    token: { ...claims, sub, role, sid },
    secret,
    ...(maxAge !== undefined ? { maxAge } : {}),
  });
  return `t26.session=${token}`;
}
