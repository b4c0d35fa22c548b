import "server-only";
import { cookies } from "next/headers";
import { db } from "@/lib/server/db";
import { THEME_COOKIE, themeCookieOptions, type ThemePreference } from "@/lib/theme";

/** The account's colour theme ("system" until the person chooses). */
export async function getUserTheme(userId: string): Promise<ThemePreference> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { theme: true } });
  return user?.theme ?? "system";
}

/**
 * At sign-in the device takes the account's theme (the cookie the root layout reads), so a new
 * phone renders the chosen theme from the first page after login. Runs inside next-auth's route
 * handler, whose response carries the cookie. `known`: the theme the sign-in already read.
 */
export async function mirrorThemeCookie(userId: string, known?: ThemePreference): Promise<void> {
  (await cookies()).set(THEME_COOKIE, known ?? (await getUserTheme(userId)), themeCookieOptions);
}
