/**
 * The seed against a real SQLite database built from the migrations: it loads, the counts
 * match the spec's sample data, the invariants hold (enrolledCount == Enrolment rows, never
 * above capacity), a second run changes nothing, the unique constraints reject duplicates,
 * and non-local databases are refused. On its default clock (the demo's, a week before the
 * congress) nothing from the congress days has happened; on a clock inside the congress, what
 * happened by then has.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import path from "node:path";
import bcrypt from "bcryptjs";
import { SCHEDULE_CITY_IDS, STAFF_CITY_IDS } from "./cities";
import { HELP_TOPICS } from "./help";
import { IMPORTANT_NEWS_ID, UNSAFE_SAMPLE_ID } from "./news";
import { MAIN_PARTICIPANT_UNREAD, NOTIFICATION_KEYS } from "./notifications";
import { CHECKED_IN_EVENT } from "./checkins";
import { MAIN_PARTICIPANT_UNLOCKS, rewardUnlockRows } from "./rewards";
import { EVENTS_PER_DAY } from "./schedule";
import { BOARDED_TRIP } from "./transport";
import {
  COMMUNITY_MEMBER,
  DEPENDENT_IDS,
  MAIN_PARTICIPANT,
  MAIN_PARTICIPANT_EVENTS,
  STAFF_CREDENTIALS,
  type SeedSummary,
  TICKET_HOLDER,
  assertSeedTargetAllowed,
  seedDatabase,
} from "./index";
import { type TestDatabase, createTestDatabase } from "./test-db";
import { EVENT_DATES, MEMBER_CODE_PATTERN, SEED_NOW, isValidCpf, recife } from "./util";
import { defined } from "@/tests/unit/defined";

jest.setTimeout(120_000);

let t: TestDatabase;
let first: SeedSummary;

beforeAll(async () => {
  t = await createTestDatabase();
  first = await seedDatabase(t.prisma);
});

afterAll(async () => {
  await t?.cleanup();
});

/** Fingerprint of a few tables (every column, ordered by id). */
async function checksum(): Promise<string> {
  const p = t.prisma;
  const tables = await Promise.all([
    p.city.findMany({ orderBy: { id: "asc" } }),
    p.price.findMany({ orderBy: { id: "asc" } }),
    p.legalDocument.findMany({ orderBy: { id: "asc" } }),
    p.event.findMany({ orderBy: { id: "asc" } }),
    p.enrolment.findMany({ orderBy: { id: "asc" } }),
    p.user.findMany({ orderBy: { id: "asc" } }),
    p.staffUser.findMany({ orderBy: { id: "asc" } }),
    p.tripBooking.findMany({ orderBy: { id: "asc" } }),
    p.post.findMany({ orderBy: { id: "asc" } }),
    p.postLike.findMany({ orderBy: { id: "asc" } }),
    p.rewardUnlock.findMany({ orderBy: { id: "asc" } }),
    p.notification.findMany({ orderBy: { id: "asc" } }),
    p.faq.findMany({ orderBy: { id: "asc" } }),
  ]);
  return createHash("sha256").update(JSON.stringify(tables)).digest("hex");
}

function ageOn(birthDate: Date, on: Date): number {
  let age = on.getUTCFullYear() - birthDate.getUTCFullYear();
  const m = on.getUTCMonth() - birthDate.getUTCMonth();
  if (m < 0 || (m === 0 && on.getUTCDate() < birthDate.getUTCDate())) age--;
  return age;
}

describe("seed: reference data", () => {
  test("first run inserts everything and reports counts", () => {
    expect(first.inserted).toBeGreaterThan(1000);
    expect(first.skipped).toBe(0);
    expect(first.counts.topic).toBe(6);
    expect(first.counts.helpTopic).toBe(5);
    expect(first.counts.faq).toBe(20);
    expect(first.counts.legalDocument).toBe(4);
    expect(first.counts.city).toBe(10);
    expect(first.counts.price).toBe(2);
    expect(first.counts.eventDay).toBe(4);
    expect(first.counts.staffUser).toBe(1);
    expect(first.counts.newsItem).toBeGreaterThanOrEqual(12);
    expect(first.counts.rewardPoint).toBe(15);
  });

  test("cities: nine staff cities, five schedule cities, three reward cities, weather", async () => {
    const cities = await t.prisma.city.findMany({ orderBy: { position: "asc" } });
    expect(cities.filter((c) => c.hasStaff).map((c) => c.name)).toEqual([
      "Recife",
      "João Pessoa",
      "Fortaleza",
      "Salvador",
      "Maceió",
      "Aracaju",
      "Natal",
      "Teresina",
      "São Luís",
    ]);
    expect(
      cities
        .filter((c) => c.hasSchedule)
        .map((c) => c.id)
        .sort(),
    ).toEqual(["fortaleza", "joao-pessoa", "recife", "rio-branco", "teresina"].sort());
    expect(
      cities
        .filter((c) => c.hasRewards)
        .map((c) => c.id)
        .sort(),
    ).toEqual(["fortaleza", "joao-pessoa", "recife"]);
    for (const c of cities) {
      expect(c.temperatureC).toEqual(expect.any(Number));
      expect(["sunny", "cloudy", "rainy"]).toContain(c.weather);
      expect(c.state).toMatch(/^[A-Z]{2}$/);
    }
  });

  test("prices and event days", async () => {
    const prices = await t.prisma.price.findMany({ orderBy: { plan: "asc" } });
    expect(prices.map((p) => [p.plan, p.amountCents, p.unit, p.currency])).toEqual([
      ["congressista", 49900, "TICKET", "BRL"],
      ["nao_congressista", 19900, "DAY", "BRL"],
    ]);
    const days = await t.prisma.eventDay.findMany({ orderBy: { id: "asc" } });
    expect(days.map((d) => d.date.toISOString())).toEqual(EVENT_DATES.map((d) => `${d}T03:00:00.000Z`));
  });

  test("legal documents with the spec's current versions", async () => {
    const docs = await t.prisma.legalDocument.findMany({
      include: { versions: true },
      orderBy: { position: "asc" },
    });
    const current = docs.map((d) => [
      d.id,
      d.title,
      d.versions.filter((v) => v.isCurrent).map((v) => v.version),
    ]);
    expect(current).toEqual([
      ["terms", "Termos de Uso", ["Janeiro 2024"]],
      ["regulations", "Regulamento", ["2.0"]],
      ["privacy", "Política de Privacidade", ["Janeiro 2024"]],
      ["image-rights", "Termo de Consentimento de Uso de Imagem", ["1.0"]],
    ]);
    for (const d of docs) for (const v of d.versions) expect(v.content).toContain("Together 2026");
    expect(defined(docs.find((d) => d.id === "privacy")?.versions[0]).content).toContain("LGPD");
  });

  test("help: five topics, four FAQs each, cancellation policy stated", async () => {
    const topics = await t.prisma.helpTopic.findMany({
      include: { faqs: true },
      orderBy: { position: "asc" },
    });
    expect(topics.map((x) => x.id)).toEqual([
      "cadastro",
      "inscricao",
      "programacao",
      "aplicativo",
      "cancelamentos",
    ]);
    for (const topic of topics) expect(topic.faqs).toHaveLength(4);
    const cancel = topics
      .find((x) => x.id === "cancelamentos")!
      .faqs.map((f) => f.answer)
      .join(" ");
    expect(cancel).toContain("48 horas");
    expect(cancel).toContain("7 dias");
    expect(cancel).toMatch(/reembolsad/);
    expect(HELP_TOPICS).toHaveLength(5);
  });

  test("community topics exactly as the spec", async () => {
    const topics = await t.prisma.topic.findMany({ orderBy: { position: "asc" } });
    expect(topics.map((x) => [x.id, x.name, x.color, x.baseParticipants])).toEqual([
      ["missions", "Missões", "blue", 342],
      ["volunteer", "Serviço Voluntário", "green", 128],
      ["ejc", "EJC", "purple", 89],
      ["friendship", "Amizade", "pink", 245],
      ["activities", "O que eu quero fazer lá", "orange", 167],
      ["tbt", "TBT", "indigo", 93],
    ]);
  });

  test("news: every category, one important, sanitiser sample, 200 vagas", async () => {
    const news = await t.prisma.newsItem.findMany();
    expect(new Set(news.map((n) => n.category))).toEqual(
      new Set(["avisos", "programacao", "missoes", "aplicativo", "emergencia"]),
    );
    expect(news.filter((n) => n.isImportant).map((n) => n.id)).toEqual([IMPORTANT_NEWS_ID]);
    expect(news.some((n) => n.isPopular)).toBe(true);
    const unsafe = news.find((n) => n.id === UNSAFE_SAMPLE_ID)!;
    expect(unsafe.bodyHtml).toContain("<script>");
    expect(unsafe.bodyHtml).toContain("onerror=");
    expect(news.some((n) => n.bodyHtml.includes("200 vagas") && n.bodyHtml.includes("16 a 30 anos"))).toBe(
      true,
    );
    for (const n of news) {
      if (n.imageUrl !== null) expect(n.imageUrl).toMatch(/^\/images\/news\//);
      expect(n.publishedAt.getTime()).toBeGreaterThanOrEqual(recife("2026-10-01").getTime());
      expect(n.publishedAt.getTime()).toBeLessThan(recife("2026-12-01").getTime());
    }
  });
});

describe("seed: schedule and enrolments", () => {
  test("about ten events per schedule city per day, four in the other staff cities", async () => {
    const events = await t.prisma.event.findMany({
      select: { id: true, cityId: true, startsAt: true, endsAt: true },
    });
    for (const cityId of SCHEDULE_CITY_IDS) {
      for (const [i, date] of EVENT_DATES.entries()) {
        const n = events.filter((e) => e.cityId === cityId && e.id.startsWith(`d${i + 1}-`)).length;
        expect([cityId, date, n]).toEqual([cityId, date, EVENTS_PER_DAY.schedule]);
      }
    }
    for (const cityId of STAFF_CITY_IDS.filter((c) => !SCHEDULE_CITY_IDS.includes(c))) {
      expect(events.filter((e) => e.cityId === cityId)).toHaveLength(4 * EVENTS_PER_DAY.staffOnly);
    }
    // Events happen on their day (local Recife date) and end after they start.
    for (const e of events) {
      const date = defined(EVENT_DATES[Number(e.id.slice(1, 2)) - 1], `the day of ${e.id}`);
      expect(e.startsAt.getTime()).toBeGreaterThanOrEqual(recife(date, "00:00").getTime());
      expect(e.startsAt.getTime()).toBeLessThan(recife(date, "23:59").getTime());
      expect(e.endsAt.getTime()).toBeGreaterThan(e.startsAt.getTime());
    }
    // The builder groups by identical slots: several events share a start and end.
    const slots = new Map<string, number>();
    for (const e of events.filter((x) => x.id.startsWith("d1-recife-"))) {
      const k = `${e.startsAt.toISOString()}|${e.endsAt.toISOString()}`;
      slots.set(k, (slots.get(k) ?? 0) + 1);
    }
    expect([...slots.values()].filter((n) => n >= 2).length).toBeGreaterThanOrEqual(4);
  });

  test("every event: enrolledCount equals its Enrolment rows and never exceeds capacity", async () => {
    const events = await t.prisma.event.findMany({ include: { _count: { select: { enrolments: true } } } });
    for (const e of events) {
      expect([e.id, e.enrolledCount]).toEqual([e.id, e._count.enrolments]);
      expect(e.enrolledCount).toBeLessThanOrEqual(e.capacity);
    }
    const ratio = (e: (typeof events)[number]) => e.enrolledCount / e.capacity;
    expect(events.filter((e) => e.enrolledCount === e.capacity).length).toBeGreaterThanOrEqual(20);
    expect(events.filter((e) => ratio(e) > 0.8 && ratio(e) < 1).length).toBeGreaterThanOrEqual(20);
    expect(events.filter((e) => ratio(e) > 0.5 && ratio(e) <= 0.8).length).toBeGreaterThanOrEqual(5);
    expect(events.filter((e) => ratio(e) <= 0.5).length).toBeGreaterThanOrEqual(20);
    const caps = events.map((e) => e.capacity);
    expect(Math.min(...caps)).toBe(50);
    expect(Math.max(...caps)).toBe(1500);
    expect(caps).toEqual(expect.arrayContaining([50, 300, 1500]));
  });

  test("enrolment slots match their event and nobody holds two seats in one slot", async () => {
    const rows = await t.prisma.enrolment.findMany({ include: { event: { select: { startsAt: true } } } });
    const seen = new Set<string>();
    for (const r of rows) {
      expect(r.slotStartsAt.getTime()).toBe(r.event.startsAt.getTime());
      const k = `${r.userId}|${r.slotStartsAt.toISOString()}`;
      expect(seen.has(k)).toBe(false);
      seen.add(k);
    }
  });

  test("some events have hosts", async () => {
    const hosts = await t.prisma.eventHost.findMany({
      where: { eventId: "d1-recife-10" },
      orderBy: { position: "asc" },
    });
    expect(hosts.length).toBeGreaterThanOrEqual(1);
    expect(hosts[0]).toMatchObject({ name: expect.any(String), role: expect.any(String) });
  });
});

describe("seed: people", () => {
  test("main participant: profile, ticket, paid PIX order, terms, agenda", async () => {
    const maria = await t.prisma.user.findUniqueOrThrow({
      where: { phone: MAIN_PARTICIPANT.phone },
      include: {
        ticket: true,
        orders: { include: { payment: true, termsAcceptances: true } },
        dependents: true,
        enrolments: { include: { event: true } },
        rewardUnlocks: true,
      },
    });
    expect(maria).toMatchObject({
      id: MAIN_PARTICIPANT.id,
      fullName: "Maria Eduarda Santos",
      nickname: "Duda",
      city: "Recife",
      state: "PE",
      country: "Brasil",
      union: "União Central Brasileira",
      association: "Associação Regional",
      memberCode: "T26-8F3K2Q",
      agendaConfirmedAt: null,
    });
    expect(isValidCpf(maria.cpf!)).toBe(true);
    expect(maria.ticket).toMatchObject({ plan: "congressista", days: "1,2,3,4" });
    const order = maria.orders.find((o) => o.id === maria.ticket!.orderId)!;
    expect(order).toMatchObject({ status: "PAID", method: "PIX", amountCents: 49900 });
    expect(order.paidAt).not.toBeNull();
    expect(order.payment).toMatchObject({ method: "PIX", amountCents: 49900 });
    expect(order.termsAcceptances.map((a) => [a.documentId, a.version]).sort()).toEqual([
      ["image-rights", "1.0"],
      ["regulations", "2.0"],
    ]);
    expect(maria.enrolments.map((e) => e.eventId).sort()).toEqual([...MAIN_PARTICIPANT_EVENTS].sort());
    expect(new Set(maria.enrolments.map((e) => e.slotStartsAt.toISOString())).size).toBe(
      maria.enrolments.length,
    );
    // A week before the congress she has not scanned any reward point yet (see "on the congress's clock").
    expect(maria.rewardUnlocks).toEqual([]);
  });

  test("dependents: no phone, Filha 10 and Filho 14", async () => {
    const deps = await t.prisma.user.findMany({
      where: { guardianId: MAIN_PARTICIPANT.id },
      orderBy: { birthDate: "desc" },
    });
    expect(deps.map((d) => d.id).sort()).toEqual([...DEPENDENT_IDS].sort());
    const eventDay = recife("2026-11-01");
    expect(deps.map((d) => [d.phone, d.relationship, ageOn(d.birthDate, eventDay)])).toEqual([
      [null, "Filha", 10],
      [null, "Filho", 14],
    ]);
  });

  test("the other sample logins", async () => {
    const gabriel = await t.prisma.user.findUniqueOrThrow({
      where: { phone: COMMUNITY_MEMBER.phone },
      include: { ticket: true },
    });
    expect(gabriel.ticket).toBeNull();
    const lucas = await t.prisma.user.findUniqueOrThrow({
      where: { phone: TICKET_HOLDER.phone },
      include: { ticket: true },
    });
    expect(lucas.ticket).not.toBeNull();
  });

  test("every user has a unique, readable member code; adults have phones; Brazilians have valid CPFs", async () => {
    const users = await t.prisma.user.findMany();
    expect(new Set(users.map((u) => u.memberCode)).size).toBe(users.length);
    for (const u of users) {
      expect(u.memberCode).toMatch(MEMBER_CODE_PATTERN);
      if (u.guardianId === null) expect(u.phone).toMatch(/^\+\d{12,13}$/);
      else expect(u.phone).toBeNull();
      if (u.nationality === "Brasil") expect(isValidCpf(u.cpf ?? "")).toBe(true);
    }
    const adults = users.filter((u) => !u.guardianId);
    for (const u of adults) expect(ageOn(u.birthDate, recife("2026-11-01"))).toBeGreaterThanOrEqual(18);
    expect(users.filter((u) => u.isMissionary).length).toBeGreaterThanOrEqual(1);
  });

  test("every ticket is backed by a paid order whose amount matches the price table", async () => {
    const tickets = await t.prisma.ticket.findMany({
      include: { order: { include: { payment: true, termsAcceptances: true } } },
    });
    for (const tk of tickets) {
      const o = tk.order!;
      expect(o.status).toBe("PAID");
      const days = o.days.split(",").length;
      expect(o.amountCents).toBe(o.plan === "congressista" ? 49900 : 19900 * days);
      expect(o.payment?.amountCents).toBe(o.amountCents);
      expect(o.termsAcceptances).toHaveLength(2);
    }
  });

  test("staff login hashes with bcrypt", async () => {
    const staff = await t.prisma.staffUser.findUniqueOrThrow({
      where: { username: STAFF_CREDENTIALS.username },
    });
    expect(staff.name).toBe("Equipe Check-in");
    expect(staff.phone).toBe("+5581988880000");
    expect(staff.passwordHash).toMatch(/^\$2[aby]\$10\$/);
    await expect(bcrypt.compare(STAFF_CREDENTIALS.password, staff.passwordHash)).resolves.toBe(true);
  });

  test("main participant's notifications: four a week before the congress, three unread, keys + JSON params", async () => {
    const list = await t.prisma.notification.findMany({
      where: { userId: MAIN_PARTICIPANT.id },
      include: { contactRequest: true },
    });
    // The fifth, the rain alert, is sent on the congress's third day (see "on the congress's clock").
    expect(list).toHaveLength(4);
    expect(list.filter((n) => n.readAt === null)).toHaveLength(MAIN_PARTICIPANT_UNREAD);
    expect(new Set(list.map((n) => n.type))).toEqual(new Set(["contact", "comment", "like", "event"]));
    for (const n of list) {
      expect(NOTIFICATION_KEYS).toContain(n.key);
      expect(typeof JSON.parse(n.params)).toBe("object");
    }
    const contact = list.find((n) => n.type === "contact")!;
    expect(JSON.parse(contact.params)).toEqual({ name: "Lucas", kind: "whatsapp" });
    expect(contact.contactRequest).toMatchObject({
      status: "PENDING",
      targetId: MAIN_PARTICIPANT.id,
      kind: "whatsapp",
    });
  });

  test("transport: trips in every staff city and day; main participant booked, not yet boarded", async () => {
    const trips = await t.prisma.trip.findMany({ include: { _count: { select: { bookings: true } } } });
    for (const cityId of STAFF_CITY_IDS) {
      for (const [i] of EVENT_DATES.entries()) {
        expect(
          trips.filter((x) => x.cityId === cityId && x.id.includes(`-d${i + 1}-`)).length,
        ).toBeGreaterThanOrEqual(2);
      }
    }
    for (const trip of trips) expect(trip._count.bookings).toBeLessThanOrEqual(trip.capacity);
    // Boarding points: one or more per trip, the first at the departure; counters match the rows;
    // every booking has a point of its own trip and its day/direction slot.
    const points = await t.prisma.boardingPoint.findMany({ orderBy: { departsAt: "asc" } });
    for (const trip of trips) {
      const mine = points.filter((p) => p.tripId === trip.id);
      expect(mine.length).toBeGreaterThanOrEqual(1);
      expect(mine[0]!.departsAt).toEqual(trip.departsAt);
      expect(trip.bookedCount).toBe(trip._count.bookings);
    }
    const pointTrip = new Map(points.map((p) => [p.id, p.tripId]));
    const bookings = await t.prisma.tripBooking.findMany({ include: { trip: true } });
    for (const b of bookings) {
      expect(pointTrip.get(b.boardingPointId ?? "")).toBe(b.tripId);
      expect(b.slot).toMatch(new RegExp(`:${b.trip.direction}$`));
    }
    const booked = await t.prisma.tripBooking.count({
      where: { userId: MAIN_PARTICIPANT.id, trip: { cityId: "recife" } },
    });
    expect(booked).toBeGreaterThanOrEqual(2);
    expect(
      await t.prisma.tripBooking.count({
        where: { userId: MAIN_PARTICIPANT.id, tripId: BOARDED_TRIP.tripId },
      }),
    ).toBe(1);
    // The bus leaves on 01/11: a week before, nobody has boarded it (see "on the congress's clock").
    expect(await t.prisma.checkIn.count({ where: { tripId: BOARDED_TRIP.tripId } })).toBe(0);
  });

  test("a week before the congress nothing from its days has happened: no check-in, scan or reward unlock", async () => {
    expect(first.counts).toMatchObject({ checkIn: 0, scanRecord: 0, rewardUnlock: 0 });
    const late = { createdAt: { gt: SEED_NOW } };
    expect(
      await Promise.all([
        t.prisma.notification.count({ where: late }),
        t.prisma.newsComment.count({ where: late }),
        t.prisma.newsLike.count({ where: late }),
        t.prisma.post.count({ where: late }),
        t.prisma.postComment.count({ where: late }),
        t.prisma.postLike.count({ where: late }),
        t.prisma.commentLike.count({ where: late }),
        t.prisma.profileLike.count({ where: late }),
        t.prisma.contactRequest.count({ where: late }),
        t.prisma.report.count({ where: late }),
        t.prisma.enrolment.count({ where: late }),
        t.prisma.tripBooking.count({ where: late }),
        t.prisma.notification.count({ where: { readAt: { gt: SEED_NOW } } }),
      ]),
    ).toEqual(Array(13).fill(0));
  });

  test("community content exists in every topic", async () => {
    const byTopic = await t.prisma.post.groupBy({ by: ["topicId"], _count: { _all: true } });
    expect(byTopic).toHaveLength(6);
    expect(await t.prisma.postImage.count()).toBe(0);
    expect(await t.prisma.postComment.count()).toBeGreaterThan(20);
    expect(await t.prisma.commentLike.count()).toBeGreaterThan(0);
    expect(await t.prisma.profileLike.count()).toBeGreaterThan(0);
    expect(await t.prisma.newsComment.count()).toBeGreaterThan(0);
    expect(await t.prisma.newsLike.count()).toBeGreaterThan(0);
    for (const p of await t.prisma.post.findMany()) expect(p.content.length).toBeLessThanOrEqual(500);
  });
});

describe("seed: idempotency", () => {
  test("a second run changes nothing", async () => {
    const before = await checksum();
    const second = await seedDatabase(t.prisma);
    expect(second.inserted).toBe(0);
    expect(second.updated).toBe(0);
    expect(second.skipped).toBe(0);
    expect(second.counts).toEqual(first.counts);
    expect(await checksum()).toBe(before);
  });
});

describe("seed: unique constraints", () => {
  async function expectP2002(promise: Promise<unknown>): Promise<void> {
    await expect(promise).rejects.toMatchObject({ code: "P2002" });
  }

  test("second Enrolment for the same user and event", async () => {
    const e = await t.prisma.enrolment.findFirstOrThrow({ where: { userId: MAIN_PARTICIPANT.id } });
    await expectP2002(
      t.prisma.enrolment.create({
        data: { userId: e.userId, eventId: e.eventId, slotStartsAt: new Date(0) },
      }),
    );
  });

  test("second Enrolment for the same user in the same slot", async () => {
    const e = await t.prisma.enrolment.findFirstOrThrow({
      where: { userId: MAIN_PARTICIPANT.id, eventId: "d1-recife-10" },
    });
    await expectP2002(
      t.prisma.enrolment.create({
        data: { userId: e.userId, eventId: "d1-recife-01", slotStartsAt: e.slotStartsAt },
      }),
    );
  });

  test("second PostLike for the same user and post", async () => {
    const l = await t.prisma.postLike.findFirstOrThrow();
    await expectP2002(t.prisma.postLike.create({ data: { userId: l.userId, postId: l.postId } }));
  });
});

describe("seed: on the congress's clock", () => {
  // A demo run on the congress's second day, after lunch: day 1's boardings and check-ins, and the
  // unlocks up to then, have happened; the rest of the congress has not.
  const DAY_2 = recife("2026-11-02", "12:30");
  const AFTER = recife("2026-11-05", "12:00");
  let c: TestDatabase;
  let onDay2: SeedSummary;

  beforeAll(async () => {
    c = await createTestDatabase();
    onDay2 = await seedDatabase(c.prisma, { now: DAY_2 });
  });
  afterAll(async () => {
    await c?.cleanup();
  });

  test("day 1's boarding and opening worship: Maria and her children in, by the staff device", async () => {
    const boarded = await c.prisma.checkIn.findUniqueOrThrow({
      where: { userId_tripId: { userId: MAIN_PARTICIPANT.id, tripId: BOARDED_TRIP.tripId } },
    });
    expect(boarded).toMatchObject({ createdAt: BOARDED_TRIP.at, staffId: expect.any(String) });
    for (const userId of [MAIN_PARTICIPANT.id, ...DEPENDENT_IDS])
      expect(await c.prisma.checkIn.count({ where: { userId, eventId: CHECKED_IN_EVENT.eventId } })).toBe(1);
    expect(await c.prisma.checkIn.count({ where: { tripId: BOARDED_TRIP.tripId } })).toBeGreaterThan(10);
    // Every check-in has its successful scan; the rejected read is logged too.
    const scans = await c.prisma.scanRecord.groupBy({ by: ["result"], _count: { _all: true } });
    expect(Object.fromEntries(scans.map((x) => [x.result, x._count._all]))).toEqual({
      SUCCESS: onDay2.counts.checkIn,
      ERROR: 1,
    });
  });

  test("reward unlocks up to the clock: Maria's three (230 points), none later", async () => {
    const maria = await c.prisma.rewardUnlock.findMany({
      where: { userId: MAIN_PARTICIPANT.id },
      include: { rewardPoint: true },
    });
    expect(maria.map((u) => u.rewardPointId).sort()).toEqual([...MAIN_PARTICIPANT_UNLOCKS].sort());
    expect(maria.reduce((sum, u) => sum + u.rewardPoint.points, 0)).toBe(230);
    const all = rewardUnlockRows(AFTER);
    const byDay2 = all.filter((r) => new Date(r.createdAt!) <= DAY_2);
    expect(byDay2.length).toBeGreaterThan(50);
    expect(byDay2.length).toBeLessThan(all.length);
    expect(onDay2.counts.rewardUnlock).toBe(byDay2.length);
    for (const model of ["checkIn", "rewardUnlock", "notification", "newsComment", "newsLike"] as const) {
      const delegate = c.prisma[model] as unknown as { count: (a: object) => Promise<number> };
      expect([model, await delegate.count({ where: { createdAt: { gt: DAY_2 } } })]).toEqual([model, 0]);
    }
    expect(await c.prisma.scanRecord.count({ where: { scannedAt: { gt: DAY_2 } } })).toBe(0);
  });

  test("a second run on the same clock changes nothing; a later clock adds what happened since", async () => {
    const again = await seedDatabase(c.prisma, { now: DAY_2 });
    expect(again).toMatchObject({ inserted: 0, updated: 0, skipped: 0, counts: onDay2.counts });
    // Maria has four notifications on day 2; the rain alert (03/11) comes with a later run.
    expect(await c.prisma.notification.count({ where: { userId: MAIN_PARTICIPANT.id } })).toBe(4);

    const after = await seedDatabase(c.prisma, { now: AFTER });
    expect(after.inserted).toBeGreaterThan(0);
    expect(after.skipped).toBe(0);
    expect(after.counts.rewardUnlock).toBe(rewardUnlockRows(AFTER).length);
    expect(after.counts.checkIn).toBe(onDay2.counts.checkIn); // every check-in was on day 1
    const list = await c.prisma.notification.findMany({ where: { userId: MAIN_PARTICIPANT.id } });
    expect(list).toHaveLength(5);
    expect(list.filter((n) => n.readAt === null)).toHaveLength(MAIN_PARTICIPANT_UNREAD);
    expect(list.find((n) => n.key === "newsImportant")).toMatchObject({
      link: `/news/${IMPORTANT_NEWS_ID}`,
      createdAt: recife("2026-11-03", "06:00"),
      readAt: recife("2026-11-03", "07:12"),
    });
    expect(await c.prisma.newsComment.count({ where: { newsId: IMPORTANT_NEWS_ID } })).toBe(1);
    expect((await seedDatabase(c.prisma, { now: AFTER })).inserted).toBe(0);
  });

  test("second CheckIn for the same user and event, second RewardUnlock for the same point: refused", async () => {
    const ci = await c.prisma.checkIn.findFirstOrThrow({
      where: { userId: MAIN_PARTICIPANT.id, eventId: { not: null } },
    });
    await expect(
      c.prisma.checkIn.create({ data: { userId: ci.userId, eventId: ci.eventId } }),
    ).rejects.toMatchObject({ code: "P2002" });
    const u = await c.prisma.rewardUnlock.findFirstOrThrow({ where: { userId: MAIN_PARTICIPANT.id } });
    await expect(
      c.prisma.rewardUnlock.create({ data: { userId: u.userId, rewardPointId: u.rewardPointId } }),
    ).rejects.toMatchObject({ code: "P2002" });
  });
});

describe("seed: refuses non-local databases", () => {
  test.each([
    ["file:./prisma/dev.db"],
    ["file:/tmp/x.db"],
    ["postgresql://user:pw@localhost:5432/together"],
    ["postgres://user@127.0.0.1/together"],
    ["postgresql://user@[::1]:5432/together"],
    ["postgresql:///together?host=/var/run/postgresql"],
  ])("allows %s", (url) => {
    expect(() => assertSeedTargetAllowed(url, {})).not.toThrow();
  });

  test.each([
    ["postgresql://user:secret@db.example.com:5432/together"],
    ["postgres://user:secret@10.0.0.5/together"],
    ["mysql://user@localhost/together"],
  ])("refuses %s", (url) => {
    expect(() => assertSeedTargetAllowed(url, {})).toThrow(/Refusing to seed/);
    // The password never appears in the message.
    expect(() => assertSeedTargetAllowed(url, {})).not.toThrow(/secret/);
  });

  test("SEED_ALLOW_REMOTE=1 overrides", () => {
    expect(() =>
      assertSeedTargetAllowed("postgresql://u@db.example.com/x", { SEED_ALLOW_REMOTE: "1" }),
    ).not.toThrow();
  });

  test("the CLI exits non-zero before connecting to a remote postgres URL", () => {
    const root = path.resolve(__dirname, "..", "..");
    const result = spawnSync(path.join(root, "node_modules", ".bin", "tsx"), ["prisma/seed.ts"], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: "postgresql://seed:secret@db.example.com:5432/together",
        SEED_ALLOW_REMOTE: "",
      },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("Refusing to seed a non-local database");
    expect(result.stderr).not.toContain("secret");
  });
});

describe("seed: re-run after the database was used", () => {
  test("reference edits are kept with syncReference=false and reset by default", async () => {
    await t.prisma.event.update({
      where: { id: "d1-recife-02" },
      data: { title: "Título editado no Studio" },
    });
    const keep = await seedDatabase(t.prisma, { syncReference: false });
    expect(keep.updated).toBe(0);
    expect((await t.prisma.event.findUniqueOrThrow({ where: { id: "d1-recife-02" } })).title).toBe(
      "Título editado no Studio",
    );
    const sync = await seedDatabase(t.prisma);
    expect(sync.updated).toBe(1);
    expect((await t.prisma.event.findUniqueOrThrow({ where: { id: "d1-recife-02" } })).title).not.toBe(
      "Título editado no Studio",
    );
  });

  test("cancelled and moved enrolments: the seed skips collisions and keeps the invariant", async () => {
    const p = t.prisma;
    // A filler frees a seat in the full d2-recife-03; the main participant moves from
    // d2-recife-02 (same slot) into it — as the app would, counters in step.
    const filler = await p.enrolment.findFirstOrThrow({
      where: { eventId: "d2-recife-03", userId: { startsWith: "seed-user-0" } },
    });
    const mine = await p.enrolment.findUniqueOrThrow({
      where: { userId_eventId: { userId: MAIN_PARTICIPANT.id, eventId: "d2-recife-02" } },
    });
    await p.$transaction([
      p.enrolment.delete({ where: { id: filler.id } }),
      p.enrolment.delete({ where: { id: mine.id } }),
      p.event.update({ where: { id: "d2-recife-02" }, data: { enrolledCount: { decrement: 1 } } }),
      p.enrolment.create({
        data: { userId: MAIN_PARTICIPANT.id, eventId: "d2-recife-03", slotStartsAt: mine.slotStartsAt },
      }),
    ]);
    const again = await seedDatabase(p);
    expect(again.inserted).toBe(0);
    expect(again.skipped).toBe(2); // her old seat (slot taken) and the filler's (event full)
    const events = await p.event.findMany({ include: { _count: { select: { enrolments: true } } } });
    for (const e of events) {
      expect([e.id, e.enrolledCount]).toEqual([e.id, e._count.enrolments]);
      expect(e.enrolledCount).toBeLessThanOrEqual(e.capacity);
    }
  });
});
