// News: pages without duplicates or gaps, the category filter, the HTML body sanitised against
// XSS payloads, likes as rows under concurrency, comments as plain text, related articles.
import { now } from "@/lib/server/clock";
import { db } from "@/lib/server/db";
import { MAIN_PARTICIPANT, seedDatabase } from "@/prisma/seed/index";
import { homeBasics } from "../dashboard/home";
import { addNewsComment, clearNewsListCache, getNews, listNews, NEWS_LIST_TTL_MS, setNewsLike } from "./news";
import { sanitizeNewsHtml } from "./sanitize";
import { makeParticipant } from "@/tests/unit/factories";
import { Client } from "pg";
import { onSqlite } from "@/tests/unit/count-queries";
import { defined } from "@/tests/unit/defined";

beforeAll(async () => {
  await seedDatabase(db);
}, 120_000);

test("pages: newest first, every item once across cursors; the category filter", async () => {
  const seen: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await listNews({ cursor, limit: 3, locale: "pt" });
    seen.push(...page.items.map((n) => n.id));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  const all = await db.newsItem.findMany({
    where: { publishedAt: { lte: now() } },
    orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
    select: { id: true },
  });
  expect(seen).toEqual(all.map((n) => n.id));
  const emergencia = await listNews({ category: "emergencia", limit: 50, locale: "pt" });
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
  const n = await getNews(MAIN_PARTICIPANT.id, "oficinas-vagas-limitadas", "pt");
  expect(n.bodyHtml).toContain("Oficina de Fotografia com Celular");
  expect(n.bodyHtml).not.toMatch(/<script|onerror|alert\(/);
  expect(n.related.every((r) => r.id !== n.id)).toBe(true);
  expect(n.related.length).toBeLessThanOrEqual(3);
  await expect(getNews(MAIN_PARTICIPANT.id, "nao-existe", "pt")).rejects.toMatchObject({ status: 404 });
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
  const n = await getNews(MAIN_PARTICIPANT.id, "bem-vindos-together-2026", "pt");
  expect(n.comments.at(-1)).toMatchObject({ id: res.comment.id, content: "<b>Amém</b> 🙏" });
  expect(res.count).toBe(n.comments.length);
});

test("in English and Spanish: translated items in that language, the others in Portuguese and flagged", async () => {
  const en = (await listNews({ limit: 50, locale: "en" })).items;
  const welcome = en.find((n) => n.id === "bem-vindos-together-2026")!;
  expect(welcome).toMatchObject({ title: "Welcome to Together 2026!", translated: true });
  expect(welcome.summary).toMatch(/^About 15,000 young people/);
  expect(welcome).not.toHaveProperty("titleEn");
  const packing = en.find((n) => n.id === "o-que-levar")!;
  expect(packing).toMatchObject({ title: "O que levar na mala para os quatro dias", translated: false });
  expect(en.filter((n) => !n.translated).length).toBeGreaterThan(0);
  expect(en.filter((n) => n.translated).length).toBeGreaterThan(en.length / 2);
  // Portuguese readers never see the flag.
  expect((await listNews({ limit: 50, locale: "pt" })).items.every((n) => n.translated)).toBe(true);

  const es = await getNews(MAIN_PARTICIPANT.id, "alerta-chuva-recife", "es");
  expect(es).toMatchObject({ title: "Alerta de lluvias fuertes en Recife este martes", translated: true });
  expect(es.bodyHtml).toContain("Defensa Civil");
  expect(es.imageAlt).toBe("Nube cargada con lluvia fuerte y rayo");
  // English only: Spanish readers get the Portuguese text and the flag.
  const rewardsEs = await getNews(MAIN_PARTICIPANT.id, "recompensas-qr-code", "es");
  expect(rewardsEs).toMatchObject({
    title: "Recompensas: encontre os QR Codes e suba no ranking",
    translated: false,
  });
  expect(rewardsEs.bodyHtml).toContain("procure os");
  expect((await getNews(MAIN_PARTICIPANT.id, "recompensas-qr-code", "en")).translated).toBe(true);
});

test("every seeded item has a local image with alt text in the reader's language", async () => {
  for (const locale of ["pt", "en", "es"] as const) {
    const items = (await listNews({ limit: 50, locale })).items;
    for (const n of items) {
      expect(n.imageUrl).toMatch(/^\/images\/news\/[a-z0-9-]+\.svg$/);
      expect(n.imageAlt).toEqual(expect.any(String));
    }
    const first = items.find((n) => n.id === "credenciamento-e-qr-code")!;
    expect(first.imageAlt).toBe(
      {
        pt: "Celular mostrando um QR Code de credencial",
        en: "Phone showing a pass QR Code",
        es: "Celular mostrando un código QR de credencial",
      }[locale],
    );
  }
});

test("the homes' latest news come in the reader's language, flagged when untranslated", async () => {
  const { news } = await homeBasics(MAIN_PARTICIPANT.id, "en");
  expect(news).toHaveLength(3);
  const rows = await db.newsItem.findMany({
    where: { id: { in: news.map((n) => n.id) } },
    select: { id: true, title: true, titleEn: true },
  });
  for (const n of news) {
    const row = rows.find((r) => r.id === n.id)!;
    expect(n.title).toBe(row.titleEn ?? row.title);
    expect(n.translated).toBe(row.titleEn !== null);
    expect(n).not.toHaveProperty("titleEn");
  }
  expect((await homeBasics(MAIN_PARTICIPANT.id, "pt")).news.every((n) => n.translated)).toBe(true);
});

test("the list's pages are cached for NEWS_LIST_TTL_MS; likes and comments stay live; a deleted item leaves at once", async () => {
  clearNewsListCache();
  const first = await listNews({ limit: 3, locale: "pt" });
  const [a, b] = first.items;
  const reader = await makeParticipant();
  // As organisers and other instances would: straight to the database.
  await db.newsItem.update({ where: { id: a!.id }, data: { title: "Título editado no Studio" } });
  await setNewsLike(reader.id, a!.id, true);
  await addNewsComment(reader.id, a!.id, "ao vivo");
  const cached = await listNews({ limit: 3, locale: "pt" });
  expect(cached.items[0]).toMatchObject({
    id: a!.id,
    title: a!.title,
    likes: a!.likes + 1,
    comments: a!.comments + 1,
  });
  await db.newsLike.deleteMany({ where: { newsId: b!.id } });
  await db.newsComment.deleteMany({ where: { newsId: b!.id } });
  await db.newsItem.delete({ where: { id: b!.id } });
  expect((await listNews({ limit: 3, locale: "pt" })).items.map((n) => n.id)).not.toContain(b!.id);
  const base = Date.now();
  jest.spyOn(Date, "now").mockReturnValue(base + NEWS_LIST_TTL_MS + 1);
  try {
    const fresh = await listNews({ limit: 3, locale: "pt" });
    expect(fresh.items[0]!.title).toBe("Título editado no Studio");
    expect(fresh.items).toHaveLength(3);
  } finally {
    jest.restoreAllMocks();
  }
});

(onSqlite() ? test.skip : test)(
  "PostgreSQL keeps one plan for the counts statement (it was planned anew on every request)",
  async () => {
    clearNewsListCache();
    const proto = Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
    const original = proto.query;
    const sent: { name: string; text: string; values: unknown[] }[] = [];
    proto.query = function (this: Client, ...args: unknown[]) {
      const q = args[0] as { name?: string; text: string; values: unknown[] };
      if (q?.name?.startsWith("t26-news-counts")) sent.push({ name: q.name, text: q.text, values: q.values });
      return original.apply(this, args);
    };
    try {
      await listNews({ locale: "pt" });
    } finally {
      proto.query = original;
    }
    const counts = defined(sent[0]);
    // The same statement on a connection of its own, as often as PostgreSQL's plan cache needs.
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      for (let i = 0; i < 7; i++) await client.query(counts);
      const { rows } = await client.query<{ generic_plans: string; custom_plans: string }>(
        "SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = $1",
        [counts.name],
      );
      expect(Number(defined(rows[0]).generic_plans)).toBeGreaterThan(0);
    } finally {
      await client.end();
    }
  },
);
