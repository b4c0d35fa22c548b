"use client";

import { PlusIcon } from "@/components/icons/svg/plus";
import { AppLink } from "@/components/ui/app-link";
import { useCallback, useEffect, useRef, useState } from "react";
import { lazyOverlay } from "@/components/ui/lazy-load";
import { useNow } from "@/hooks/use-now";
import { useRefreshOnReturn } from "@/hooks/use-refresh-on-return";
import { apiFetch } from "@/lib/api-client";
import type { PostPage, PostView } from "@/lib/server/services/community/posts";
import type { FeedLabels } from "./community-labels";
import { DeletePostDialog, ReportSheet } from "./overlays";
import { PostCard } from "./post-card";
import type { ReportTarget } from "./report-sheet";

// The pull indicator and a failed load's message load as soon as the page has hydrated
// (./feed-later.tsx), not with it: the pull listens once that chunk is there (a pull in the moment
// before is the browser's own), and the service worker keeps the code for a load that fails
// offline. Offline before they arrived: tried again every 2 s.
const later = () => import("./feed-later");
const PullToRefresh = lazyOverlay(() => later().then((m) => m.PullToRefresh));
const ListError = lazyOverlay(() => later().then((m) => m.ListError));
const retryLater = (retry: () => void) => {
  const timer = window.setTimeout(retry, 2000);
  return () => window.clearTimeout(timer);
};

/** The feed: first page from the server, the next ones as the end of the list comes into view. */
export function FeedView({
  topicId,
  initial,
  initialCursor,
  viewerId,
  labels,
  empty,
}: {
  topicId: string | null;
  initial: PostView[];
  initialCursor: string | null;
  viewerId: string;
  labels: FeedLabels;
  /** The empty feed, drawn by the server page (./feed-empty.tsx). */
  empty: React.ReactNode;
}) {
  const { listError, pull } = labels;
  const [posts, setPosts] = useState(initial);
  const [cursor, setCursor] = useState(initialCursor);
  const [loading, setLoading] = useState(false);
  // Which load failed: the first page again (pull, return) or the next one. Never shown as "empty".
  const [failed, setFailed] = useState<"refresh" | "more" | null>(null);
  const [report, setReport] = useState<ReportTarget | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const nowMs = useNow();
  const sentinel = useRef<HTMLDivElement>(null);

  const loadMore = useCallback(async () => {
    if (!cursor || loading) return;
    setLoading(true);
    setFailed(null);
    try {
      const qs = new URLSearchParams({ cursor, ...(topicId ? { topic: topicId } : {}) });
      const page = await apiFetch<PostPage>(`/api/community/posts?${qs}`);
      setPosts((list) => [...list, ...page.posts.filter((p) => !list.some((x) => x.id === p.id))]);
      setCursor(page.nextCursor);
    } catch {
      setFailed("more");
    } finally {
      setLoading(false);
    }
  }, [cursor, loading, topicId]);

  /** The first page again (pull-to-refresh, back to the foreground, back online). */
  const refresh = useCallback(async () => {
    try {
      const qs = new URLSearchParams(topicId ? { topic: topicId } : {});
      const page = await apiFetch<PostPage>(`/api/community/posts?${qs}`);
      setPosts(page.posts);
      setCursor(page.nextCursor);
      setFailed(null);
    } catch {
      setFailed("refresh");
    }
  }, [topicId]);
  useRefreshOnReturn(() => void refresh());

  useEffect(() => {
    const el = sentinel.current;
    if (!el) return;
    const observer = new IntersectionObserver(
      // After any failure the next page waits for 'Tentar novamente' instead of retrying in a loop
      // (and a failed refresh is not hidden by a next-page load that clears it and fails too).
      (entries) => entries.some((e) => e.isIntersecting) && failed === null && void loadMore(),
      { rootMargin: "400px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [loadMore, failed]);

  const newPostHref = topicId ? `/community/new-post?topic=${topicId}` : "/community/new-post";
  return (
    <>
      <PullToRefresh active onLoadError={retryLater} labels={pull} onRefresh={refresh} />
      {failed === "refresh" && posts.length > 0 && (
        <ListError
          active
          onLoadError={retryLater}
          labels={listError}
          variant="banner"
          onRetry={refresh}
          testId="feed-error"
        />
      )}
      {failed === "refresh" && posts.length === 0 ? (
        <ListError active onLoadError={retryLater} labels={listError} onRetry={refresh} testId="feed-error" />
      ) : posts.length === 0 ? (
        empty
      ) : (
        <div className="space-y-3" data-testid="feed">
          {posts.map((p) => (
            <PostCard
              key={p.id}
              post={p}
              nowMs={nowMs}
              viewerId={viewerId}
              labels={labels.card}
              onDelete={setDeleting}
              onReport={(id) => setReport({ contentType: "post", contentId: id })}
            />
          ))}
          <div
            ref={sentinel}
            className="py-4 text-center text-sm text-muted-foreground"
            data-testid="feed-footer"
          >
            {failed === "more" ? (
              <ListError
                active
                onLoadError={retryLater}
                labels={listError}
                variant="more"
                onRetry={loadMore}
                testId="feed-more-error"
              />
            ) : cursor ? (
              loading ? (
                labels.loadingMore
              ) : (
                ""
              )
            ) : (
              labels.end
            )}
          </div>
        </div>
      )}
      {/* Room under the last post: the floating "+" (56 px, 96 px up) never sits on its ⋯ menu. */}
      <div aria-hidden="true" className="h-20 md:h-12" data-testid="feed-fab-room" />
      <AppLink
        href={newPostHref}
        aria-label={labels.newPost}
        data-testid="feed-new-post"
        className="fixed right-4 bottom-24 z-30 flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition hover:scale-105 md:bottom-8"
      >
        <PlusIcon className="size-7" aria-hidden="true" />
      </AppLink>
      <ReportSheet
        active={report !== null}
        onLoadError={() => setReport(null)}
        target={report}
        labels={labels.reportSheet}
        onClose={() => setReport(null)}
      />
      <DeletePostDialog
        active={deleting !== null}
        onLoadError={() => setDeleting(null)}
        postId={deleting}
        labels={labels.deleteDialog}
        onClose={() => setDeleting(null)}
        onDeleted={(id) => setPosts((list) => list.filter((p) => p.id !== id))}
      />
    </>
  );
}
