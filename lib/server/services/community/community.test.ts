import { db } from "@/lib/server/db";
import { setPostLike } from "./likes";
import { searchFaqs } from "../help/search";

afterAll(() => db.$disconnect());

let n = 0;
async function user() {
  n++;
  return db.user.create({
    data: {
      fullName: `User ${n}`,
      nickname: `U${n}`,
      birthDate: new Date("2000-01-01"),
      nationality: "Brasil",
      country: "Brasil",
      state: "PE",
      city: "Recife",
      union: "UNeB",
      association: "APeC",
      memberCode: `T26-C${n}`,
    },
  });
}

test("many concurrent likes by one user leave one like; unliking twice is harmless", async () => {
  const topic = await db.topic.upsert({
    where: { id: "missions" },
    update: {},
    create: { id: "missions", name: "Missões", description: "", color: "blue", position: 1 },
  });
  const author = await user();
  const liker = await user();
  const post = await db.post.create({ data: { authorId: author.id, topicId: topic.id, content: "Olá" } });
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
  expect((await searchFaqs("INSCRICAO")).map((h) => h.id)).toEqual(["f1"]);
  expect((await searchFaqs("reembolso")).map((h) => h.id)).toEqual(["f2"]);
  expect(await searchFaqs("   ")).toEqual([]);
  expect(await searchFaqs("inexistente")).toEqual([]);
});
