import { NextResponse } from "next/server";
import { LOCALE_COOKIE } from "@/lib/i18n/config";
import { translator } from "@/lib/i18n/translate";
import { withApi } from "@/lib/server/api";
import { getSettings, saveSettings, type SettingsSaved } from "@/lib/server/services/preferences/settings";
import { settingsSchema } from "@/lib/validations/preferences";
import { THEME_COOKIE, themeCookieOptions } from "@/lib/theme";

// GET /api/me/settings — notification categories, language and theme.
export const GET = withApi({ access: "participant" }, async ({ session }) => getSettings(session.id));

// PUT /api/me/settings — saves them; the language and theme cookies follow so the UI switches at
// once, and the confirmation comes back already in the NEW language (the page still holds the old
// messages).
export const PUT = withApi({ access: "participant", body: settingsSchema }, async ({ session, body }) => {
  const saved = await saveSettings(session.id, body);
  const res = NextResponse.json({
    ...saved,
    message: translator(saved.locale, "settings")("saved"),
  } satisfies SettingsSaved);
  res.cookies.set(LOCALE_COOKIE, saved.locale, { path: "/", sameSite: "lax", maxAge: 60 * 60 * 24 * 365 });
  res.cookies.set(THEME_COOKIE, saved.theme, themeCookieOptions);
  return res;
});
