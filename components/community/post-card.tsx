"use client";

import { MoreHorizontalIcon } from "@/components/icons/svg/ellipsis";
import { MessageCircleIcon } from "@/components/icons/svg/message-circle";
import { Share2Icon } from "@/components/icons/svg/share-2";
import { AppLink } from "@/components/ui/app-link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ShareButtonView, type ShareLabels } from "@/components/share/share-button-view";
import { fillIn } from "@/lib/i18n/fill-in";
import { relativeTime } from "@/lib/relative-time";
import type { PostAuthor, PostView } from "@/lib/server/services/community/posts";
import type { PostCardLabels } from "./community-labels";
import { AvatarView } from "./avatar-view";
import { ImageCarousel } from "./image-carousel";
import { LikeButton } from "./like-button";
import { LazyPostMenu } from "./menus";

export function AuthorLine({
  author,
  createdAt,
  nowMs,
  labels,
}: {
  author: PostAuthor;
  createdAt: string;
  nowMs: number;
  labels: Pick<PostCardLabels, "removed" | "locale" | "looks">;
}) {
  const name = author.name ?? labels.removed;
  return (
    <div className="flex min-w-0 items-center gap-3">
      <AvatarView name={name} src={author.avatarUrl} color={author.color} classes={labels.looks.avatar} />
      <div className="min-w-0">
        <p className="truncate leading-tight font-semibold">{name}</p>
        <div className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          {author.association && (
            // Badge's markup (variant secondary), its classes merged by the server (./community-looks.ts).
            <span data-slot="badge" data-variant="secondary" className={labels.looks.association}>
              {author.association}
            </span>
          )}
          {/* The server's clock and the phone's may disagree on "há 5 min" (React error #418). */}
          <time dateTime={createdAt} suppressHydrationWarning>
            {relativeTime(createdAt, labels.locale, nowMs)}
          </time>
        </div>
      </div>
    </div>
  );
}

/** The share button's title and texts for a post by `name` ("Post de {name}...", "Compartilhar: {title}"). */
export function postShareTexts(
  share: PostCardLabels["share"],
  name: string,
): { title: string; labels: ShareLabels } {
  const { postTitle, shareItem, ...texts } = share;
  const title = fillIn(postTitle, { name });
  return { title, labels: { ...texts, shareItem: fillIn(shareItem, { title }) } };
}

/** A feed card: author, association, time, text, photos, like, comments; the menu; a tap opens the post. */
export function PostCard({
  post,
  nowMs,
  onReport,
  onDelete,
  viewerId,
  linkToPost = true,
  labels,
}: {
  post: PostView;
  nowMs: number;
  onReport: (postId: string) => void;
  onDelete?: (postId: string) => void;
  viewerId?: string;
  linkToPost?: boolean;
  labels: PostCardLabels;
}) {
  const router = useRouter();
  const open = () => linkToPost && router.push(`/community/post/${post.id}`);
  const [menuOpen, setMenuOpen] = useState(false);
  const share = postShareTexts(labels.share, post.author.name ?? labels.removed);
  const menuButton = (
    <button
      type="button"
      onClick={(e) => e.stopPropagation()}
      aria-label={labels.postMenu}
      data-testid="post-menu"
      className="-mr-1 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-muted"
    >
      <MoreHorizontalIcon className="size-5" aria-hidden="true" />
    </button>
  );
  return (
    <article
      className={
        linkToPost
          ? "cursor-pointer rounded-2xl border bg-card p-4 shadow-xs transition hover:shadow-sm"
          : "rounded-2xl border bg-card p-4"
      }
      onClick={open}
      data-testid="post-card"
      data-post={post.id}
    >
      <div className="flex items-start justify-between gap-2">
        <AuthorLine author={post.author} createdAt={post.createdAt} nowMs={nowMs} labels={labels} />
        {/* Radix's menu and the items' icons load on the first open (./menus.ts). */}
        <LazyPostMenu
          active={menuOpen}
          onLoadError={() => setMenuOpen(false)}
          placeholder={{ trigger: menuButton, popup: "menu", onOpen: () => setMenuOpen(true) }}
        >
          {({
            DropdownMenu,
            DropdownMenuContent,
            DropdownMenuItem,
            DropdownMenuTrigger,
            FlagIcon,
            Trash2Icon,
            UserIcon,
          }) => (
            <DropdownMenu open={menuOpen} onOpenChange={setMenuOpen}>
              <DropdownMenuTrigger asChild>{menuButton}</DropdownMenuTrigger>
              <DropdownMenuContent align="end" onClick={(e) => e.stopPropagation()}>
                <DropdownMenuItem asChild>
                  <AppLink href={`/community/profile/${post.author.id}`}>
                    <UserIcon className="size-4" aria-hidden="true" /> {labels.viewProfile}
                  </AppLink>
                </DropdownMenuItem>
                {linkToPost && (
                  <DropdownMenuItem asChild>
                    <AppLink href={`/community/post/${post.id}`}>
                      <MessageCircleIcon className="size-4" aria-hidden="true" /> {labels.viewComments}
                    </AppLink>
                  </DropdownMenuItem>
                )}
                {viewerId === post.author.id && onDelete ? (
                  <DropdownMenuItem
                    onSelect={() => onDelete(post.id)}
                    className="text-destructive"
                    data-testid="post-delete"
                  >
                    <Trash2Icon className="size-4" aria-hidden="true" /> {labels.deletePost}
                  </DropdownMenuItem>
                ) : (
                  <DropdownMenuItem onSelect={() => onReport(post.id)} data-testid="post-report">
                    <FlagIcon className="size-4" aria-hidden="true" /> {labels.report}
                  </DropdownMenuItem>
                )}
              </DropdownMenuContent>
            </DropdownMenu>
          )}
        </LazyPostMenu>
      </div>
      <p className="mt-3 break-words whitespace-pre-line" data-testid="post-content">
        {post.content}
      </p>
      {post.images.length > 0 && (
        <div className="mt-3">
          <ImageCarousel images={post.images} labels={labels.carousel} />
        </div>
      )}
      <div className="mt-2 flex items-center gap-2">
        <LikeButton
          labels={labels.like}
          url={`/api/community/posts/${post.id}/like`}
          liked={post.liked}
          count={post.likes}
          testId="post-like"
        />
        <span
          className="inline-flex items-center gap-1.5 px-2 py-1 text-sm text-muted-foreground"
          data-testid="post-comments"
        >
          <MessageCircleIcon className="size-5" aria-hidden="true" /> {post.comments}
        </span>
        <ShareButtonView
          button={labels.looks.share}
          icon={<Share2Icon className="size-5" aria-hidden="true" />}
          labels={share.labels}
          title={share.title}
          text={Array.from(post.content).slice(0, 140).join("")}
          url={`/community/post/${post.id}`}
          testId="post-share"
        />
      </div>
    </article>
  );
}
