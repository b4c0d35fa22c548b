import { getTranslations } from "next-intl/server";
import { listErrorLabels, pullLabels } from "@/components/states/state-labels";
import type { ListErrorLabels } from "@/components/states/list-error";
import type { PullLabels } from "@/components/states/pull-to-refresh";
import { NEWS_CATEGORIES, type NewsCategory } from "@/lib/validations/limits";

// /news' texts, translated by its server page: the list needs no messages in the browser. The
// client component imports only the type.

export interface NewsListLabels {
  title: string;
  all: string;
  categories: Record<NewsCategory, string>;
  important: string;
  empty: string;
  loadingMore: string;
  end: string;
  listError: ListErrorLabels;
  pull: PullLabels;
}

export async function newsListLabels(): Promise<NewsListLabels> {
  const [t, listError, pull] = await Promise.all([getTranslations("news"), listErrorLabels(), pullLabels()]);
  return {
    title: t("title"),
    all: t("all"),
    categories: Object.fromEntries(NEWS_CATEGORIES.map((c) => [c, t(`categories.${c}`)])) as Record<
      NewsCategory,
      string
    >,
    important: t("important"),
    empty: t("empty"),
    loadingMore: t("loadingMore"),
    end: t("end"),
    listError,
    pull,
  };
}

const COMMENTS_KEYS = [
  "comments",
  "noComments",
  "commentPlaceholder",
  "send",
  "removed",
  "retryLater",
  "commentError",
  "commentAdded",
  "commentAddedText",
] as const;

/** The article's comments' texts; `comments` is "Comentários ({count})" with `{count}` left for the browser. */
export type NewsCommentsLabels = Record<(typeof COMMENTS_KEYS)[number], string>;

export async function newsCommentsLabels(): Promise<NewsCommentsLabels> {
  const t = await getTranslations("news");
  return Object.fromEntries(
    COMMENTS_KEYS.map((key) => [key, key === "comments" ? t(key, { count: "{count}" }) : t(key)]),
  ) as NewsCommentsLabels;
}
