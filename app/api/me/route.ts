import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api";
import { SESSION_COOKIE, sessionCookieSecure } from "@/lib/server/auth/session";
import { deleteAccount } from "@/lib/server/services/account/account";
import { deleteAccountSchema } from "@/lib/validations/preferences";
import { getMenuProfile } from "@/lib/server/services/users/get-menu-profile";

// GET /api/me — the signed-in participant's summary (participant sessions only)
export const GET = withApi({ access: "participant", foldSession: true }, async ({ session }) =>
  getMenuProfile(session.id),
);

// DELETE /api/me {confirm: true} — LGPD erasure of the account (and its dependents); the session ends.
export const DELETE = withApi({ access: "participant", body: deleteAccountSchema }, async ({ session }) => {
  const res = NextResponse.json(await deleteAccount(session.id));
  res.cookies.set(SESSION_COOKIE, "", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: sessionCookieSecure(),
    maxAge: 0,
  });
  return res;
});
