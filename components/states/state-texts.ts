import en from "@/messages/en/states-error.json";
import es from "@/messages/es/states-error.json";
import pt from "@/messages/pt/states-error.json";
import { isLocale, LOCALE_COOKIE, type AppLocale } from "@/lib/i18n/config";

/**
 * The few texts the error boundaries need, in the three languages, without next-intl's provider:
 * error.tsx and global-error.tsx are client components that also render where no layout gives the
 * browser messages (/dashboard, the entry screens), and global-error replaces the root layout.
 * The source is the same messages/<locale>/states-error.json the server translates with: only
 * these texts, which every route's first load carries (once: in the root's chunk, with the rest of
 * the boundaries' code, components/pwa/root-extras.tsx).
 */
const TEXTS = { pt: pt.states, en: en.states, es: es.states } satisfies Record<AppLocale, unknown>;
export type StateTexts = (typeof TEXTS)["pt"];

export function stateTexts(locale: AppLocale): StateTexts {
  return TEXTS[locale];
}

/** The page's language: the root layout's <html lang> (which the server chose), else the language cookie, else the browser's. */
export function browserLocale(): AppLocale {
  const fromHtml = document.documentElement.lang.slice(0, 2).toLowerCase();
  return isLocale(fromHtml) ? fromHtml : chosenLocale();
}

/** The language cookie (the person's choice), else the browser's languages, else Portuguese. */
export function chosenLocale(): AppLocale {
  const cookie = document.cookie
    .split("; ")
    .find((c) => c.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
  if (isLocale(cookie)) return cookie;
  for (const lang of navigator.languages ?? [navigator.language]) {
    const code = lang.slice(0, 2).toLowerCase();
    if (isLocale(code)) return code;
  }
  return "pt";
}
