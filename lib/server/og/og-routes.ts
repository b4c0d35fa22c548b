import "server-only";
import { z } from "zod";
import { isLocale, type AppLocale } from "@/lib/i18n/config";
import { translator } from "@/lib/i18n/translate";
import { formatLongDate, formatTime } from "@/lib/format";
import { notFound } from "@/lib/server/errors";
import { eventPreview, newsPreview } from "@/lib/server/services/sharing/previews";
import { ogCardImage } from "./card";

/** ?lang= picks the picture's language (the page that links it puts the reader's); else the request's. */
export const ogQuery = z.object({ lang: z.string().optional() });
export const pickLocale = (lang: string | undefined, fallback: AppLocale): AppLocale =>
  isLocale(lang) ? lang : fallback;

function siteLines(locale: AppLocale) {
  const meta = translator(locale, "meta");
  const landing = translator(locale, "landing");
  return { brand: meta("title"), footer: `${landing("dates")} · ${landing("place")}` };
}

/** The landing (/, /home). */
export function siteImage(locale: AppLocale) {
  const landing = translator(locale, "landing");
  const meta = translator(locale, "meta");
  return ogCardImage({
    ...siteLines(locale),
    label: landing("dates"),
    title: landing("headline"),
    text: meta("description"),
    footer: landing("place"),
  });
}

export function eventInfoImage(locale: AppLocale) {
  const info = translator(locale, "eventInfo");
  return ogCardImage({
    ...siteLines(locale),
    label: info("title"),
    title: info("title"),
    text: info("intro"),
  });
}

export async function newsImage(newsId: string, locale: AppLocale) {
  const preview = await newsPreview(newsId);
  if (!preview) throw notFound("NEWS_NOT_FOUND");
  const news = translator(locale, "news");
  return ogCardImage({
    ...siteLines(locale),
    label: `${news("title")} · ${news(`categories.${preview.label}`)}`,
    title: preview.title,
    text: preview.description,
  });
}

export async function eventImage(eventId: string, locale: AppLocale) {
  const preview = await eventPreview(eventId);
  if (!preview?.startsAt) throw notFound("EVENT_NOT_FOUND");
  const schedule = translator(locale, "schedule");
  return ogCardImage({
    ...siteLines(locale),
    label: `${schedule("title")} · ${schedule(`types.${preview.label}`)}`,
    title: preview.title,
    text: preview.description,
    footer: `${formatLongDate(preview.startsAt, locale)} · ${formatTime(preview.startsAt, locale)} · ${preview.place}`,
  });
}
