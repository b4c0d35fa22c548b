"use client";

import { HeartIcon } from "@/components/icons/svg/heart";
import { MessageCircleIcon } from "@/components/icons/svg/message-circle";
import { NewspaperIcon } from "@/components/icons/svg/newspaper";
import { AppLink } from "@/components/ui/app-link";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { ListError } from "@/components/states/list-error";
import { PullToRefresh } from "@/components/states/pull-to-refresh";
import { CardListSkeleton } from "@/components/states/skeletons";
import { Badge } from "@/components/ui/badge";
import { useNow } from "@/hooks/use-now";
import { useRefreshOnReturn } from "@/hooks/use-refresh-on-return";
import { apiFetch } from "@/lib/api-client";
import type { AppLocale } from "@/lib/i18n/config";
import { relativeTime } from "@/lib/relative-time";
import type { NewsCard, NewsPage } from "@/lib/server/services/news/news";
import { cn } from "@/lib/utils";
import { NEWS_CATEGORIES, type NewsCategory } from "@/lib/validations/limits";
import { CATEGORY_STYLE } from "./category-style";
import type { NewsListLabels } from "./news-labels";
import { EmptyState } from "@/components/ui/empty-state";

/** /news: category chips, cards, the next page as the end comes into view ('Carregando mais notícias...'). */
export function NewsList({
  initial,
  initialCursor,
  labels,
  locale,
  inPortugueseBadge,
}: {
  initial: NewsCard[];
  initialCursor: string | null;
  /** The texts, translated by the server page (components/news/news-labels.ts). */
  labels: NewsListLabels;
  locale: AppLocale;
  /** `<InPortugueseBadge />`, drawn by the server page. */
  inPortugueseBadge: ReactNode;
}) {
  const [category, setCategory] = useState<NewsCategory | null>(null);
  const [items, setItems] = useState(initial);
  const [cursor, setCursor] = useState(initialCursor);
  const [loading, setLoading] = useState(false);
  const nowMs = useNow();
  // Which load failed: the list itself (a category, a refresh) or its next page. Never shown as "empty".
  const [failed, setFailed] = useState<"list" | "more" | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const generation = useRef(0);

  const load = useCallback(async (cat: NewsCategory | null, after: string | null, replace: boolean) => {
    const gen = replace ? ++generation.current : generation.current;
    setLoading(true);
    setFailed(null);
    try {
      const qs = new URLSearchParams({
        ...(cat ? { category: cat } : {}),
        ...(after ? { cursor: after } : {}),
      });
      const page = await apiFetch<NewsPage>(`/api/news?${qs}`);
      if (gen !== generation.current) return;
      setItems((list) =>
        replace ? page.items : [...list, ...page.items.filter((n) => !list.some((x) => x.id === n.id))],
      );
      setCursor(page.nextCursor);
    } catch {
      if (gen === generation.current) setFailed(replace ? "list" : "more");
    } finally {
      if (gen === generation.current) setLoading(false);
    }
  }, []);

  function choose(cat: NewsCategory | null) {
    setCategory(cat);
    setItems([]);
    setCursor(null);
    void load(cat, null, true);
  }

  // The first page again, keeping what is shown until it arrives (pull-to-refresh, return, online).
  const refresh = () => load(category, null, true);
  useRefreshOnReturn(() => void refresh());

  useEffect(() => {
    const el = sentinel.current;
    if (!el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // After any failure the next page waits for 'Tentar novamente' instead of retrying in a loop
        // (and a failed refresh is not hidden by a next-page load that clears it and fails too).
        if (entries.some((e) => e.isIntersecting) && cursor && !loading && failed === null)
          void load(category, cursor, false);
      },
      { rootMargin: "300px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [cursor, loading, category, load, failed]);

  const chip = (id: NewsCategory | null, label: string) => (
    <button
      key={id ?? "all"}
      type="button"
      onClick={() => choose(id)}
      aria-pressed={category === id}
      data-testid={`news-chip-${id ?? "all"}`}
      className={cn(
        "shrink-0 rounded-full border px-3.5 py-1.5 text-sm font-medium transition",
        category === id ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:bg-muted",
      )}
    >
      {label}
    </button>
  );

  return (
    <div className="space-y-4">
      <PullToRefresh labels={labels.pull} onRefresh={refresh} />
      <div
        className="-mx-4 flex [scrollbar-width:none] gap-2 overflow-x-auto px-4 pb-1"
        role="group"
        aria-label={labels.title}
      >
        {chip(null, labels.all)}
        {NEWS_CATEGORIES.map((c) => chip(c, labels.categories[c]))}
      </div>
      {failed === "list" && items.length > 0 && (
        <ListError labels={labels.listError} variant="banner" onRetry={refresh} testId="news-error" />
      )}
      {failed === "list" && items.length === 0 ? (
        <ListError labels={labels.listError} onRetry={refresh} testId="news-error" />
      ) : items.length === 0 && loading ? (
        <div data-testid="news-loading" aria-busy="true">
          <CardListSkeleton count={3} avatar={false} media />
        </div>
      ) : items.length === 0 ? (
        <EmptyState icon={NewspaperIcon} data-testid="news-empty">
          {labels.empty}
        </EmptyState>
      ) : (
        <ul className="space-y-3" data-testid="news-list">
          {items.map((n) => (
            <li key={n.id}>
              <AppLink
                href={`/news/${n.id}`}
                className="block overflow-hidden rounded-2xl border bg-card shadow-xs transition hover:shadow-sm"
                data-testid="news-card"
                data-news={n.id}
                data-category={n.category}
              >
                {n.imageUrl && (
                  // eslint-disable-next-line @next/next/no-img-element -- a stored URL on any host (uploads, seeds); next/image would need each host in remotePatterns
                  <img
                    src={n.imageUrl}
                    alt={n.imageAlt ?? ""}
                    width={1200}
                    height={675}
                    loading="lazy"
                    className="aspect-[16/9] h-auto w-full object-cover"
                    data-testid="news-card-image"
                  />
                )}
                <div className="space-y-1.5 p-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge className={CATEGORY_STYLE[n.category]}>{labels.categories[n.category]}</Badge>
                    {n.isImportant && <Badge variant="destructive">{labels.important}</Badge>}
                    {!n.translated && inPortugueseBadge}
                    <span className="text-xs text-muted-foreground">
                      {relativeTime(n.publishedAt, locale, nowMs)}
                    </span>
                  </div>
                  <h2 className="leading-snug font-bold" lang={n.translated ? undefined : "pt"}>
                    {n.title}
                  </h2>
                  <p
                    className="line-clamp-2 text-sm text-muted-foreground"
                    lang={n.translated ? undefined : "pt"}
                  >
                    {n.summary}
                  </p>
                  <div className="flex gap-4 pt-1 text-xs text-muted-foreground">
                    <span className="inline-flex items-center gap-1">
                      <HeartIcon className="size-3.5" aria-hidden="true" /> {n.likes}
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <MessageCircleIcon className="size-3.5" aria-hidden="true" /> {n.comments}
                    </span>
                  </div>
                </div>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
      <div
        ref={sentinel}
        className="py-3 text-center text-sm text-muted-foreground"
        data-testid="news-footer"
      >
        {failed === "more" ? (
          <ListError
            labels={labels.listError}
            variant="more"
            onRetry={() => load(category, cursor, false)}
            testId="news-more-error"
          />
        ) : loading && items.length > 0 ? (
          labels.loadingMore
        ) : items.length > 0 && !cursor ? (
          labels.end
        ) : (
          ""
        )}
      </div>
    </div>
  );
}
