// The feed's page on the driver (posts.ts feedRows) answers exactly what Prisma's query of the
// same rows answers: order and cursors, authors (erased ones anonymised), images in order, like
// and visible-comment counts, the viewer's like, hidden posts left out — on SQLite and PostgreSQL.
import { db } from "@/lib/server/db";
import { fileUrl } from "@/lib/server/storage/file-storage";
import { makeParticipant, makePost } from "@/tests/unit/factories";
import { authorView, listPosts } from "./posts";

/** The page as the Prisma-only implementation built it. */
async function viaPrisma(viewerId: string, topicId: string | undefined) {
  const rows = await db.post.findMany({
    where: { hiddenAt: null, ...(topicId ? { topicId } : {}) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: {
      id: true,
      content: true,
      createdAt: true,
      topicId: true,
      author: {
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
      },
      images: { orderBy: { position: "asc" }, select: { storageKey: true, width: true, height: true } },
      likes: { where: { userId: viewerId }, select: { id: true } },
      _count: { select: { likes: true, comments: { where: { hiddenAt: null } } } },
    },
  });
  return rows.map((p) => ({
    id: p.id,
    content: p.content,
    createdAt: p.createdAt.toISOString(),
    topicId: p.topicId,
    author: authorView(p.author),
    images: p.images.map((i) => ({ url: fileUrl(i.storageKey), width: i.width, height: i.height })),
    likes: p._count.likes,
    comments: p._count.comments,
    liked: p.likes.length > 0,
  }));
}

test("every page equals Prisma's rows: authors, images, counts, the viewer's like, hidden posts out", async () => {
  const viewer = await makeParticipant();
  const missionary = await makeParticipant({ isMissionary: true, avatarUrl: "/a.webp" });
  const erased = await makeParticipant();
  const base = Date.UTC(2026, 9, 10, 12);
  const posts: { id: string }[] = [];
  for (let i = 0; i < 13; i++) {
    const author = [viewer, missionary, erased][i % 3]!;
    posts.push(
      await makePost(author.id, {
        topicId: i % 4 === 0 ? "missions" : "friendship",
        // Two pairs share a timestamp: the id breaks the tie, across a page boundary too.
        createdAt: new Date(base - (i === 4 || i === 9 ? i - 1 : i) * 60_000),
      }),
    );
  }
  await db.user.update({ where: { id: erased.id }, data: { deletedAt: new Date() } });
  await db.post.update({ where: { id: posts[5]!.id }, data: { hiddenAt: new Date() } });
  for (const [position, key] of ["b", "a", "c"].entries())
    await db.postImage.create({
      data: {
        postId: posts[2]!.id,
        position: 2 - position,
        storageKey: `posts/feed-test-${posts[2]!.id}-${key}.webp`,
        mimeType: "image/webp",
        width: 100 + position,
        height: 50,
        bytes: 10,
      },
    });
  for (const who of [viewer, missionary])
    await db.postLike.create({ data: { postId: posts[1]!.id, userId: who.id } });
  await db.postLike.create({ data: { postId: posts[3]!.id, userId: missionary.id } });
  await db.postComment.create({ data: { postId: posts[1]!.id, authorId: viewer.id, content: "a" } });
  await db.postComment.create({
    data: { postId: posts[1]!.id, authorId: viewer.id, content: "hidden", hiddenAt: new Date() },
  });

  for (const topicId of [undefined, "friendship", "missions"]) {
    const expected = await viaPrisma(viewer.id, topicId);
    const seen: typeof expected = [];
    let cursor: string | undefined;
    do {
      const page = await listPosts({ viewerId: viewer.id, topicId, cursor, limit: 4 });
      seen.push(...page.posts);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(expected);
  }
  const first = (await listPosts({ viewerId: viewer.id, limit: 20 })).posts;
  expect(first.find((p) => p.id === posts[1]!.id)).toMatchObject({ likes: 2, comments: 1, liked: true });
  expect(first.find((p) => p.id === posts[2]!.id)!.images.map((i) => i.width)).toEqual([102, 101, 100]);
  expect(first.find((p) => p.id === posts[0]!.id)!.author.name).toBe(viewer.fullName);
  expect(first.find((p) => p.id === posts[2]!.id)!.author).toMatchObject({ name: null, avatarUrl: null });
  expect(first.find((p) => p.id === posts[1]!.id)!.author).toMatchObject({ isMissionary: true });
  expect(first.map((p) => p.id)).not.toContain(posts[5]!.id);
});
