import { db } from "@/lib/server/db";
import { setPostLike } from "./likes";
import { searchFaqs } from "../help/search";
import { makeParticipant, makePost } from "@/tests/unit/factories";

afterAll(() => db.$disconnect());

test("many concurrent likes by one user leave one like; unliking twice is harmless", async () => {
  const author = await makeParticipant();
  const liker = await makeParticipant();
  const post = await makePost(author.id, { topicId: "missions", content: "Olá" });
  const results = await Promise.all(Array.from({ length: 20 }, () => setPostLike(post.id, liker.id, true)));
  expect(results.every((r) => r.liked)).toBe(true);
  expect(await db.postLike.count({ where: { postId: post.id } })).toBe(1);
  await setPostLike(post.id, liker.id, false);
  expect(await setPostLike(post.id, liker.id, false)).toEqual({ liked: false, count: 0 });
});

test("help search is accent-insensitive over questions and answers", async () => {
  await db.helpTopic.create({
    data: { id: "inscricao", title: "Inscrição", description: "", icon: "x", position: 1 },
  });
  await db.faq.create({
    data: {
      id: "f1",
      topicId: "inscricao",
      question: "Como faço minha inscrição?",
      answer: "Pelo aplicativo.",
      position: 1,
    },
  });
  await db.faq.create({
    data: {
      id: "f2",
      topicId: "inscricao",
      question: "Posso cancelar?",
      answer: "Sim, até a data-limite de reembolso.",
      position: 2,
    },
  });
  expect((await searchFaqs("INSCRICAO", "pt")).map((h) => h.id)).toEqual(["f1"]);
  expect((await searchFaqs("reembolso", "pt")).map((h) => h.id)).toEqual(["f2"]);
  expect(await searchFaqs("   ", "pt")).toEqual([]);
  expect(await searchFaqs("inexistente", "pt")).toEqual([]);
});
