/**
 * Colour theme (issue 19 §6): "system" follows the device's prefers-color-scheme, "light" and
 * "dark" override it. The choice is stored on the account (User.theme) and mirrored in a cookie,
 * so the root layout renders <html class="dark"> on the server (no flash); for "system" a tiny
 * inline script (with the page's CSP nonce) adds the class before the first paint.
 */
export const themes = ["system", "light", "dark"] as const;
export type ThemePreference = (typeof themes)[number];
export const THEME_COOKIE = "together-theme";
export const THEME_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export function isTheme(value: unknown): value is ThemePreference {
  return typeof value === "string" && (themes as readonly string[]).includes(value);
}

/** The cookie's value, or "system" when it is absent or not one of ours. */
export function resolveTheme(cookieValue: string | undefined): ThemePreference {
  return isTheme(cookieValue) ? cookieValue : "system";
}

/** Cookie options for THEME_COOKIE (readable by the page: it is not a secret). */
export const themeCookieOptions = {
  path: "/",
  sameSite: "lax",
  maxAge: THEME_COOKIE_MAX_AGE,
} as const;

export const DARK_QUERY = "(prefers-color-scheme: dark)";

/**
 * Runs in <head> before the body paints: with data-theme="system" on <html>, follow the device
 * (and keep following it when the device switches). "light"/"dark" are already right from the server.
 */
export const THEME_SCRIPT = `(function(){try{var d=document.documentElement,m=matchMedia(${JSON.stringify(DARK_QUERY)});function a(){if(d.dataset.theme==="system")d.classList.toggle("dark",m.matches)}a();m.addEventListener("change",a)}catch(e){}})()`;

/** Applies a preference to <html> at once (after saving it in the settings). */
export function applyTheme(theme: ThemePreference) {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.classList.toggle(
    "dark",
    theme === "dark" || (theme === "system" && window.matchMedia(DARK_QUERY).matches),
  );
}
