import { getTranslations } from "next-intl/server";
import { listErrorLabels, pullLabels } from "@/components/states/state-labels";
import type { ListErrorLabels } from "@/components/states/list-error";
import type { PullLabels } from "@/components/states/pull-to-refresh";
import { composerTextareaClass } from "@/components/community/composer-class";
import { AVATAR_COLORS } from "@/components/shell/user-avatar";
import { badgeVariants } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { NEWS_CATEGORIES, type NewsCategory } from "@/lib/validations/limits";
import { CATEGORY_STYLE } from "./category-style";

// /news' texts and merged classes, computed by its server page: the list needs no messages, `cn`
// or Badge in the browser. The client components import only the types.

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
  /** Merged on the server (cn): the chips' two states, each category's Badge, the red 'Importante'. */
  classes: { chip: { on: string; off: string }; badge: Record<NewsCategory, string>; important: string };
}

const CHIP_CLASS = "shrink-0 rounded-full border px-3.5 py-1.5 text-sm font-medium transition";

/** The list's looks, as NewsList drew them with cn and Badge. */
export function newsListClasses(): NewsListLabels["classes"] {
  return {
    chip: {
      on: cn(CHIP_CLASS, "border-primary bg-primary text-primary-foreground"),
      off: cn(CHIP_CLASS, "bg-card hover:bg-muted"),
    },
    badge: Object.fromEntries(
      NEWS_CATEGORIES.map((c) => [c, cn(badgeVariants({ variant: undefined }), CATEGORY_STYLE[c])]),
    ) as Record<NewsCategory, string>,
    important: cn(badgeVariants({ variant: "destructive" }), undefined),
  };
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
    classes: newsListClasses(),
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

/**
 * The article's comments' texts; `comments` is "Comentários ({count})" with `{count}` left for the
 * browser. `avatar`: UserAvatar's classes with the comments' "size-9 text-xs", merged here (a
 * photo's, and the initials' on each profile colour).
 */
export type NewsCommentsLabels = Record<(typeof COMMENTS_KEYS)[number], string> & {
  avatar: { photo: string; initials: Record<string, string> };
  /** The composer's textarea classes (components/community/composer-class.ts). */
  composer: string;
};

// UserAvatar's own classes (app/first-load-news.test.ts renders both and compares them).
const AVATAR_PHOTO_CLASS = "size-12 rounded-full object-cover";
const AVATAR_CLASS = "flex size-12 items-center justify-center rounded-full font-bold text-white";
const COMMENT_AVATAR = "size-9 text-xs";

export async function newsCommentsLabels(): Promise<NewsCommentsLabels> {
  const t = await getTranslations("news");
  return {
    ...(Object.fromEntries(
      COMMENTS_KEYS.map((key) => [key, key === "comments" ? t(key, { count: "{count}" }) : t(key)]),
    ) as Record<(typeof COMMENTS_KEYS)[number], string>),
    avatar: {
      photo: cn(AVATAR_PHOTO_CLASS, COMMENT_AVATAR),
      initials: Object.fromEntries(
        Object.entries(AVATAR_COLORS).map(([color, bg]) => [color, cn(AVATAR_CLASS, bg, COMMENT_AVATAR)]),
      ),
    },
    composer: composerTextareaClass(),
  };
}
