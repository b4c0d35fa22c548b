import "server-only";
import type { AppLocale } from "@/lib/i18n/config";
import { localizeRow, localizedSelect, pickLocalized } from "@/lib/i18n/localized";
import { db } from "@/lib/server/db";
import { isUniqueViolation } from "@/lib/server/db-errors";
import { decodeCursor, encodeCursor } from "@/lib/server/cursor";
import { AppError } from "@/lib/server/errors";
import type { Prisma } from "@/lib/server/generated/prisma/client";
import { rawRead, sqliteDate } from "@/lib/server/raw-read";
import { pgTimestamp } from "@/lib/server/sqlite-date";
import { fileUrl } from "@/lib/server/storage/file-storage";
import { createNotification } from "../notifications/create-notification";
import { MAX_POST_IMAGES } from "@/lib/validations/community";
import { readUploadToken } from "./uploads";

const PAGE = 10;

const AUTHOR = {
  select: {
    id: true,
    fullName: true,
    nickname: true,
    avatarUrl: true,
    profileColor: true,
    association: true,
    isMissionary: true,
    deletedAt: true,
  },
} as const;
type AuthorRow = {
  id: string;
  fullName: string;
  nickname: string;
  avatarUrl: string | null;
  profileColor: string;
  association: string;
  isMissionary: boolean;
  deletedAt: Date | null;
};

export function authorView(a: AuthorRow) {
  return {
    id: a.id,
    name: a.deletedAt ? null : a.fullName,
    avatarUrl: a.deletedAt ? null : a.avatarUrl,
    color: a.profileColor,
    association: a.deletedAt ? null : a.association,
    isMissionary: a.isMissionary,
  };
}

/** Visible: not hidden by moderation. */
const visiblePost = { hiddenAt: null } as const;

const TOPIC_FIELDS = ["name", "description"] as const;

/** The six topics with their participants (the spec's starting count plus everyone who posted there), in the reader's language. */
export async function listTopics(locale: AppLocale) {
  const [topics, posters] = await Promise.all([
    db.topic.findMany({
      orderBy: { position: "asc" },
      select: { id: true, color: true, baseParticipants: true, ...localizedSelect(TOPIC_FIELDS) },
    }),
    db.post.groupBy({ by: ["topicId", "authorId"], where: visiblePost }),
  ]);
  return topics.map((t) => ({
    id: t.id,
    name: pickLocalized(t, "name", locale),
    description: pickLocalized(t, "description", locale),
    color: t.color,
    participants: t.baseParticipants + posters.filter((p) => p.topicId === t.id).length,
  }));
}

/** Topic ids and names in order (the new-post picker: no counts, no scan of the posts). */
export async function listTopicNames(locale: AppLocale) {
  const topics = await db.topic.findMany({
    orderBy: { position: "asc" },
    select: { id: true, ...localizedSelect(["name"]) },
  });
  return topics.map((t) => localizeRow(t, ["name"], locale));
}

/** One topic for the feed's header (no counts: they cost a scan of the posts), in the reader's language. */
export async function getTopic(topicId: string, locale: AppLocale) {
  const topic = await db.topic.findUnique({
    where: { id: topicId },
    select: { id: true, color: true, ...localizedSelect(TOPIC_FIELDS) },
  });
  return topic && localizeRow(topic, TOPIC_FIELDS, locale);
}

const postSelect = () =>
  ({
    id: true,
    content: true,
    createdAt: true,
    topicId: true,
    author: AUTHOR,
    images: { orderBy: { position: "asc" }, select: { storageKey: true, width: true, height: true } },
  }) satisfies Prisma.PostSelect;

type PostRow = Prisma.PostGetPayload<{ select: ReturnType<typeof postSelect> }>;

interface PostCounts {
  likes: number;
  comments: number;
  liked: boolean;
}

/**
 * Likes, visible comments and the viewer's like of these posts, in one statement that reads each
 * post's index entries only. (Prisma's `_count` joins a GROUP BY over the whole PostLike and
 * PostComment tables on every page: docs/performance.md.)
 */
async function postCounts(viewerId: string, ids: string[]): Promise<Map<string, PostCounts>> {
  if (ids.length === 0) return new Map();
  const columns = (viewer: string) => `p."id",
    (SELECT count(*) FROM "PostLike" l WHERE l."postId" = p."id") AS "likes",
    (SELECT count(*) FROM "PostComment" c WHERE c."postId" = p."id" AND c."hiddenAt" IS NULL) AS "comments",
    EXISTS (SELECT 1 FROM "PostLike" l WHERE l."postId" = p."id" AND l."userId" = ${viewer}) AS "liked"`;
  const rows = await rawRead<{ id: string; likes: unknown; comments: unknown; liked: unknown }>({
    name: "t26-post-counts",
    sqlite: {
      text: `SELECT ${columns("?")} FROM "Post" p WHERE p."id" IN (SELECT value FROM json_each(?))`,
      values: [viewerId, JSON.stringify(ids)],
    },
    postgres: {
      text: `SELECT ${columns("$1")} FROM "Post" p WHERE p."id" = ANY($2::text[])`,
      values: [viewerId, ids],
    },
  });
  // Counts come back as numbers or BigInt, EXISTS as 0/1 (SQLite) or a boolean (PostgreSQL).
  return new Map(
    rows.map((r) => [
      r.id,
      { likes: Number(r.likes), comments: Number(r.comments), liked: Boolean(r.liked) },
    ]),
  );
}

async function withCounts(viewerId: string, rows: PostRow[]) {
  const counts = await postCounts(
    viewerId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => postView(r, counts.get(r.id) ?? { likes: 0, comments: 0, liked: false }));
}

function postView(p: PostRow, counts: PostCounts) {
  return {
    id: p.id,
    content: p.content,
    createdAt: p.createdAt.toISOString(),
    topicId: p.topicId,
    author: authorView(p.author),
    images: p.images.map((i) => ({ url: fileUrl(i.storageKey), width: i.width, height: i.height })),
    likes: counts.likes,
    comments: counts.comments,
    liked: counts.liked,
  };
}
export type PostView = ReturnType<typeof postView>;

/** The feed, newest first, PAGE at a time; the cursor is the last post's (createdAt, id). */
export async function listPosts({
  viewerId,
  topicId,
  cursor,
  limit = PAGE,
}: {
  viewerId: string;
  topicId?: string;
  cursor?: string;
  limit?: number;
}) {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await feedRows(viewerId, topicId ?? null, after, limit + 1);
  const page = rows.slice(0, limit);
  return {
    posts: page.map((r) => postView(r, r.counts)),
    nextCursor:
      rows.length > limit ? encodeCursor(page[page.length - 1]!.createdAt, page[page.length - 1]!.id) : null,
  };
}

type FeedRow = {
  id: string;
  content: string;
  topicId: string;
  authorId: string;
  fullName: string;
  nickname: string;
  avatarUrl: string | null;
  profileColor: string;
  association: string;
  isMissionary: unknown;
  authorDeleted: unknown;
  likes: unknown;
  comments: unknown;
  liked: unknown;
  /** PostgreSQL: the post's images in order (json_agg; null without any). */
  images?: { storageKey: string; width: unknown; height: unknown }[] | null;
  /** SQLite: the stored ISO text (a Date through Prisma's fallback); PostgreSQL: createdMs. */
  createdAt?: unknown;
  createdMs?: unknown;
};

const toDate = (v: unknown) =>
  v instanceof Date ? v : typeof v === "number" ? new Date(v) : new Date(String(v));

/**
 * A page of the feed on the driver (docs/performance.md): the visible posts, newest first, with
 * their authors, like and visible-comment counts and the viewer's like; then their images in order
 * (PostgreSQL: in the same statement, one round trip; SQLite: a second statement). The same rows as Prisma's `post.findMany` with `postSelect` and
 * `postCounts`, without Prisma's per-query cost on the busiest list.
 */
async function feedRows(
  viewerId: string,
  topicId: string | null,
  after: { at: Date; id: string } | null,
  take: number,
): Promise<(PostRow & { counts: PostCounts })[]> {
  const sql = (dialect: "sqlite" | "postgres") => {
    const values: unknown[] = [];
    const param = (v: unknown) => {
      values.push(v);
      return dialect === "sqlite" ? "?" : `$${values.length}`;
    };
    // Cursor timestamps: SQLite compares Prisma's ISO text; PostgreSQL a zone-less UTC timestamp.
    const at = (d: Date) =>
      dialect === "sqlite" ? param(sqliteDate(d)) : `${param(pgTimestamp(d))}::timestamp(3)`;
    const created =
      dialect === "sqlite"
        ? `p."createdAt" AS "createdAt"`
        : `(extract(epoch from p."createdAt") * 1000)::float8 AS "createdMs"`;
    const columns = `p."id", p."content", ${created}, p."topicId",
      u."id" AS "authorId", u."fullName", u."nickname", u."avatarUrl", u."profileColor", u."association",
      u."isMissionary", u."deletedAt" IS NOT NULL AS "authorDeleted",
      (SELECT count(*) FROM "PostLike" l WHERE l."postId" = p."id") AS "likes",
      (SELECT count(*) FROM "PostComment" c WHERE c."postId" = p."id" AND c."hiddenAt" IS NULL) AS "comments",
      EXISTS (SELECT 1 FROM "PostLike" l WHERE l."postId" = p."id" AND l."userId" = ${param(viewerId)}) AS "liked"${
        // PostgreSQL: the images in the same statement (one round trip; SQLite reads them next).
        dialect === "postgres"
          ? `, (SELECT json_agg(json_build_object('storageKey', i."storageKey", 'width', i."width", 'height', i."height") ORDER BY i."position") FROM "PostImage" i WHERE i."postId" = p."id") AS "images"`
          : ""
      }`;
    let where = `p."hiddenAt" IS NULL`;
    if (topicId) where += ` AND p."topicId" = ${param(topicId)}`;
    if (after) {
      // The redundant bound lets the index range start at the cursor (not filter from the top).
      where += ` AND p."createdAt" <= ${at(after.at)} AND (p."createdAt" < ${at(after.at)} OR (p."createdAt" = ${at(after.at)} AND p."id" < ${param(after.id)}))`;
    }
    const text = `SELECT ${columns} FROM "Post" p JOIN "User" u ON u."id" = p."authorId" WHERE ${where} ORDER BY p."createdAt" DESC, p."id" DESC LIMIT ${param(take)}`;
    return { text, values };
  };
  const posts = await rawRead<FeedRow>({
    name: `t26-feed${topicId ? "-topic" : ""}${after ? "-after" : ""}`,
    sqlite: sql("sqlite"),
    postgres: sql("postgres"),
  });
  const ids = posts.map((p) => p.id);
  const images =
    ids.length && !posts.some((p) => p.images !== undefined)
      ? await rawRead<{ postId: string; storageKey: string; width: unknown; height: unknown }>({
          name: "t26-feed-images",
          sqlite: {
            text: `SELECT "postId", "storageKey", "width", "height" FROM "PostImage" WHERE "postId" IN (SELECT value FROM json_each(?)) ORDER BY "postId", "position"`,
            values: [JSON.stringify(ids)],
          },
          postgres: {
            text: `SELECT "postId", "storageKey", "width", "height" FROM "PostImage" WHERE "postId" = ANY($1::text[]) ORDER BY "postId", "position"`,
            values: [ids],
          },
        })
      : [];
  const byPost = new Map<string, PostRow["images"]>();
  for (const i of images) {
    const list = byPost.get(i.postId) ?? [];
    list.push({ storageKey: i.storageKey, width: Number(i.width), height: Number(i.height) });
    byPost.set(i.postId, list);
  }
  return posts.map((p) => ({
    id: p.id,
    content: p.content,
    createdAt: p.createdMs !== undefined ? toDate(Number(p.createdMs)) : toDate(p.createdAt),
    topicId: p.topicId,
    author: {
      id: p.authorId,
      fullName: p.fullName,
      nickname: p.nickname,
      avatarUrl: p.avatarUrl,
      profileColor: p.profileColor,
      association: p.association,
      isMissionary: Boolean(p.isMissionary),
      // authorView only asks whether the account is erased; the time is not read.
      deletedAt: p.authorDeleted ? new Date(0) : null,
    },
    images:
      p.images !== undefined
        ? (p.images ?? []).map((i) => ({
            storageKey: i.storageKey,
            width: Number(i.width),
            height: Number(i.height),
          }))
        : (byPost.get(p.id) ?? []),
    counts: { likes: Number(p.likes), comments: Number(p.comments), liked: Boolean(p.liked) },
  }));
}

/** One visible post with its visible comments, oldest first. */
export async function getPost(viewerId: string, postId: string) {
  const post = await db.post.findFirst({
    where: { id: postId, ...visiblePost },
    select: postSelect(),
  });
  if (!post) throw new AppError(404, "POST_NOT_FOUND");
  const comments = await db.postComment.findMany({
    where: { postId, hiddenAt: null },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      content: true,
      createdAt: true,
      author: AUTHOR,
      likes: { where: { userId: viewerId }, select: { id: true } },
      _count: { select: { likes: true } },
    },
  });
  return {
    post: (await withCounts(viewerId, [post]))[0]!,
    comments: comments.map((c) => ({
      id: c.id,
      content: c.content,
      createdAt: c.createdAt.toISOString(),
      author: authorView(c.author),
      likes: c._count.likes,
      liked: c.likes.length > 0,
    })),
  };
}

/** Publishing: trimmed text (1–500), a topic, up to 10 photos uploaded by the author, stored in order. */
export async function createPost(
  authorId: string,
  input: { topicId: string; content: string; images?: string[] },
) {
  const topic = await db.topic.findUnique({ where: { id: input.topicId }, select: { id: true } });
  if (!topic) throw new AppError(404, "TOPIC_NOT_FOUND");
  const tokens = input.images ?? [];
  if (tokens.length > MAX_POST_IMAGES) throw new AppError(400, "TOO_MANY_IMAGES", { max: MAX_POST_IMAGES });
  const images = tokens.map((token) => readUploadToken(authorId, token));
  if (new Set(images.map((i) => i.key)).size !== images.length) throw new AppError(400, "UPLOAD_INVALID");
  try {
    const post = await db.post.create({
      data: {
        authorId,
        topicId: topic.id,
        content: input.content,
        images: {
          create: images.map((i, position) => ({
            position,
            storageKey: i.key,
            mimeType: "image/webp",
            width: i.width,
            height: i.height,
            bytes: i.bytes,
          })),
        },
      },
      select: { id: true, topicId: true },
    });
    return post;
  } catch (e) {
    // The same upload in two posts: storageKey is unique.
    if (isUniqueViolation(e)) throw new AppError(409, "UPLOAD_ALREADY_USED");
    throw e;
  }
}

async function visiblePostOrThrow(postId: string) {
  const post = await db.post.findFirst({
    where: { id: postId, ...visiblePost },
    select: { id: true, authorId: true },
  });
  if (!post) throw new AppError(404, "POST_NOT_FOUND");
  return post;
}

/** A comment (trimmed, 1–500): appended; the post's author hears of it (if they allow it). */
export async function addComment(authorId: string, postId: string, content: string) {
  const post = await visiblePostOrThrow(postId);
  const comment = await db.postComment.create({
    data: { postId, authorId, content },
    select: { id: true, content: true, createdAt: true, author: AUTHOR },
  });
  if (post.authorId !== authorId) {
    await createNotification({
      userId: post.authorId,
      key: "postComment",
      params: { name: comment.author.nickname || comment.author.fullName, postId },
      link: `/community/post/${postId}`,
      avatarUrl: comment.author.avatarUrl,
    });
  }
  const count = await db.postComment.count({ where: { postId, hiddenAt: null } });
  return {
    comment: {
      id: comment.id,
      content: comment.content,
      createdAt: comment.createdAt.toISOString(),
      author: authorView(comment.author),
      likes: 0,
      liked: false,
    },
    count,
  };
}

/** Sets (not toggles) the caller's like on a visible comment; a row per like, idempotent. */
export async function setCommentLike(userId: string, commentId: string, liked: boolean) {
  const comment = await db.postComment.findFirst({
    where: { id: commentId, hiddenAt: null, post: visiblePost },
    select: { id: true },
  });
  if (!comment) throw new AppError(404, "COMMENT_NOT_FOUND");
  if (liked) {
    try {
      await db.commentLike.create({ data: { commentId, userId } });
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
    }
  } else await db.commentLike.deleteMany({ where: { commentId, userId } });
  return { liked, count: await db.commentLike.count({ where: { commentId } }) };
}

export { visiblePostOrThrow };

/** The author deletes their own post (comments, likes and photos go with it); anyone else's is a 404. */
export async function deletePost(userId: string, postId: string) {
  const post = await db.post.findFirst({
    where: { id: postId, authorId: userId },
    select: { id: true, images: { select: { storageKey: true } } },
  });
  if (!post) throw new AppError(404, "POST_NOT_FOUND");
  await db.post.delete({ where: { id: post.id } });
  const { fileStorage } = await import("@/lib/server/storage/file-storage");
  await Promise.all(post.images.map((i) => fileStorage().delete(i.storageKey)));
  return { deleted: true };
}

/** What the community API answers and the community screens receive. */
export type PostAuthor = ReturnType<typeof authorView>;
export type PostPage = Awaited<ReturnType<typeof listPosts>>;
export type PostWithComments = Awaited<ReturnType<typeof getPost>>;
export type CommentView = PostWithComments["comments"][number];
export type CommentAdded = Awaited<ReturnType<typeof addComment>>;
