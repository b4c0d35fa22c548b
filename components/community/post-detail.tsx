"use client";

import { MoreHorizontalIcon } from "@/components/icons/svg/ellipsis";
import { AppLink } from "@/components/ui/app-link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useApiAction } from "@/hooks/use-api-action";
import { useNow } from "@/hooks/use-now";
import { apiFetch } from "@/lib/api-client";
import { fillIn } from "@/lib/i18n/fill-in";
import type { CommentAdded, CommentView, PostView } from "@/lib/server/services/community/posts";
import { toast } from "@/lib/toast";
import { CommentComposer } from "./comment-composer";
import type { PostDetailLabels } from "./community-labels";
import { AuthorLine, PostCard } from "./post-card";
import { LikeButton } from "./like-button";
import { LazyPostMenu } from "./menus";
import { DeletePostDialog, ReportSheet } from "./overlays";
import type { ReportTarget } from "./report-sheet";

/** /community/post/{id}: the post, 'Comentários (n)', comments oldest first, and the input (Enter sends). */
export function PostDetail({
  post: initialPost,
  comments: initialComments,
  viewerId,
  labels,
}: {
  post: PostView;
  comments: CommentView[];
  viewerId: string;
  labels: PostDetailLabels;
}) {
  const router = useRouter();
  const [deleting, setDeleting] = useState<string | null>(null);
  const [post, setPost] = useState(initialPost);
  const [comments, setComments] = useState(initialComments);
  const [text, setText] = useState("");
  const [report, setReport] = useState<ReportTarget | null>(null);
  const nowMs = useNow();

  const { run: addComment, busy: sending } = useApiAction(
    (content: string) =>
      apiFetch<CommentAdded>(`/api/community/posts/${post.id}/comments`, { body: { content } }),
    {
      fallback: labels.retryLater,
      errorTitle: labels.commentError,
      onSuccess: (res) => {
        setComments((list) => [...list, res.comment]);
        setPost((p) => ({ ...p, comments: res.count }));
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
    <div className="space-y-4">
      <PostCard
        key={post.comments}
        post={post}
        nowMs={nowMs}
        linkToPost={false}
        viewerId={viewerId}
        labels={labels.card}
        onDelete={setDeleting}
        onReport={(id) => setReport({ contentType: "post", contentId: id })}
      />
      <section className="rounded-2xl border bg-card p-4">
        <h2 className="mb-3 font-bold" data-testid="comments-title">
          {fillIn(labels.comments, { count: String(post.comments) })}
        </h2>
        {comments.length === 0 ? (
          <p className="py-4 text-center text-sm text-muted-foreground" data-testid="comments-empty">
            {labels.noComments}
          </p>
        ) : (
          <ul className="space-y-4" data-testid="comments">
            {comments.map((c) => (
              <li key={c.id} data-testid="comment" data-comment={c.id}>
                <div className="flex items-start justify-between gap-2">
                  <AuthorLine author={c.author} createdAt={c.createdAt} nowMs={nowMs} labels={labels.card} />
                  <CommentMenu
                    authorId={c.author.id}
                    labels={labels}
                    onReport={() => setReport({ contentType: "comment", contentId: c.id })}
                  />
                </div>
                <p
                  className="mt-2 ml-13 pr-2 text-sm break-words whitespace-pre-line"
                  data-testid="comment-content"
                >
                  {c.content}
                </p>
                <div className="ml-12">
                  <LikeButton
                    labels={labels.card.like}
                    url={`/api/community/comments/${c.id}/like`}
                    liked={c.liked}
                    count={c.likes}
                    testId="comment-like"
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <CommentComposer
        maxLength={labels.commentMaxChars}
        textareaClass={labels.composer}
        value={text}
        onChange={setText}
        onSend={send}
        sending={sending}
        placeholder={labels.commentPlaceholder}
        sendLabel={labels.send}
        testId="comment"
        className="sticky bottom-20 z-20 rounded-2xl border bg-background/95 p-2 shadow-lg backdrop-blur md:bottom-4"
      />
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
        onDeleted={() => router.replace(`/community/feed?topic=${post.topicId}`)}
      />
    </div>
  );
}

/** A comment's "⋯" menu (the author's profile, report); Radix's menu and its icons load on its first open. */
function CommentMenu({
  authorId,
  labels,
  onReport,
}: {
  authorId: string;
  labels: Pick<PostDetailLabels, "commentMenu" | "viewProfile" | "report">;
  onReport: () => void;
}) {
  const [open, setOpen] = useState(false);
  const button = (
    <button
      type="button"
      aria-label={labels.commentMenu}
      data-testid="comment-menu"
      className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-muted"
    >
      <MoreHorizontalIcon className="size-4" aria-hidden="true" />
    </button>
  );
  return (
    <LazyPostMenu
      active={open}
      onLoadError={() => setOpen(false)}
      placeholder={{ trigger: button, popup: "menu", onOpen: () => setOpen(true) }}
    >
      {({ DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger, FlagIcon, UserIcon }) => (
        <DropdownMenu open={open} onOpenChange={setOpen}>
          <DropdownMenuTrigger asChild>{button}</DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem asChild>
              <AppLink href={`/community/profile/${authorId}`}>
                <UserIcon className="size-4" aria-hidden="true" /> {labels.viewProfile}
              </AppLink>
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={onReport} data-testid="comment-report">
              <FlagIcon className="size-4" aria-hidden="true" /> {labels.report}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </LazyPostMenu>
  );
}
