/**
 * The seeded content in three languages (docs/content-languages.md), checked on the rows the seed
 * writes (no database needed): organiser-written labels and help are complete in English and
 * Spanish; news and events are translated in part, on purpose; every news item has its local
 * illustration with alt text; translations keep the Portuguese text's structure.
 */
import fs from "node:fs";
import path from "node:path";
import { TOPICS } from "./community";
import { helpRows } from "./help";
import { LEGAL_DOCUMENTS } from "./legal";
import { LEGAL_TEXTS, LEGAL_TITLES } from "./legal-i18n";
import { NEWS, newsRows } from "./news";
import { NEWS_TRANSLATIONS, UNTRANSLATED_NEWS_IDS } from "./news-i18n";
import { priceRows } from "./prices";
import { rewardPointRows } from "./rewards";
import { buildEvents } from "./schedule";
import { SESSION_TRANSLATIONS } from "./schedule-i18n";

const ROOT = path.resolve(__dirname, "../..");

/** Every `<field>En` and `<field>Es` of the row is written (not null, not blank). */
function expectTranslated(row: Record<string, unknown>, fields: string[], label: string) {
  for (const f of fields)
    for (const suffix of ["En", "Es"]) {
      const value = row[`${f}${suffix}`];
      if (typeof value !== "string" || value.trim() === "")
        throw new Error(`${label}: ${f}${suffix} is missing`);
    }
}

/** Tags of an HTML text in order (translations keep the same headings, paragraphs and lists). */
const tags = (html: string) => [...html.matchAll(/<(\/?[a-z0-9]+)/g)].map((m) => m[1]).join(" ");

test("help topics and every FAQ are written in English and Spanish", () => {
  const { topics, faqs } = helpRows();
  for (const t of topics) expectTranslated(t, ["title", "description"], t.id);
  for (const f of faqs) expectTranslated(f, ["question", "answer"], f.id);
  expect(faqs).toHaveLength(20);
  // Not a copy of the Portuguese.
  expect(faqs.filter((f) => f.questionEn === f.question || f.questionEs === f.question)).toEqual([]);
});

test("community topics, reward points and plans are written in English and Spanish", () => {
  for (const t of TOPICS) expectTranslated(t, ["name", "description"], t.id);
  const points = rewardPointRows();
  expect(points.length).toBe(15);
  for (const p of points) expectTranslated(p, ["name", "description", "location"], p.id);
  for (const p of priceRows()) {
    expect(p.name).toEqual(expect.any(String));
    expect(p.description).toEqual(expect.any(String));
    expectTranslated(p, ["name", "description"], p.plan);
  }
});

test("legal documents: every version has its English and Spanish title, label and text", () => {
  for (const d of LEGAL_DOCUMENTS) {
    expect(LEGAL_TITLES[d.id]?.en).toBeTruthy();
    expect(LEGAL_TITLES[d.id]?.es).toBeTruthy();
    for (const v of d.versions) {
      const tr = LEGAL_TEXTS[`${d.id}@${v.version}`];
      if (!tr) throw new Error(`${d.id}@${v.version} has no translation`);
      for (const l of ["en", "es"] as const) {
        expect(tags(tr[l].content)).toBe(tags(v.content));
        expect(tr[l].content).toContain("Together 2026");
      }
    }
  }
  expect(LEGAL_TEXTS["terms@Janeiro 2024"]?.en.version).toBe("January 2024");
  expect(LEGAL_TEXTS["terms@Janeiro 2024"]?.es.version).toBe("Enero 2024");
});

test("news: most items translated, the listed ones Portuguese only; bodies keep their structure", () => {
  const ids = new Set(NEWS.map((n) => n.id));
  for (const id of Object.keys(NEWS_TRANSLATIONS)) expect(ids).toContain(id);
  const rows = newsRows();
  for (const id of UNTRANSLATED_NEWS_IDS) {
    const row = rows.find((r) => r.id === id)!;
    expect([row.titleEn, row.titleEs, row.bodyHtmlEn, row.bodyHtmlEs]).toEqual([null, null, null, null]);
  }
  const both = rows.filter((r) => r.titleEn && r.titleEs);
  expect(both.length).toBeGreaterThanOrEqual(rows.length / 2);
  expect(rows.some((r) => r.titleEn && !r.titleEs)).toBe(true);
  for (const r of rows)
    for (const l of ["En", "Es"] as const) {
      const body = r[`bodyHtml${l}`];
      if (!body) continue;
      for (const f of ["title", "subtitle", "summary"] as const) expect(r[`${f}${l}`]).toMatch(/\S/);
      // Same headings, paragraphs and lists as the Portuguese (less the sanitiser's test markup).
      expect(tags(body)).toBe(tags(r.bodyHtml.replace(/<script>[\s\S]*?<\/script>|<img[^>]*>/g, "")));
    }
});

test("news: every item has a local, light SVG illustration with alt text in three languages", () => {
  for (const r of newsRows()) {
    expect(r.imageUrl).toMatch(/^\/images\/news\/[a-z0-9-]+\.svg$/);
    const file = path.join(ROOT, "public", r.imageUrl!);
    expect(fs.existsSync(file)).toBe(true);
    const svg = fs.readFileSync(file, "utf8");
    expect(svg.length).toBeLessThan(20_000);
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    expect(svg).not.toMatch(/<script|<text/);
    for (const alt of [r.imageAlt, r.imageAltEn, r.imageAltEs]) expect(alt).toEqual(expect.any(String));
  }
});

test("events: the translated sessions exist and some events stay Portuguese only", () => {
  const events = buildEvents().map((e) => e.row);
  const titles = new Set(events.map((e) => e.title));
  for (const title of Object.keys(SESSION_TRANSLATIONS)) expect(titles).toContain(title);
  const translated = events.filter((e) => e.titleEn && e.titleEs && e.descriptionEn && e.descriptionEs);
  expect(translated.length).toBeGreaterThan(0);
  expect(events.some((e) => e.titleEn == null && e.titleEs == null)).toBe(true);
});
