"use client";

import { MoreHorizontalIcon } from "@/components/icons/svg/ellipsis";
import { FlagIcon } from "@/components/icons/svg/flag";
import { MessageCircleIcon } from "@/components/icons/svg/message-circle";
import { Trash2Icon } from "@/components/icons/svg/trash";
import { UserIcon } from "@/components/icons/svg/user";
import { AppLink } from "@/components/ui/app-link";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { ShareButton } from "@/components/share/share-button";
import { UserAvatar } from "@/components/shell/user-avatar";
import { Badge } from "@/components/ui/badge";
import { LazyDropdownMenu } from "@/components/ui/lazy-overlay";
import { relativeTime } from "@/lib/relative-time";
import type { PostAuthor, PostView } from "@/lib/server/services/community/posts";
import { ImageCarousel } from "./image-carousel";
import { LikeButton } from "./like-button";
import { useLikeLabels } from "./use-like-labels";

export function AuthorLine({
  author,
  createdAt,
  nowMs,
}: {
  author: PostAuthor;
  createdAt: string;
  nowMs: number;
}) {
  const t = useTranslations("community");
  const locale = useLocale();
  const name = author.name ?? t("removed");
  return (
    <div className="flex min-w-0 items-center gap-3">
      <UserAvatar name={name} src={author.avatarUrl} color={author.color} className="size-10 text-sm" />
      <div className="min-w-0">
        <p className="truncate leading-tight font-semibold">{name}</p>
        <div className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          {author.association && (
            <Badge variant="secondary" className="max-w-full truncate px-1.5 py-0 text-[11px] font-medium">
              {author.association}
            </Badge>
          )}
          {/* The server's clock and the phone's may disagree on "há 5 min" (React error #418). */}
          <time dateTime={createdAt} suppressHydrationWarning>
            {relativeTime(createdAt, locale, nowMs)}
          </time>
        </div>
      </div>
    </div>
  );
}

/** A feed card: author, association, time, text, photos, like, comments; the menu; a tap opens the post. */
export function PostCard({
  post,
  nowMs,
  onReport,
  onDelete,
  viewerId,
  linkToPost = true,
}: {
  post: PostView;
  nowMs: number;
  onReport: (postId: string) => void;
  onDelete?: (postId: string) => void;
  viewerId?: string;
  linkToPost?: boolean;
}) {
  const t = useTranslations("community");
  const likeLabels = useLikeLabels();
  const tShare = useTranslations("sharing");
  const router = useRouter();
  const open = () => linkToPost && router.push(`/community/post/${post.id}`);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = (
    <button
      type="button"
      onClick={(e) => e.stopPropagation()}
      aria-label={t("postMenu")}
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
        <AuthorLine author={post.author} createdAt={post.createdAt} nowMs={nowMs} />
        {/* Radix's menu loads on the first open (components/ui/lazy-overlay.tsx). */}
        <LazyDropdownMenu
          active={menuOpen}
          onLoadError={() => setMenuOpen(false)}
          placeholder={{ trigger: menuButton, popup: "menu", onOpen: () => setMenuOpen(true) }}
        >
          {({ DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger }) => (
            <DropdownMenu open={menuOpen} onOpenChange={setMenuOpen}>
              <DropdownMenuTrigger asChild>{menuButton}</DropdownMenuTrigger>
              <DropdownMenuContent align="end" onClick={(e) => e.stopPropagation()}>
                <DropdownMenuItem asChild>
                  <AppLink href={`/community/profile/${post.author.id}`}>
                    <UserIcon className="size-4" aria-hidden="true" /> {t("viewProfile")}
                  </AppLink>
                </DropdownMenuItem>
                {linkToPost && (
                  <DropdownMenuItem asChild>
                    <AppLink href={`/community/post/${post.id}`}>
                      <MessageCircleIcon className="size-4" aria-hidden="true" /> {t("viewComments")}
                    </AppLink>
                  </DropdownMenuItem>
                )}
                {viewerId === post.author.id && onDelete ? (
                  <DropdownMenuItem
                    onSelect={() => onDelete(post.id)}
                    className="text-destructive"
                    data-testid="post-delete"
                  >
                    <Trash2Icon className="size-4" aria-hidden="true" /> {t("deletePost")}
                  </DropdownMenuItem>
                ) : (
                  <DropdownMenuItem onSelect={() => onReport(post.id)} data-testid="post-report">
                    <FlagIcon className="size-4" aria-hidden="true" /> {t("report")}
                  </DropdownMenuItem>
                )}
              </DropdownMenuContent>
            </DropdownMenu>
          )}
        </LazyDropdownMenu>
      </div>
      <p className="mt-3 break-words whitespace-pre-line" data-testid="post-content">
        {post.content}
      </p>
      {post.images.length > 0 && (
        <div className="mt-3">
          <ImageCarousel images={post.images} />
        </div>
      )}
      <div className="mt-2 flex items-center gap-2">
        <LikeButton
          labels={likeLabels}
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
        <ShareButton
          className="ml-auto"
          title={tShare("postTitle", { name: post.author.name ?? t("removed") })}
          text={Array.from(post.content).slice(0, 140).join("")}
          url={`/community/post/${post.id}`}
          testId="post-share"
        />
      </div>
    </article>
  );
}
