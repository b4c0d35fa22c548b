// News: pages without duplicates or gaps, the category filter, the HTML body sanitised against
// XSS payloads, likes as rows under concurrency, comments as plain text, related articles.
import { now } from "@/lib/server/clock";
import { db } from "@/lib/server/db";
import { MAIN_PARTICIPANT, seedDatabase } from "@/prisma/seed/index";
import { addNewsComment, getNews, listNews, setNewsLike } from "./news";
import { sanitizeNewsHtml } from "./sanitize";

beforeAll(async () => {
  await seedDatabase(db);
}, 120_000);

test("pages: newest first, every item once across cursors; the category filter", async () => {
  const seen: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await listNews({ cursor, limit: 3 });
    seen.push(...page.items.map((n) => n.id));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  const all = await db.newsItem.findMany({
    where: { publishedAt: { lte: now() } },
    orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
    select: { id: true },
  });
  expect(seen).toEqual(all.map((n) => n.id));
  const emergencia = await listNews({ category: "emergencia", limit: 50 });
  expect(emergencia.items.length).toBeGreaterThan(0);
  expect(emergencia.items.every((n) => n.category === "emergencia")).toBe(true);
});

test("the sanitiser removes scripts, event handlers, javascript: URLs, iframes and styles", () => {
  const dirty = `<p onclick="steal()">Oi <strong>gente</strong></p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">link</a><iframe src="https://evil.example"></iframe><style>body{display:none}</style><a href="https://together2026.com.br">site</a><svg onload="alert(4)"></svg>`;
  const clean = sanitizeNewsHtml(dirty);
  expect(clean).not.toMatch(/script|onerror|onclick|onload|javascript:|iframe|<style|<svg|alert/i);
  expect(clean).toContain("<strong>gente</strong>");
  expect(clean).toContain('href="https://together2026.com.br"');
  expect(clean).toContain('rel="noopener noreferrer"');
});

test("the seeded unsafe article reaches the page without its <script> or onerror", async () => {
  const n = await getNews(MAIN_PARTICIPANT.id, "oficinas-vagas-limitadas");
  expect(n.bodyHtml).toContain("Oficina de Fotografia com Celular");
  expect(n.bodyHtml).not.toMatch(/<script|onerror|alert\(/);
  expect(n.related.every((r) => r.id !== n.id)).toBe(true);
  expect(n.related.length).toBeLessThanOrEqual(3);
  await expect(getNews(MAIN_PARTICIPANT.id, "nao-existe")).rejects.toMatchObject({ status: 404 });
});

test("likes: 20 concurrent likes by one person leave one row; unlike removes it", async () => {
  const id = "alerta-chuva-recife";
  const before = await db.newsLike.count({ where: { newsId: id } });
  await db.newsLike.deleteMany({ where: { newsId: id, userId: MAIN_PARTICIPANT.id } });
  const base = await db.newsLike.count({ where: { newsId: id } });
  const results = await Promise.all(
    Array.from({ length: 20 }, () => setNewsLike(MAIN_PARTICIPANT.id, id, true)),
  );
  expect(results.at(-1)).toEqual({ liked: true, count: base + 1 });
  expect(await db.newsLike.count({ where: { newsId: id, userId: MAIN_PARTICIPANT.id } })).toBe(1);
  expect((await setNewsLike(MAIN_PARTICIPANT.id, id, false)).count).toBe(base);
  expect(before).toBeGreaterThanOrEqual(base);
});

test("comments are appended and kept as text", async () => {
  const res = await addNewsComment(MAIN_PARTICIPANT.id, "bem-vindos-together-2026", "<b>Amém</b> 🙏");
  const n = await getNews(MAIN_PARTICIPANT.id, "bem-vindos-together-2026");
  expect(n.comments.at(-1)).toMatchObject({ id: res.comment.id, content: "<b>Amém</b> 🙏" });
  expect(res.count).toBe(n.comments.length);
});
