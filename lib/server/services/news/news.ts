import "server-only";
import { db } from "@/lib/server/db";
import { now } from "@/lib/server/clock";
import { isUniqueViolation } from "@/lib/server/db-errors";
import { decodeCursor, encodeCursor } from "@/lib/server/cursor";
import { AppError } from "@/lib/server/errors";
import type { NewsCategory } from "@/lib/server/generated/prisma/client";
import { sanitizeNewsHtml } from "./sanitize";

const PAGE = 8;

/**
 * /news: newest first, PAGE at a time, optionally one category; only what is published by the
 * business clock's now (lib/server/clock.ts), so a demo a week before the congress lists no news
 * dated during it.
 */
export async function listNews({
  category,
  cursor,
  limit = PAGE,
}: {
  category?: NewsCategory;
  cursor?: string;
  limit?: number;
}) {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await db.newsItem.findMany({
    where: {
      publishedAt: { lte: now() },
      ...(category ? { category } : {}),
      ...(after
        ? { OR: [{ publishedAt: { lt: after.at } }, { publishedAt: after.at, id: { lt: after.id } }] }
        : {}),
    },
    orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
    take: limit + 1,
    select: {
      id: true,
      title: true,
      summary: true,
      imageUrl: true,
      category: true,
      publishedAt: true,
      isPopular: true,
      isImportant: true,
      _count: { select: { likes: true, comments: true } },
    },
  });
  const page = rows.slice(0, limit);
  return {
    items: page.map(({ _count, publishedAt, ...n }) => ({
      ...n,
      publishedAt: publishedAt.toISOString(),
      likes: _count.likes,
      comments: _count.comments,
    })),
    nextCursor:
      rows.length > limit
        ? encodeCursor(page[page.length - 1]!.publishedAt, page[page.length - 1]!.id)
        : null,
  };
}

/** /news/{id}: the article with its body sanitised here, the viewer's like, comments oldest first, 3 related. */
export async function getNews(viewerId: string, newsId: string) {
  const n = await db.newsItem.findUnique({
    where: { id: newsId },
    select: {
      id: true,
      title: true,
      subtitle: true,
      bodyHtml: true,
      imageUrl: true,
      category: true,
      author: true,
      publishedAt: true,
      _count: { select: { likes: true, comments: true } },
      likes: { where: { userId: viewerId }, select: { id: true } },
      comments: {
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: {
          id: true,
          content: true,
          createdAt: true,
          user: {
            select: { id: true, fullName: true, avatarUrl: true, profileColor: true, deletedAt: true },
          },
        },
      },
    },
  });
  if (!n) throw new AppError(404, "NEWS_NOT_FOUND");
  const related = await db.newsItem.findMany({
    where: { category: n.category, id: { not: n.id }, publishedAt: { lte: now() } },
    orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
    take: 3,
    select: { id: true, title: true, imageUrl: true, publishedAt: true },
  });
  return {
    id: n.id,
    title: n.title,
    subtitle: n.subtitle,
    bodyHtml: sanitizeNewsHtml(n.bodyHtml),
    imageUrl: n.imageUrl,
    category: n.category,
    author: n.author,
    publishedAt: n.publishedAt.toISOString(),
    likes: n._count.likes,
    liked: n.likes.length > 0,
    comments: n.comments.map((c) => ({
      id: c.id,
      content: c.content,
      createdAt: c.createdAt.toISOString(),
      author: {
        id: c.user.id,
        name: c.user.deletedAt ? null : c.user.fullName,
        avatarUrl: c.user.deletedAt ? null : c.user.avatarUrl,
        color: c.user.profileColor,
      },
    })),
    related: related.map((r) => ({ ...r, publishedAt: r.publishedAt.toISOString() })),
  };
}

async function existing(newsId: string) {
  const n = await db.newsItem.findUnique({ where: { id: newsId }, select: { id: true } });
  if (!n) throw new AppError(404, "NEWS_NOT_FOUND");
}

/** Sets (not toggles) the viewer's like: a row per person, idempotent under concurrency. */
export async function setNewsLike(userId: string, newsId: string, liked: boolean) {
  await existing(newsId);
  if (liked) {
    try {
      await db.newsLike.create({ data: { newsId, userId } });
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
    }
  } else await db.newsLike.deleteMany({ where: { newsId, userId } });
  return { liked, count: await db.newsLike.count({ where: { newsId } }) };
}

export async function addNewsComment(userId: string, newsId: string, content: string) {
  await existing(newsId);
  const c = await db.newsComment.create({
    data: { newsId, userId, content },
    select: {
      id: true,
      content: true,
      createdAt: true,
      user: { select: { id: true, fullName: true, avatarUrl: true, profileColor: true } },
    },
  });
  return {
    comment: {
      id: c.id,
      content: c.content,
      createdAt: c.createdAt.toISOString(),
      author: {
        id: c.user.id,
        name: c.user.fullName,
        avatarUrl: c.user.avatarUrl,
        color: c.user.profileColor,
      },
    },
    count: await db.newsComment.count({ where: { newsId } }),
  };
}

/** What /api/news answers and the news screens receive. */
export type NewsPage = Awaited<ReturnType<typeof listNews>>;
export type NewsCard = NewsPage["items"][number];
export type NewsArticle = Awaited<ReturnType<typeof getNews>>;
export type NewsComment = NewsArticle["comments"][number];
export type NewsCommentAdded = Awaited<ReturnType<typeof addNewsComment>>;
