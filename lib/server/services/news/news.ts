import "server-only";
import type { AppLocale } from "@/lib/i18n/config";
import { hasTranslation, type Localizable, localizeRow, localizedSelect } from "@/lib/i18n/localized";
import { db } from "@/lib/server/db";
import { now } from "@/lib/server/clock";
import { isUniqueViolation } from "@/lib/server/db-errors";
import { decodeCursor, encodeCursor } from "@/lib/server/cursor";
import { AppError } from "@/lib/server/errors";
import type { NewsCategory } from "@/lib/server/generated/prisma/client";
import { rawRead } from "@/lib/server/raw-read";
import { TtlCache } from "@/lib/server/ttl-cache";
import { sanitizeNewsHtml } from "./sanitize";

const PAGE = 8;

const CARD_FIELDS = ["title", "summary", "imageAlt"] as const;
const ARTICLE_FIELDS = ["title", "subtitle", "bodyHtml", "imageAlt"] as const;

/**
 * The item in the reader's language; `translated` is false when it has no version in that
 * language (the screens then say "Em português" next to the Portuguese text).
 */
function inLocale<F extends string, T extends Localizable<F | "title">>(
  row: T,
  fields: readonly F[],
  locale: AppLocale,
) {
  return { ...localizeRow(row, fields, locale), translated: hasTranslation(row, "title", locale) };
}

/**
 * /news: newest first, PAGE at a time, optionally one category, in the reader's language; only
 * what is published by the business clock's now (lib/server/clock.ts), so a demo a week before
 * the congress lists no news dated during it.
 */
export async function listNews({
  category,
  cursor,
  limit = PAGE,
  locale,
}: {
  category?: NewsCategory;
  cursor?: string;
  limit?: number;
  locale: AppLocale;
}) {
  const key = JSON.stringify([category ?? null, cursor ?? null, limit]);
  const rows = await newsPages.get(key, () => loadNewsPage(category, cursor, limit));
  const page = rows.slice(0, limit);
  const counts = await newsCounts(page.map((n) => n.id));
  return {
    // An item deleted since the page was cached has no live row: it is not shown.
    items: page.flatMap(({ publishedAt, ...n }) => {
      const c = counts.get(n.id);
      if (!c) return [];
      return [
        {
          ...inLocale(n, CARD_FIELDS, locale),
          publishedAt: publishedAt.toISOString(),
          likes: c.likes,
          comments: c.comments,
        },
      ];
    }),
    nextCursor:
      rows.length > limit
        ? encodeCursor(page[page.length - 1]!.publishedAt, page[page.length - 1]!.id)
        : null,
  };
}

/**
 * The list's pages (texts, image, dates), cached per category and cursor for NEWS_LIST_TTL_MS:
 * organisers publish and edit news in the database directly, so an edit, a new item or one whose
 * publication time has come shows on every instance within that time. Likes and comments are
 * counted live on every request (newsCounts).
 */
export const NEWS_LIST_TTL_MS = 30_000;
const newsPages = new TtlCache<Awaited<ReturnType<typeof loadNewsPage>>>(NEWS_LIST_TTL_MS, 200);

/** Tests: forget the cached pages (as a fresh instance would start). */
export function clearNewsListCache() {
  newsPages.clear();
}

function loadNewsPage(category: NewsCategory | undefined, cursor: string | undefined, limit: number) {
  const after = cursor ? decodeCursor(cursor) : null;
  return db.newsItem.findMany({
    where: {
      publishedAt: { lte: now() },
      ...(category ? { category } : {}),
      ...(after
        ? // The redundant bound lets the index range start at the cursor (not filter from the top).
          {
            publishedAt: { lte: after.at },
            OR: [{ publishedAt: { lt: after.at } }, { publishedAt: after.at, id: { lt: after.id } }],
          }
        : {}),
    },
    orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
    take: limit + 1,
    select: {
      id: true,
      ...localizedSelect(CARD_FIELDS),
      imageUrl: true,
      category: true,
      publishedAt: true,
      isPopular: true,
      isImportant: true,
    },
  });
}

/**
 * Likes and comments of these items, one statement reading each item's index entries (Prisma's
 * `_count` groups the whole NewsLike and NewsComment tables: docs/performance.md).
 */
async function newsCounts(ids: string[]): Promise<Map<string, { likes: number; comments: number }>> {
  if (ids.length === 0) return new Map();
  const columns = `n."id",
    (SELECT count(*) FROM "NewsLike" l WHERE l."newsId" = n."id") AS "likes",
    (SELECT count(*) FROM "NewsComment" c WHERE c."newsId" = n."id") AS "comments"`;
  const rows = await rawRead<{ id: string; likes: unknown; comments: unknown }>({
    sqlite: {
      text: `SELECT ${columns} FROM "NewsItem" n WHERE n."id" IN (SELECT value FROM json_each(?))`,
      values: [JSON.stringify(ids)],
    },
    ...newsCountsPostgres(columns, ids),
  });
  return new Map(rows.map((r) => [r.id, { likes: Number(r.likes), comments: Number(r.comments) }]));
}

/**
 * PostgreSQL: the ids as PAGE scalar parameters (more for a longer page), the unused ones NULL.
 * With one array parameter PostgreSQL planned the named statement anew on every request (its
 * generic plan's row estimate for `= ANY($1)` never beat the custom plans' average), 0.19 ms of
 * planning for a 0.07 ms read; with a fixed list the generic plan is kept after five runs.
 */
export function newsCountsPostgres(columns: string, ids: string[]) {
  const n = Math.max(PAGE, ids.length);
  const params = Array.from({ length: n }, (_, i) => `$${i + 1}`).join(", ");
  return {
    name: `t26-news-counts-${n}`,
    postgres: {
      text: `SELECT ${columns} FROM "NewsItem" n WHERE n."id" IN (${params})`,
      values: [...ids, ...Array<null>(n - ids.length).fill(null)],
    },
  };
}

/**
 * /news/{id}: the article in the reader's language with its body sanitised here, the viewer's like,
 * comments oldest first, 3 related.
 */
export async function getNews(viewerId: string, newsId: string, locale: AppLocale) {
  const n = await db.newsItem.findUnique({
    where: { id: newsId },
    select: {
      id: true,
      ...localizedSelect(ARTICLE_FIELDS),
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
    select: { id: true, ...localizedSelect(["title"]), imageUrl: true, publishedAt: true },
  });
  const text = inLocale(n, ARTICLE_FIELDS, locale);
  return {
    id: n.id,
    title: text.title,
    subtitle: text.subtitle,
    bodyHtml: sanitizeNewsHtml(text.bodyHtml),
    translated: text.translated,
    imageUrl: n.imageUrl,
    imageAlt: text.imageAlt,
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
    related: related.map((r) => ({
      ...inLocale(r, ["title"], locale),
      publishedAt: r.publishedAt.toISOString(),
    })),
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
