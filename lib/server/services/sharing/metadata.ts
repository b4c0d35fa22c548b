import "server-only";
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { intlLocale, type AppLocale } from "@/lib/i18n/config";
import { publicOrigin } from "./site-url";
import { previewForPath, type SharePreview } from "./previews";

export const OG_SIZE = { width: 1200, height: 630 } as const;

/** The image route of a preview (app/og/…): public, 1200×630 PNG, in the given language. */
export function ogImagePath(image: string, locale: AppLocale) {
  return `${image}?lang=${locale}`;
}

export function previewImage(preview: SharePreview) {
  return preview.kind === "news" ? `/og/news/${preview.id}` : `/og/events/${preview.id}`;
}

/**
 * Open Graph and Twitter tags for a page, with absolute URLs (crawlers need them) from the public
 * origin, in the reader's language (the request's cookie or Accept-Language).
 */
export async function shareMetadata(page: {
  title: string;
  description: string;
  /** The page's own path: og:url. */
  path: string;
  /** The image route, e.g. "/og/site". */
  image: string;
  type?: "website" | "article";
}): Promise<Metadata> {
  const [origin, locale, t] = await Promise.all([publicOrigin(), getLocale(), getTranslations("meta")]);
  const image = new URL(ogImagePath(page.image, locale as AppLocale), origin).toString();
  return {
    metadataBase: origin,
    description: page.description,
    openGraph: {
      type: page.type ?? "website",
      siteName: t("title"),
      locale: intlLocale[locale as AppLocale].replace("-", "_"),
      title: page.title,
      description: page.description,
      url: new URL(page.path, origin).toString(),
      images: [{ url: image, ...OG_SIZE, alt: page.title }],
    },
    twitter: {
      card: "summary_large_image",
      title: page.title,
      description: page.description,
      images: [{ url: image, alt: page.title }],
    },
  };
}

/** The tags of a shared news item or schedule event (its path), or null when it is neither. */
export async function sharedPathMetadata(path: string): Promise<Metadata | null> {
  const preview = await previewForPath(path);
  if (!preview) return null;
  return shareMetadata({
    title: preview.title,
    description: preview.description,
    path: preview.kind === "news" ? `/news/${preview.id}` : `/schedule?event=${preview.id}`,
    image: previewImage(preview),
    type: preview.kind === "news" ? "article" : "website",
  });
}
