// The schedule's card cache (event-cards.ts): organiser-written parts cached for a TTL, seats and
// the viewer's flags live on every read, whichever instance wrote them.
import { db } from "@/lib/server/db";
import { countQueries, onSqlite } from "@/tests/unit/count-queries";
import { makeEvent, makeParticipant } from "@/tests/unit/factories";
import {
  EVENT_CARDS_TTL_MS,
  clearEventCardCache,
  eventCards,
  scheduleCityIds,
  searchCards,
} from "./event-cards";

process.env.APP_NOW = "2026-10-20T12:00:00-03:00";

const DAY = "2026-11-03";
const day = { cities: ["recife"], date: DAY };

afterEach(() => jest.restoreAllMocks());

/** The statements run (SQLite; on PostgreSQL only the result). */
const measured = <T>(fn: () => Promise<T>) =>
  onSqlite() ? countQueries(fn) : fn().then((result) => ({ result, sql: [] as string[] }));

/** Moves this process's clock (the cache's TTL) forward by `ms`. */
function later(ms: number) {
  const base = Date.now();
  jest.spyOn(Date, "now").mockReturnValue(base + ms);
}

test("a second read is served from the cache: one live statement, same answer", async () => {
  clearEventCardCache();
  const p = await makeParticipant();
  const a = await makeEvent({ capacity: 3 });
  await makeEvent({ capacity: 5 });
  const first = await eventCards(p.id, day);
  expect(first.map((e) => e.id)).toContain(a.id);
  const { result, sql } = await measured(() => eventCards(p.id, day));
  expect(result).toEqual(first);
  if (onSqlite()) expect(sql).toHaveLength(1);
});

test("seats, capacity and the viewer's enrolment are live; a deleted event leaves at once", async () => {
  clearEventCardCache();
  const p = await makeParticipant();
  const other = await makeParticipant();
  const a = await makeEvent({ capacity: 3 });
  const b = await makeEvent({ capacity: 1 });
  const card = async (id: string, viewer = p.id) => (await eventCards(viewer, day)).find((e) => e.id === id);
  expect(await card(a.id)).toMatchObject({
    enrolledCount: 0,
    capacity: 3,
    isEnrolled: false,
    isWaiting: false,
  });
  // Written as another instance would: straight to the database, nothing told to this process.
  await db.enrolment.create({ data: { userId: p.id, eventId: a.id, slotStartsAt: a.startsAt } });
  await db.event.update({ where: { id: a.id }, data: { enrolledCount: 1, capacity: 4 } });
  await db.waitlistEntry.create({ data: { userId: p.id, eventId: b.id } });
  expect(await card(a.id)).toMatchObject({
    enrolledCount: 1,
    capacity: 4,
    isEnrolled: true,
    isWaiting: false,
  });
  expect(await card(b.id)).toMatchObject({ isEnrolled: false, isWaiting: true });
  expect(await card(a.id, other.id)).toMatchObject({ enrolledCount: 1, isEnrolled: false });
  await db.event.delete({ where: { id: b.id } });
  expect(await card(b.id)).toBeUndefined();
});

test("the live read gives each event once, with only the viewer's enrolment and waitlist place", async () => {
  clearEventCardCache();
  const [p, q, r] = [await makeParticipant(), await makeParticipant(), await makeParticipant()];
  const [a, b, c] = [await makeEvent(), await makeEvent(), await makeEvent()];
  // Others enrolled and waiting in the same events: rows a join on the viewer alone must not count.
  for (const other of [q, r])
    for (const e of [a, b, c]) {
      await db.enrolment.create({ data: { userId: other.id, eventId: e.id, slotStartsAt: e.startsAt } });
      await db.waitlistEntry.create({ data: { userId: other.id, eventId: e.id } });
    }
  await db.enrolment.create({ data: { userId: p.id, eventId: a.id, slotStartsAt: a.startsAt } });
  await db.waitlistEntry.create({ data: { userId: p.id, eventId: b.id } });
  const flags = (cards: { id: string; isEnrolled: boolean; isWaiting: boolean }[]) =>
    cards.filter((e) => [a.id, b.id, c.id].includes(e.id)).map((e) => [e.id, e.isEnrolled, e.isWaiting]);
  const expected = [
    [a.id, true, false],
    [b.id, false, true],
    [c.id, false, false],
  ];
  expect(flags(await eventCards(p.id, day))).toEqual(expected);
  const found = await searchCards(p.id, day, { needle: "oficina", locale: "pt" });
  expect(flags(found.cards())).toEqual(expected);
  expect(flags(await eventCards(q.id, day))).toEqual(expected.map(([id]) => [id, true, true]));
});

test("organisers' edits and new events show after the TTL, not before; each filter is its own entry", async () => {
  clearEventCardCache();
  const p = await makeParticipant();
  const a = await makeEvent({ title: "Antes" });
  expect((await eventCards(p.id, day)).find((e) => e.id === a.id)?.title).toBe("Antes");
  await db.event.update({ where: { id: a.id }, data: { title: "Depois" } });
  const added = await makeEvent();
  later(EVENT_CARDS_TTL_MS - 1000);
  let cards = await eventCards(p.id, day);
  expect(cards.find((e) => e.id === a.id)?.title).toBe("Antes");
  expect(cards.find((e) => e.id === added.id)).toBeUndefined();
  // Another filter (types) is loaded fresh.
  expect((await eventCards(p.id, { ...day, types: ["workshop"] })).find((e) => e.id === a.id)?.title).toBe(
    "Depois",
  );
  jest.restoreAllMocks();
  later(EVENT_CARDS_TTL_MS + 1000);
  cards = await eventCards(p.id, day);
  expect(cards.find((e) => e.id === a.id)?.title).toBe("Depois");
  expect(cards.find((e) => e.id === added.id)).toBeDefined();
});

test("a reload of the same rows keeps their folded texts and matches; an edit or a new event rebuilds them", async () => {
  clearEventCardCache();
  const p = await makeParticipant();
  const a = await makeEvent({ title: "Ensaio de louvor" });
  const search = async (needle: string) => (await searchCards(p.id, day, { needle, locale: "pt" })).cards();
  const ids = async (needle: string) => (await search(needle)).map((e) => e.id);
  expect(await ids("louvor")).toContain(a.id);
  // Folding (String.prototype.normalize, fold()) of this test's titles, counted.
  const normalize = jest.spyOn(String.prototype, "normalize");
  const foldsOfTitles = () =>
    normalize.mock.contexts.filter((text) => String(text).startsWith("Ensaio")).length;
  // Expired and read again (the read waits for the load): the same rows, only the seats moved.
  await db.event.update({ where: { id: a.id }, data: { enrolledCount: 3 } });
  later(EVENT_CARDS_TTL_MS + 1000);
  expect((await search("louvor")).find((e) => e.id === a.id)?.enrolledCount).toBe(3);
  expect(await ids("ensaio")).toContain(a.id); // a new text, matched on the kept folded texts
  expect(foldsOfTitles()).toBe(0);
  jest.restoreAllMocks();
  // An organiser's edit and a new event: folded again, both found.
  await db.event.update({ where: { id: a.id }, data: { title: "Ensaio de adoração" } });
  const b = await makeEvent({ title: "Ensaio: louvor da noite" });
  const refolds = jest.spyOn(String.prototype, "normalize");
  later(2 * EVENT_CARDS_TTL_MS + 2000);
  expect(await ids("adoracao")).toEqual([a.id]);
  expect(await ids("louvor")).toContain(b.id);
  expect(await ids("louvor")).not.toContain(a.id);
  expect(refolds.mock.contexts.filter((text) => String(text).startsWith("Ensaio")).length).toBeGreaterThan(0);
});

test("in an entry's last quarter a read answers from the cache and reloads it in the background", async () => {
  clearEventCardCache();
  const p = await makeParticipant();
  const a = await makeEvent({ title: "Antes" });
  const title = async () => (await eventCards(p.id, day)).find((e) => e.id === a.id)?.title;
  expect(await title()).toBe("Antes");
  await db.event.update({ where: { id: a.id }, data: { title: "Depois" } });
  later(EVENT_CARDS_TTL_MS * 0.8);
  // Served from the entry (still within the TTL), the reload started meanwhile…
  expect(await title()).toBe("Antes");
  // …lands without waiting for the TTL: a later read (same mocked clock) sees the edit.
  let seen: string | undefined;
  for (let i = 0; i < 100 && seen !== "Depois"; i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    seen = await title();
  }
  expect(seen).toBe("Depois");
});

test("the same filter in another order is the same entry; the answer is by start time, then id", async () => {
  clearEventCardCache();
  const p = await makeParticipant();
  await makeEvent({ cityId: "fortaleza" });
  await makeEvent();
  const one = await eventCards(p.id, { cities: ["recife", "fortaleza"], date: DAY });
  const { result, sql } = await measured(() =>
    eventCards(p.id, { cities: ["fortaleza", "recife", "recife"], date: DAY }),
  );
  expect(result).toEqual(one);
  if (onSqlite()) expect(sql).toHaveLength(1);
  const times = one.map((e) => `${e.startsAt.toISOString()} ${e.id}`);
  expect(times).toEqual([...times].sort());
});

test("cities with a schedule are cached for the TTL too", async () => {
  clearEventCardCache();
  await makeEvent();
  expect((await scheduleCityIds()).has("recife")).toBe(true);
  await db.city.update({ where: { id: "recife" }, data: { hasSchedule: false } });
  expect((await scheduleCityIds()).has("recife")).toBe(true);
  later(EVENT_CARDS_TTL_MS + 1);
  expect((await scheduleCityIds()).has("recife")).toBe(false);
  await db.city.update({ where: { id: "recife" }, data: { hasSchedule: true } });
});

/** The cards with their live fields last, as the search's JSON has them. */
const liveLast = (cards: Record<string, unknown>[]) =>
  cards.map(({ enrolledCount, capacity, isEnrolled, isWaiting, ...rest }) => ({
    ...rest,
    enrolledCount,
    capacity,
    isEnrolled,
    isWaiting,
  }));

test("the search's JSON (bytes cached per card, live fields per request) is JSON.stringify's answer", async () => {
  clearEventCardCache();
  const p = await makeParticipant();
  const a = await makeEvent({ capacity: 3, title: "Louvor na praça", tags: "louvor, música" });
  await makeEvent({ capacity: 2, title: "Louvor à noite", description: 'Com "aspas" e\nlinhas — “curvas”' });
  const text = { needle: "louvor", locale: "en" as const };
  const asJson = async () => {
    const found = await searchCards(p.id, day, text);
    const json = found.json();
    expect(Buffer.isBuffer(json)).toBe(true);
    // Byte for byte what JSON.stringify writes (UTF-8), the live fields last.
    expect(json.toString("utf8")).toBe(JSON.stringify({ events: liveLast(found.cards()) }));
    return (
      JSON.parse(json.toString("utf8")) as {
        events: { id: string; enrolledCount: number; isEnrolled: boolean }[];
      }
    ).events;
  };
  expect((await asJson()).map((c) => c.id)).toContain(a.id);
  // A seat taken meanwhile (another instance): the cached text, the live seats.
  await db.enrolment.create({ data: { userId: p.id, eventId: a.id, slotStartsAt: a.startsAt } });
  await db.event.update({ where: { id: a.id }, data: { enrolledCount: 1 } });
  expect((await asJson()).find((c) => c.id === a.id)).toMatchObject({ enrolledCount: 1, isEnrolled: true });
  // The hits' order (sorted in place by the caller) is the answer's.
  const found = await searchCards(p.id, day, text);
  found.hits.reverse();
  expect(found.json().toString("utf8")).toBe(JSON.stringify({ events: liveLast(found.cards()) }));
  expect(found.cards().map((c) => c.id)).toEqual(found.hits.map((h) => h.id));
  const none = await searchCards(p.id, day, { needle: "nothing like this", locale: "pt" });
  expect(none.json().toString("utf8")).toBe('{"events":[]}');
});

test("a cached text's ids serve the live read: seats of any size written as JSON would, a deleted match leaves", async () => {
  clearEventCardCache();
  const p = await makeParticipant();
  const seats = [0, 9, 10, 99, 100, 12345, 2_000_000_000];
  const made = [];
  for (const capacity of seats) made.push(await makeEvent({ capacity, title: `Vigília ${capacity}` }));
  const text = { needle: "vigilia", locale: "pt" as const };
  const json = async () => {
    const found = await searchCards(p.id, day, text);
    expect(found.json().toString("utf8")).toBe(JSON.stringify({ events: liveLast(found.cards()) }));
    return found.cards();
  };
  expect((await json()).map((c) => c.capacity)).toEqual(seats);
  // Live counts of every width, on the cached selection of the same text.
  for (const [i, e] of made.entries())
    await db.event.update({ where: { id: e.id }, data: { enrolledCount: seats[seats.length - 1 - i] } });
  expect((await json()).map((c) => c.enrolledCount)).toEqual([...seats].reverse());
  // An event deleted meanwhile: the cached selection still names it, the live read drops it.
  await db.event.delete({ where: { id: made[3]!.id } });
  expect((await json()).map((c) => c.id)).toEqual(made.filter((_, i) => i !== 3).map((e) => e.id));
});

test("a text's matches are found once per entry and locale (at most 100 texts kept), still live", async () => {
  clearEventCardCache();
  const p = await makeParticipant();
  const a = await makeEvent({ capacity: 3, title: "Noite de Zabumbaço" });
  await makeEvent({ capacity: 3, title: "Oficina de teatro" });
  const needle = "zabumbaco";
  // Each scan of the cached texts asks every title whether it holds the needle.
  const scans = () => {
    const includes = jest.spyOn(String.prototype, "includes");
    return () => {
      const n = includes.mock.calls.filter(([arg]) => arg === needle).length;
      includes.mockRestore();
      return n;
    };
  };
  const search = async (locale: "pt" | "en", text = needle) =>
    (await searchCards(p.id, day, { needle: text, locale })).cards();
  let done = scans();
  expect((await search("pt")).map((c) => c.id)).toEqual([a.id]);
  expect(done()).toBeGreaterThan(0);
  done = scans();
  const again = await search("pt");
  expect(done()).toBe(0);
  expect(again.map((c) => c.id)).toEqual([a.id]);
  // The seats are still read live.
  await db.event.update({ where: { id: a.id }, data: { enrolledCount: 2 } });
  expect((await search("pt"))[0]).toMatchObject({ enrolledCount: 2 });
  // Another locale is its own scan.
  done = scans();
  expect((await search("en")).map((c) => c.id)).toEqual([a.id]);
  expect(done()).toBeGreaterThan(0);
  // Past 100 other texts the first one is scanned again.
  for (let i = 0; i < 100; i++) await search("pt", `texto ${i}`);
  done = scans();
  expect((await search("pt")).map((c) => c.id)).toEqual([a.id]);
  expect(done()).toBeGreaterThan(0);
});
