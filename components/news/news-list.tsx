"use client";

import { HeartIcon } from "@/components/icons/svg/heart";
import { MessageCircleIcon } from "@/components/icons/svg/message-circle";
import { AppLink } from "@/components/ui/app-link";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { ListError } from "@/components/states/list-error";
import { PullToRefresh } from "@/components/states/pull-to-refresh";
import { useNow } from "@/hooks/use-now";
import { useRefreshOnReturn } from "@/hooks/use-refresh-on-return";
import { apiFetch } from "@/lib/api-client";
import type { AppLocale } from "@/lib/i18n/config";
import { relativeTime } from "@/lib/relative-time";
import type { NewsCard, NewsPage } from "@/lib/server/services/news/news";
import type { NewsCategory } from "@/lib/validations/limits";
import type { NewsListLabels } from "./news-labels";

/** /news: category chips, cards, the next page as the end comes into view ('Carregando mais notícias...'). */
export function NewsList({
  initial,
  initialCursor,
  labels,
  locale,
  inPortugueseBadge,
  skeleton,
  empty,
}: {
  initial: NewsCard[];
  initialCursor: string | null;
  /** The texts and merged classes, from the server page (components/news/news-labels.ts). */
  labels: NewsListLabels;
  locale: AppLocale;
  /** `<InPortugueseBadge />`, drawn by the server page. */
  inPortugueseBadge: ReactNode;
  /** The cards' skeleton while a category loads, and the empty state: drawn by the server page. */
  skeleton: ReactNode;
  empty: ReactNode;
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
      className={category === id ? labels.classes.chip.on : labels.classes.chip.off}
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
        {(Object.keys(labels.categories) as NewsCategory[]).map((c) => chip(c, labels.categories[c]))}
      </div>
      {failed === "list" && items.length > 0 && (
        <ListError labels={labels.listError} variant="banner" onRetry={refresh} testId="news-error" />
      )}
      {failed === "list" && items.length === 0 ? (
        <ListError labels={labels.listError} onRetry={refresh} testId="news-error" />
      ) : items.length === 0 && loading ? (
        <div data-testid="news-loading" aria-busy="true">
          {skeleton}
        </div>
      ) : items.length === 0 ? (
        empty
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
                    {/* Badge's markup, its classes merged by the server. */}
                    <span
                      data-slot="badge"
                      data-variant="default"
                      className={labels.classes.badge[n.category]}
                    >
                      {labels.categories[n.category]}
                    </span>
                    {n.isImportant && (
                      <span data-slot="badge" data-variant="destructive" className={labels.classes.important}>
                        {labels.important}
                      </span>
                    )}
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
