import { db } from "@/lib/server/db";
import { clamp, drawable } from "@/lib/server/og/card";
import { seedDatabase } from "@/prisma/seed/index";
import { eventPreview, newsPreview, previewForPath } from "./previews";

beforeAll(async () => {
  await seedDatabase(db);
}, 120_000);

test("a news item's preview is its title and subtitle, nothing of its body", async () => {
  const n = await db.newsItem.findFirstOrThrow({ select: { id: true, title: true, subtitle: true } });
  const preview = await newsPreview(n.id);
  expect(preview).toMatchObject({ kind: "news", id: n.id, title: n.title });
  expect(n.subtitle.replace(/\s+/g, " ").trim().startsWith(preview!.description.replace(/…$/, ""))).toBe(
    true,
  );
  expect(Array.from(preview!.description).length).toBeLessThanOrEqual(200);
});

test("an event's preview: title, description cut to 200 characters, start, venue and city", async () => {
  const e = await db.event.findFirstOrThrow({ where: { cityId: "recife" } });
  await db.event.update({ where: { id: e.id }, data: { description: "Louvor 🎶 ".repeat(60) } });
  const preview = await eventPreview(e.id);
  expect(preview).toMatchObject({ kind: "event", id: e.id, title: e.title, startsAt: e.startsAt });
  expect(preview!.place).toBe(`${e.location} · Recife`);
  expect(Array.from(preview!.description)).toHaveLength(200);
  expect(preview!.description.endsWith("…")).toBe(true);
});

test("previewForPath reads only a news path or a schedule link naming an event", async () => {
  const n = await db.newsItem.findFirstOrThrow({ select: { id: true } });
  const e = await db.event.findFirstOrThrow({ select: { id: true } });
  expect((await previewForPath(`/news/${n.id}`))?.id).toBe(n.id);
  expect((await previewForPath(`/schedule?event=${e.id}`))?.id).toBe(e.id);
  expect((await previewForPath(`/schedule?city=recife&event=${e.id}`))?.kind).toBe("event");
  for (const path of [
    "/news",
    "/news/does-not-exist",
    "/news/../admin",
    `/news/${n.id}/x`,
    "/schedule",
    "/schedule?event=%00",
    `//evil.example/news/${n.id}`,
    `https://evil.example/news/${n.id}`,
    "/dashboard",
  ])
    expect(await previewForPath(path)).toBeNull();
});

test("the picture draws only what its font has, cut at a word", () => {
  expect(drawable("🔥 Noite de Louvor 🙌🏽 — São João ❤️")).toBe("Noite de Louvor — São João");
  expect(drawable("Culto 日本 Jovem")).toBe("Culto Jovem");
  expect(clamp("Missão e adoração em comunidade", 20)).toBe("Missão e adoração…");
  expect(clamp("curto", 20)).toBe("curto");
});
