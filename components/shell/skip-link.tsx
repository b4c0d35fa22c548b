import { getTranslations } from "next-intl/server";

/** The id of the page's <main>: the skip link's target. */
export const MAIN_ID = "main-content";

/**
 * "Pular para o conteúdo": the first thing a keyboard reaches, hidden until focused. Its target is a
 * <main id={MAIN_ID} tabIndex={-1}>, so following it moves the focus there (not only the scroll).
 */
export async function SkipLink() {
  const t = await getTranslations("a11y");
  return (
    <a
      href={`#${MAIN_ID}`}
      data-testid="skip-link"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100] focus:rounded-lg focus:bg-primary focus:px-4 focus:py-3 focus:text-sm focus:font-semibold focus:text-primary-foreground focus:shadow-lg focus:ring-2 focus:ring-ring focus:ring-offset-2 focus:outline-none"
    >
      {t("skipToContent")}
    </a>
  );
}
