// Community on the server: feed pages (no duplicates, topic filter, hidden posts gone), publishing
// with uploaded photos (content-checked, ≤ 10, only one's own uploads), comments (+ the author's
// notification), comment likes under concurrency, reports and moderation, the contact-request
// lifecycle (the number is revealed only after approval), profile privacy.
import sharp from "sharp";
import { db } from "@/lib/server/db";
import { commentBody, newPostBody, reportBody } from "@/lib/validations/community";
import {
  COMMUNITY_MEMBER,
  MAIN_PARTICIPANT,
  STAFF_ID,
  TICKET_HOLDER,
  seedDatabase,
} from "@/prisma/seed/index";
import { decideContactRequest } from "../notifications/notifications";
import {
  addComment,
  createPost,
  deletePost,
  getPost,
  getTopic,
  listPosts,
  listTopicNames,
  listTopics,
  setCommentLike,
} from "./posts";
import { getProfile, requestContact, setProfileLike } from "./profile";
import { createReport, listReports, moderateReport } from "./reports";
import { storePostImage } from "./uploads";

beforeAll(async () => {
  await seedDatabase(db);
}, 120_000);

const png = (w = 40, h = 30) =>
  sharp({ create: { width: w, height: h, channels: 3, background: "#884422" } })
    .png()
    .toBuffer();

test("topics in English and Spanish (names and descriptions), Portuguese where unwritten", async () => {
  expect((await listTopics("en")).map((t) => t.name)).toEqual([
    "Missions",
    "Volunteer Service",
    "EJC",
    "Friendship",
    "What I want to do there",
    "TBT",
  ]);
  const es = await listTopics("es");
  expect(es.find((t) => t.id === "friendship")).toMatchObject({ name: "Amistad" });
  expect(es.find((t) => t.id === "friendship")!.description).toMatch(/^Conoce gente/);
  expect((await listTopicNames("es")).map((t) => t.name)[0]).toBe("Misiones");
  expect(await getTopic("volunteer", "en")).toMatchObject({ name: "Volunteer Service" });
  expect(await getTopic("nope", "en")).toBeNull();
  await db.topic.update({ where: { id: "tbt" }, data: { nameEs: null, descriptionEs: "  " } });
  const tbt = (await listTopics("es")).find((t) => t.id === "tbt")!;
  expect(tbt.name).toBe("TBT");
  expect(tbt.description).toMatch(/^Lembranças/);
});

test("a profile's posts carry their topic in the reader's language, Portuguese where unwritten", async () => {
  // Maria posted in "O que eu quero fazer lá" (activities) and TBT.
  const topicOf = async (locale: "pt" | "en" | "es") =>
    Object.fromEntries(
      (await getProfile(COMMUNITY_MEMBER.id, MAIN_PARTICIPANT.id, locale)).posts.map((p) => [p.id, p.topic]),
    );
  expect((await topicOf("pt"))["seed-post-18"]).toBe("O que eu quero fazer lá");
  expect((await topicOf("en"))["seed-post-18"]).toBe("What I want to do there");
  expect((await topicOf("es"))["seed-post-18"]).toBe("Lo que quiero hacer allí");
  await db.topic.update({ where: { id: "activities" }, data: { nameEn: " " } });
  try {
    expect((await topicOf("en"))["seed-post-18"]).toBe("O que eu quero fazer lá");
  } finally {
    await db.topic.update({ where: { id: "activities" }, data: { nameEn: "What I want to do there" } });
  }
});

test("topics: the six of the spec with their starting counts (plus live posters)", async () => {
  const topics = await listTopics("pt");
  expect(topics.map((t) => t.id)).toEqual([
    "missions",
    "volunteer",
    "ejc",
    "friendship",
    "activities",
    "tbt",
  ]);
  expect(topics.find((t) => t.id === "missions")!.participants).toBeGreaterThanOrEqual(342);
});

test("feed pages: newest first, no duplicates or gaps across cursors, topic filter", async () => {
  const seen: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await listPosts({ viewerId: MAIN_PARTICIPANT.id, cursor, limit: 7 });
    seen.push(...page.posts.map((p) => p.id));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  const all = await db.post.findMany({
    where: { hiddenAt: null },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true },
  });
  expect(seen).toEqual(all.map((p) => p.id));
  const tbt = await listPosts({ viewerId: MAIN_PARTICIPANT.id, topicId: "tbt", limit: 50 });
  expect(tbt.posts.every((p) => p.topicId === "tbt")).toBe(true);
  await expect(listPosts({ viewerId: MAIN_PARTICIPANT.id, cursor: "bm9wZQ" })).rejects.toMatchObject({
    status: 400,
  });
});

test("new post validation: trimmed text 1–500, a known topic, at most 10 photos", () => {
  expect(newPostBody.parse({ topicId: "tbt", content: "  oi  " }).content).toBe("oi");
  expect(newPostBody.safeParse({ topicId: "tbt", content: "   " }).success).toBe(false);
  expect(newPostBody.safeParse({ topicId: "tbt", content: "x".repeat(501) }).success).toBe(false);
  expect(newPostBody.safeParse({ topicId: "nope", content: "x" }).success).toBe(false);
  expect(newPostBody.safeParse({ topicId: "tbt", content: "x", images: Array(11).fill("t") }).success).toBe(
    false,
  );
  expect(commentBody.safeParse({ content: " \n " }).success).toBe(false);
  expect(
    reportBody.safeParse({ contentType: "post", contentId: "p1", reason: "spam", observations: "  " })
      .success,
  ).toBe(false);
  expect(reportBody.safeParse({ contentType: "post", contentId: "p1", observations: "x" }).success).toBe(
    false,
  );
});

test("photos: checked by content, re-encoded as WebP; a renamed .exe, a 20 MB file and someone else's upload are refused", async () => {
  const a = await storePostImage(MAIN_PARTICIPANT.id, await png(3000, 2000));
  expect(a.width).toBe(1600);
  expect(a.url).toMatch(/^\/api\/uploads\/posts\/.+\.webp$/);
  await expect(
    storePostImage(MAIN_PARTICIPANT.id, Buffer.from("MZ\x90\x00 this is a windows program, honest")),
  ).rejects.toMatchObject({ status: 400, code: "FILE_INVALID" });
  await expect(storePostImage(MAIN_PARTICIPANT.id, Buffer.alloc(20 * 1024 * 1024, 1))).rejects.toMatchObject({
    status: 413,
    code: "FILE_TOO_LARGE",
  });
  const b = await storePostImage(MAIN_PARTICIPANT.id, await png());

  const post = await createPost(MAIN_PARTICIPANT.id, {
    topicId: "friendship",
    content: "Duas fotos",
    images: [b.token, a.token],
  });
  const { post: shown } = await getPost(COMMUNITY_MEMBER.id, post.id);
  expect(shown.images.map((i) => i.url)).toEqual([b.url, a.url]);
  expect(shown.author.id).toBe(MAIN_PARTICIPANT.id);
  expect((await listPosts({ viewerId: COMMUNITY_MEMBER.id, topicId: "friendship" })).posts[0]!.id).toBe(
    post.id,
  );

  await expect(
    createPost(COMMUNITY_MEMBER.id, { topicId: "friendship", content: "Roubada", images: [a.token] }),
  ).rejects.toMatchObject({ status: 400, code: "UPLOAD_INVALID" });
  await expect(
    createPost(MAIN_PARTICIPANT.id, { topicId: "friendship", content: "De novo", images: [a.token] }),
  ).rejects.toMatchObject({ status: 409 });
  await expect(
    createPost(MAIN_PARTICIPANT.id, {
      topicId: "friendship",
      content: "Alterada",
      images: [`${a.token.split(".")[0]}x.${a.token.split(".")[1]}`],
    }),
  ).rejects.toMatchObject({ status: 400 });
});

test("comments: appended oldest first, counted, the post's author notified; comment likes idempotent under concurrency", async () => {
  const post = await createPost(COMMUNITY_MEMBER.id, {
    topicId: "activities",
    content: "Quem vai na oficina?",
  });
  const before = await db.notification.count({ where: { userId: COMMUNITY_MEMBER.id, key: "postComment" } });
  const first = await addComment(MAIN_PARTICIPANT.id, post.id, "Eu vou!");
  const second = await addComment(TICKET_HOLDER.id, post.id, "<script>alert(1)</script> eu também");
  expect(second.count).toBe(2);
  const { comments } = await getPost(MAIN_PARTICIPANT.id, post.id);
  expect(comments.map((c) => c.id)).toEqual([first.comment.id, second.comment.id]);
  expect(comments[1]!.content).toBe("<script>alert(1)</script> eu também"); // stored as text, rendered as text
  expect(await db.notification.count({ where: { userId: COMMUNITY_MEMBER.id, key: "postComment" } })).toBe(
    before + 2,
  );

  const results = await Promise.all(
    Array.from({ length: 20 }, () => setCommentLike(COMMUNITY_MEMBER.id, first.comment.id, true)),
  );
  expect(results.every((r) => r.liked)).toBe(true);
  expect(await db.commentLike.count({ where: { commentId: first.comment.id } })).toBe(1);
  expect(await setCommentLike(COMMUNITY_MEMBER.id, first.comment.id, false)).toEqual({
    liked: false,
    count: 0,
  });
});

test("reports: one open per person and content; staff hide it → gone from feed, post and comments", async () => {
  const post = await createPost(COMMUNITY_MEMBER.id, { topicId: "tbt", content: "Compre já! Promoção!" });
  const report = await createReport(MAIN_PARTICIPANT.id, {
    contentType: "post",
    contentId: post.id,
    reason: "spam",
    observations: "Propaganda.",
  });
  await expect(
    createReport(MAIN_PARTICIPANT.id, {
      contentType: "post",
      contentId: post.id,
      reason: "spam",
      observations: "De novo.",
    }),
  ).rejects.toMatchObject({ status: 409 });
  await createReport(TICKET_HOLDER.id, {
    contentType: "post",
    contentId: post.id,
    reason: "other",
    observations: "Estranho.",
  });
  expect((await listReports()).map((r) => r.id)).toContain(report.id);

  await moderateReport(STAFF_ID, report.id, "hide");
  await expect(moderateReport(STAFF_ID, report.id, "dismiss")).rejects.toMatchObject({ status: 409 });
  expect(
    (await listPosts({ viewerId: MAIN_PARTICIPANT.id, topicId: "tbt", limit: 100 })).posts.map((p) => p.id),
  ).not.toContain(post.id);
  await expect(getPost(MAIN_PARTICIPANT.id, post.id)).rejects.toMatchObject({ status: 404 });
  // Every open report on that post closed with it.
  expect(await db.report.count({ where: { postId: post.id, status: "OPEN" } })).toBe(0);
});

test("contact request: pending → approved reveals the number to the requester only; asking twice is a 409", async () => {
  await db.contactRequest.deleteMany({
    where: { requesterId: COMMUNITY_MEMBER.id, targetId: TICKET_HOLDER.id },
  });
  expect(await requestContact(COMMUNITY_MEMBER.id, TICKET_HOLDER.id, "whatsapp")).toMatchObject({
    status: "PENDING",
  });
  await expect(requestContact(COMMUNITY_MEMBER.id, TICKET_HOLDER.id, "whatsapp")).rejects.toMatchObject({
    status: 409,
  });
  await expect(requestContact(COMMUNITY_MEMBER.id, COMMUNITY_MEMBER.id, "whatsapp")).rejects.toMatchObject({
    status: 400,
  });
  const profile = await getProfile(COMMUNITY_MEMBER.id, TICKET_HOLDER.id, "pt");
  expect(profile.contact.whatsapp).toBe("PENDING");
  expect(JSON.stringify(profile)).not.toContain(TICKET_HOLDER.phone.slice(3));
  const note = await db.notification.findFirstOrThrow({
    where: { userId: TICKET_HOLDER.id, key: "contactRequest" },
    orderBy: { createdAt: "desc" },
  });
  expect(
    await db.notification.count({ where: { userId: COMMUNITY_MEMBER.id, key: "contactApproved" } }),
  ).toBe(0);
  await decideContactRequest(TICKET_HOLDER.id, note.id, "approve");
  const told = await db.notification.findFirstOrThrow({
    where: { userId: COMMUNITY_MEMBER.id, key: "contactApproved" },
  });
  expect(told.link).toBe(`https://wa.me/${TICKET_HOLDER.phone.slice(1)}`);
  expect((await getProfile(COMMUNITY_MEMBER.id, TICKET_HOLDER.id, "pt")).contact.whatsapp).toBe("APPROVED");
});

test("profile privacy and likes: hidden age, city and marital status stay hidden; likes are rows", async () => {
  await db.user.update({
    where: { id: TICKET_HOLDER.id },
    data: { showAge: false, showCity: false, showMaritalStatus: false, maritalStatus: "casado" },
  });
  const p = await getProfile(MAIN_PARTICIPANT.id, TICKET_HOLDER.id, "pt");
  expect(p).toMatchObject({ age: null, city: null, maritalStatus: null });
  await db.user.update({
    where: { id: TICKET_HOLDER.id },
    data: { showAge: true, showCity: true, showMaritalStatus: true },
  });
  const q = await getProfile(MAIN_PARTICIPANT.id, TICKET_HOLDER.id, "pt");
  expect(q.maritalStatus).toBe("casado");
  expect(q.age).toBeGreaterThan(15);
  await Promise.all([
    setProfileLike(MAIN_PARTICIPANT.id, TICKET_HOLDER.id, true),
    setProfileLike(MAIN_PARTICIPANT.id, TICKET_HOLDER.id, true),
  ]);
  expect(
    await db.profileLike.count({ where: { profileUserId: TICKET_HOLDER.id, userId: MAIN_PARTICIPANT.id } }),
  ).toBe(1);
  await expect(setProfileLike(MAIN_PARTICIPANT.id, MAIN_PARTICIPANT.id, true)).rejects.toMatchObject({
    status: 400,
  });
});

test("only the author deletes a post; someone else's id is a 404 and nothing changes", async () => {
  const post = await createPost(COMMUNITY_MEMBER.id, { topicId: "tbt", content: "Vou apagar" });
  await addComment(MAIN_PARTICIPANT.id, post.id, "Não apague!");
  await expect(deletePost(MAIN_PARTICIPANT.id, post.id)).rejects.toMatchObject({ status: 404 });
  expect(await db.post.count({ where: { id: post.id } })).toBe(1);
  expect(await deletePost(COMMUNITY_MEMBER.id, post.id)).toEqual({ deleted: true });
  expect(await db.post.count({ where: { id: post.id } })).toBe(0);
  expect(await db.postComment.count({ where: { postId: post.id } })).toBe(0);
});
