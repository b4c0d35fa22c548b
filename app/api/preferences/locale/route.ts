import { NextResponse } from "next/server";
import { LOCALE_COOKIE } from "@/lib/i18n/config";
import { withApi } from "@/lib/server/api";
import { setUserLocale } from "@/lib/server/services/preferences/set-user-locale";
import { localeSchema } from "@/lib/validations/preferences";

// POST /api/preferences/locale — switch the UI language (cookie; the participant's preference too)
export const POST = withApi({ access: "public", body: localeSchema }, async ({ body, session }) => {
  if (session?.role === "participant") await setUserLocale(session.id, body.locale);
  const res = NextResponse.json({ locale: body.locale });
  res.cookies.set(LOCALE_COOKIE, body.locale, { path: "/", sameSite: "lax", maxAge: 60 * 60 * 24 * 365 });
  return res;
});
