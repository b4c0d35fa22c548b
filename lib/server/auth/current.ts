import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { redirect } from "next/navigation";
import { env } from "../env";
import { sessionFromPayload, SESSION_COOKIE, type SessionUser } from "./session";
import { decodeSessionToken } from "./session-token";

/**
 * The session of the current request in server components. Memoised per request (React's
 * `cache`): the shell layout and the page both ask, and the cookie is decrypted and the session
 * row read once per render, still on every request (a sign-out elsewhere ends it at once).
 */
export const currentSession = cache(readCurrentSession);

async function readCurrentSession(): Promise<SessionUser | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return null;
  try {
    const payload = await decodeSessionToken({ token, secret: env().AUTH_SECRET });
    if (typeof payload?.exp === "number" && payload.exp * 1000 < Date.now()) return null;
    return await sessionFromPayload(payload);
  } catch {
    return null;
  }
}

/** Participant pages: a logged-out visitor (or a staff session) goes to /login and comes back after. */
export async function requireParticipant(returnTo: string): Promise<SessionUser> {
  const session = await currentSession();
  if (!session || session.role !== "participant") redirect(`/login?next=${encodeURIComponent(returnTo)}`);
  return session;
}

/** Staff pages: anyone else goes to the staff login. */
export async function requireStaff(): Promise<SessionUser> {
  const session = await currentSession();
  if (!session || session.role !== "staff") redirect("/app-checkin");
  return session;
}
