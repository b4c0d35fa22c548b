export const locales = ["pt", "en", "es"] as const;
export type AppLocale = (typeof locales)[number];
export const defaultLocale: AppLocale = "pt";
export const LOCALE_COOKIE = "NEXT_LOCALE";
/** BCP 47 tags for Intl formatting. */
export const intlLocale: Record<AppLocale, string> = { pt: "pt-BR", en: "en-US", es: "es-ES" };

export function isLocale(value: unknown): value is AppLocale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** Picks the first supported language of an Accept-Language header, or the default. */
export function localeFromAcceptLanguage(header: string | null | undefined): AppLocale {
  if (!header) return defaultLocale;
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag = "", q] = part.trim().split(";q=");
      return { lang: tag.slice(0, 2).toLowerCase(), q: q ? Number(q) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  return (ranked.find((r) => isLocale(r.lang))?.lang as AppLocale | undefined) ?? defaultLocale;
}

/** Cookie first (the user's choice), then the browser's languages, then Portuguese. */
export function resolveLocale(
  cookieValue: string | undefined,
  acceptLanguage: string | null | undefined,
): AppLocale {
  return isLocale(cookieValue) ? cookieValue : localeFromAcceptLanguage(acceptLanguage);
}
