"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { CommentComposer } from "@/components/community/comment-composer";
import { LikeButton } from "@/components/community/like-button";
import { ShareButton } from "@/components/share/share-button";
import { UserAvatar } from "@/components/shell/user-avatar";
import { useApiAction } from "@/hooks/use-api-action";
import { useNow } from "@/hooks/use-now";
import { apiFetch } from "@/lib/api-client";
import { relativeTime } from "@/lib/relative-time";
import type { NewsComment, NewsCommentAdded } from "@/lib/server/services/news/news";
import { toast } from "@/lib/toast";

/** The article's like (counts) — shown in the header. */
export function NewsLike({ newsId, liked, count }: { newsId: string; liked: boolean; count: number }) {
  return <LikeButton url={`/api/news/${newsId}/like`} liked={liked} count={count} testId="news-like" />;
}

/** 'Compartilhar' for the article: the share sheet or its link copied. */
export function NewsShare({ newsId, title, text }: { newsId: string; title: string; text: string }) {
  return <ShareButton title={title} text={text} url={`/news/${newsId}`} testId="news-share" />;
}

/** Comments oldest first and the input: Enter sends, Shift+Enter new line, blank not sendable. */
export function NewsComments({ newsId, initial }: { newsId: string; initial: NewsComment[] }) {
  const t = useTranslations("news");
  const locale = useLocale();
  const [comments, setComments] = useState(initial);
  const [text, setText] = useState("");
  const nowMs = useNow();

  const { run: addComment, busy: sending } = useApiAction(
    (content: string) => apiFetch<NewsCommentAdded>(`/api/news/${newsId}/comments`, { body: { content } }),
    {
      fallback: t("retryLater"),
      errorTitle: t("commentError"),
      onSuccess: (res) => {
        setComments((list) => [...list, res.comment]);
        setText("");
        toast.success(t("commentAdded"), { description: t("commentAddedText") });
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
        {t("comments", { count: comments.length })}
      </h2>
      {comments.length === 0 ? (
        <p className="py-3 text-center text-sm text-muted-foreground">{t("noComments")}</p>
      ) : (
        <ul className="space-y-3">
          {comments.map((c) => (
            <li key={c.id} className="flex gap-3" data-testid="news-comment">
              <UserAvatar
                name={c.author.name ?? "?"}
                src={c.author.avatarUrl}
                color={c.author.color}
                className="size-9 text-xs"
              />
              <div className="min-w-0 flex-1 rounded-2xl bg-muted/60 px-3 py-2">
                <p className="text-sm font-semibold">{c.author.name ?? t("removed")}</p>
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
        placeholder={t("commentPlaceholder")}
        sendLabel={t("send")}
        testId="news-comment"
        className="rounded-2xl border p-1.5"
      />
    </section>
  );
}
