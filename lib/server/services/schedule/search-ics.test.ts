// Search (accent- and case-insensitive, filters, sort) and the .ics output.
import { db } from "@/lib/server/db";
import { MAIN_PARTICIPANT, seedDatabase } from "@/prisma/seed/index";
import { toIcs } from "./ics";
import { fold, searchEvents } from "./search-events";
import { eventCards } from "./event-cards";
import { eventInLocale } from "./schedule-day";

beforeAll(async () => {
  await seedDatabase(db);
}, 120_000);

test("fold ignores accents and case", () => {
  expect(fold("Missão ADORAÇÃO Jovem")).toBe("missao adoracao jovem");
});

test("search matches title or description without accents, filters by any of the cities/types, sorts", async () => {
  const all = await searchEvents({ userId: MAIN_PARTICIPANT.id, q: "MISSAO", locale: "pt" });
  expect(all.length).toBeGreaterThan(0);
  for (const e of all) expect(fold(`${e.title} ${e.description}`)).toContain("missao");
  const filtered = await searchEvents({
    userId: MAIN_PARTICIPANT.id,
    cities: ["recife", "fortaleza"],
    types: ["sport", "youth"],
    date: "2026-11-02",
    locale: "pt",
  });
  expect(filtered.length).toBeGreaterThan(0);
  for (const e of filtered) {
    expect(["recife", "fortaleza"]).toContain(e.cityId);
    expect(["sport", "youth"]).toContain(e.type);
  }
  const byTime = await searchEvents({ userId: MAIN_PARTICIPANT.id, cities: ["recife"], locale: "pt" });
  expect(byTime.map((e) => e.startsAt.getTime())).toEqual(
    [...byTime.map((e) => e.startsAt.getTime())].sort((a, b) => a - b),
  );
  const popular = await searchEvents({
    userId: MAIN_PARTICIPANT.id,
    cities: ["recife"],
    sort: "popularity",
    locale: "pt",
  });
  const ratios = popular.map((e) => e.enrolledCount / e.capacity);
  expect(ratios).toEqual([...ratios].sort((a, b) => b - a));
  expect(popular.filter((e) => e.isEnrolled).length).toBeGreaterThan(0);
  await expect(
    searchEvents({ userId: MAIN_PARTICIPANT.id, cities: ["atlantis"], locale: "pt" }),
  ).rejects.toMatchObject({
    status: 400,
    code: "UNKNOWN_CITY",
  });
});

test("ICS: RFC 5545 lines, Recife local times, escaped text, folded long lines", () => {
  const ics = toIcs(
    [
      {
        id: "d1-recife-10",
        title: "Culto de Abertura; com louvor, oração",
        description: "Linha 1\nLinha 2 " + "x".repeat(100),
        location: "Pavilhão",
        startsAt: new Date("2026-11-01T23:00:00Z"),
        endsAt: new Date("2026-11-02T01:00:00Z"),
      },
    ],
    new Date("2026-10-01T12:00:00Z"),
  );
  const lines = ics.split("\r\n");
  expect(lines[0]).toBe("BEGIN:VCALENDAR");
  expect(ics).toContain("DTSTART;TZID=America/Recife:20261101T200000");
  expect(ics).toContain("DTEND;TZID=America/Recife:20261101T220000");
  expect(ics).toContain("SUMMARY:Culto de Abertura\\; com louvor\\, oração");
  expect(ics).toContain("DESCRIPTION:Linha 1\\nLinha 2");
  expect(ics).toContain("DTSTAMP:20261001T120000Z");
  for (const l of lines) expect(Buffer.byteLength(l)).toBeLessThanOrEqual(75);
  expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
});

test("search and results in the reader's language; untranslated events in Portuguese, flagged", async () => {
  const en = await searchEvents({
    userId: MAIN_PARTICIPANT.id,
    q: "volleyball",
    cities: ["recife"],
    locale: "en",
  });
  expect(en.length).toBeGreaterThan(0);
  for (const e of en) expect(e).toMatchObject({ title: "Together Volleyball", translated: true });
  expect(await searchEvents({ userId: MAIN_PARTICIPANT.id, q: "volleyball", locale: "pt" })).toEqual([]);
  const es = await searchEvents({
    userId: MAIN_PARTICIPANT.id,
    q: "voley",
    cities: ["recife"],
    locale: "es",
  });
  expect(es.map((e) => e.title)).toContain("Vóley Together");
  const workshops = await searchEvents({ userId: MAIN_PARTICIPANT.id, types: ["workshop"], locale: "en" });
  expect(workshops.length).toBeGreaterThan(0);
  expect(workshops.every((e) => !e.translated)).toBe(true);
  expect(workshops[0]).not.toHaveProperty("titleEn");
});

test("text search over the cached cards' folded index: exactly the cards whose title or description, as each reader sees it, contains the text", async () => {
  for (const locale of ["pt", "en", "es"] as const) {
    const every = await searchEvents({ userId: MAIN_PARTICIPANT.id, locale });
    // The cards localized once per cache entry answer exactly what each request built before
    // (eventInLocale over the live cards, tags split last), keys in the same order.
    const before = (await eventCards(MAIN_PARTICIPANT.id, {}))
      .map((e) => eventInLocale(e, locale))
      .map(({ tags, ...e }) => ({
        ...e,
        tags: tags
          ? tags
              .split(",")
              .map((t) => t.trim())
              .filter(Boolean)
          : [],
      }))
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id.localeCompare(b.id));
    expect(JSON.stringify(every)).toBe(JSON.stringify(before));
    for (const q of ["louvor", "LOUVOR", "  Oração ", "worship", "volleyball", "é", "zzz-nada"]) {
      const needle = fold(q.trim());
      const found = await searchEvents({ userId: MAIN_PARTICIPANT.id, q, locale });
      // The search before the index: every card in the reader's language, folded and matched.
      expect(found).toEqual(
        every.filter((e) => fold(e.title).includes(needle) || fold(e.description).includes(needle)),
      );
    }
  }
  const recife = await searchEvents({
    userId: MAIN_PARTICIPANT.id,
    q: "louvor",
    cities: ["recife"],
    locale: "pt",
  });
  expect(recife.length).toBeGreaterThan(0);
  expect(recife.every((e) => e.cityId === "recife")).toBe(true);
});
