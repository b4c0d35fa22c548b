"use client";

import { useState } from "react";
import { CommentComposer } from "@/components/community/comment-composer";
import { LikeButton, type LikeLabels } from "@/components/community/like-button";
import { useApiAction } from "@/hooks/use-api-action";
import { useNow } from "@/hooks/use-now";
import { apiFetch } from "@/lib/api-client";
import type { AppLocale } from "@/lib/i18n/config";
import { relativeTime } from "@/lib/relative-time";
import type { NewsComment, NewsCommentAdded } from "@/lib/server/services/news/news";
import { toast } from "@/lib/toast";
import type { NewsCommentsLabels } from "./news-labels";

/** The article's like (counts) — shown in the header. */
export function NewsLike({
  newsId,
  liked,
  count,
  labels,
}: {
  newsId: string;
  liked: boolean;
  count: number;
  labels: LikeLabels;
}) {
  return (
    <LikeButton
      url={`/api/news/${newsId}/like`}
      liked={liked}
      count={count}
      testId="news-like"
      labels={labels}
    />
  );
}

/** Comments oldest first and the input: Enter sends, Shift+Enter new line, blank not sendable. */
export function NewsComments({
  newsId,
  initial,
  labels,
  locale,
  maxLength,
}: {
  newsId: string;
  initial: NewsComment[];
  /** The texts and avatar classes, from the server page (./news-labels.ts); `comments` keeps its `{count}`. */
  labels: NewsCommentsLabels;
  locale: AppLocale;
  /** COMMENT_MAX_CHARS, from the server page. */
  maxLength: number;
}) {
  const [comments, setComments] = useState(initial);
  const [text, setText] = useState("");
  const nowMs = useNow();

  const { run: addComment, busy: sending } = useApiAction(
    (content: string) => apiFetch<NewsCommentAdded>(`/api/news/${newsId}/comments`, { body: { content } }),
    {
      fallback: labels.retryLater,
      errorTitle: labels.commentError,
      onSuccess: (res) => {
        setComments((list) => [...list, res.comment]);
        setText("");
        toast.success(labels.commentAdded, { description: labels.commentAddedText });
      },
    },
  );

  function send() {
    const content = text.trim();
    if (content) void addComment(content);
  }

  return (
    <section className="space-y-3 rounded-2xl border bg-card p-4" data-testid="news-comments">
      <h2 className="font-bold" data-testid="news-comments-title">
        {labels.comments.replace("{count}", String(comments.length))}
      </h2>
      {comments.length === 0 ? (
        <p className="py-3 text-center text-sm text-muted-foreground">{labels.noComments}</p>
      ) : (
        <ul className="space-y-3">
          {comments.map((c) => (
            <li key={c.id} className="flex gap-3" data-testid="news-comment">
              <CommentAvatar
                name={c.author.name ?? "?"}
                src={c.author.avatarUrl}
                color={c.author.color}
                classes={labels.avatar}
              />
              <div className="min-w-0 flex-1 rounded-2xl bg-muted/60 px-3 py-2">
                <p className="text-sm font-semibold">{c.author.name ?? labels.removed}</p>
                <p className="text-sm break-words whitespace-pre-line" data-testid="news-comment-content">
                  {c.content}
                </p>
                {/* Relative time: the server's clock and the phone's may disagree (React error #418). */}
                <p className="mt-1 text-xs text-muted-foreground" suppressHydrationWarning>
                  {relativeTime(c.createdAt, locale, nowMs)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <CommentComposer
        value={text}
        onChange={setText}
        onSend={send}
        sending={sending}
        placeholder={labels.commentPlaceholder}
        sendLabel={labels.send}
        testId="news-comment"
        maxLength={maxLength}
        textareaClass={labels.composer}
        className="rounded-2xl border p-1.5"
      />
    </section>
  );
}

/** UserAvatar (components/shell/user-avatar.tsx) with its classes merged by the server page. */
function CommentAvatar({
  name,
  src,
  color = "blue",
  classes,
}: {
  name: string;
  src?: string | null;
  color?: string;
  classes: NewsCommentsLabels["avatar"];
}) {
  if (src) {
    // eslint-disable-next-line @next/next/no-img-element -- a stored URL on any host (uploads, seeds); next/image would need each host in remotePatterns
    return <img src={src} alt="" className={classes.photo} />;
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase())
    .join("");
  return (
    <span aria-hidden="true" className={classes.initials[color] ?? classes.initials.blue}>
      {initials}
    </span>
  );
}
