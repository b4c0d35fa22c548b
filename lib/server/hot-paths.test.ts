// Query budgets of the participant hot paths (issue 18, docs/performance.md): the SQL statements
// one request's service call runs on SQLite, BEGIN and COMMIT included, counted on the driver.
// Before this work → now: schedule list 5 → 1 (cards cached), feed 4 (two of them whole-table
// GROUP BYs) → 2 on the driver (index reads only), text search over all events: the live read of
// every event → of the matches only, login code issue 14 through Prisma in 4 commits → 11 on the driver
// (2 transactions and the dev outbox insert) → 9 (the code stored in the rate limits' transaction), verify 8 through Prisma → 7 on the driver → 6 in one transaction (with its session row), enrolment 9 → 5, into a full room 8 (a transaction rolled back) → 1 (none), notifications 4 → 1 on the driver.
// PostgreSQL round trips: login code issue 6 → 3 (its check a prepared statement), verify (with the session row) 4 → 1.
import { db } from "@/lib/server/db";
import { authSessionActive } from "@/lib/server/auth/auth-session";
import { countQueries, countRoundTrips, onSqlite } from "@/tests/unit/count-queries";
import { makeDependent, makeEvent, makeParticipant, makePost } from "@/tests/unit/factories";
import { requestLoginCode } from "./services/auth/request-login-code";
import { signInParticipant } from "./services/auth/sign-in-participant";
import { listPosts } from "./services/community/posts";
import { listNews } from "./services/news/news";
import { listNotifications } from "./services/notifications/notifications";
import { countUnreadNotifications } from "./services/notifications/count-unread-notifications";
import { homeBasics } from "./services/dashboard/home";
import { clearQrCache, getPass } from "./services/checkin/pass";
import { issueCode } from "./services/otp/issue-code";
import { clearEventCardCache } from "./services/schedule/event-cards";
import { enrol } from "./services/schedule/enrolment";
import { searchEvents } from "./services/schedule/search-events";
import { getMenuProfile } from "./services/users/get-menu-profile";

process.env.APP_NOW = "2026-10-20T12:00:00-03:00";

const sqliteOnly = onSqlite() ? test : test.skip;
const postgresOnly = onSqlite() ? test.skip : test;
/** Prisma's own statements name the schema (`main`.`Table`); the fast paths' do not. */
const throughPrisma = (sql: string[]) => sql.filter((s) => s.includes("`main`."));
const commits = (sql: string[]) => sql.filter((s) => s === "COMMIT");
const wholeTableGroupBy = (sql: string[]) => sql.filter((s) => /GROUP BY/i.test(s));

sqliteOnly("schedule list: one statement once the cards are cached, none through Prisma", async () => {
  clearEventCardCache();
  const p = await makeParticipant();
  for (let i = 0; i < 5; i++) await makeEvent({ capacity: 10 });
  const query = { userId: p.id, cities: ["recife"], date: "2026-11-03", locale: "pt" as const };
  const cold = await countQueries(() => searchEvents(query));
  expect(cold.sql.length).toBeLessThanOrEqual(6); // cities, events, hosts + the live statement
  const warm = await countQueries(() => searchEvents(query));
  expect(warm.result).toEqual(cold.result);
  expect(warm.sql).toHaveLength(1);
  expect(throughPrisma(warm.sql)).toHaveLength(0);
});

sqliteOnly(
  "schedule text search (all cities and days): matched in memory, live seats of the matches only",
  async () => {
    clearEventCardCache();
    const p = await makeParticipant();
    const hits = [];
    for (let i = 0; i < 3; i++) hits.push(await makeEvent({ title: `Louvor da manhã ${i}`, capacity: 10 }));
    for (let i = 0; i < 20; i++) await makeEvent({ title: `Oficina ${i}`, description: "—", capacity: 10 });
    const query = { userId: p.id, q: "LOUVOR", locale: "pt" as const };
    await searchEvents(query);
    const warm = await countQueries(() => searchEvents(query));
    const ids = hits.map((e) => e.id);
    expect(warm.result.map((e) => e.id).filter((id) => ids.includes(id))).toEqual(ids);
    expect(warm.sql).toHaveLength(1); // the live statement; no text read, no Prisma
    expect(throughPrisma(warm.sql)).toEqual([]);
    // The live statement's id list (SQLite: JSON text, its last parameter) names the matches, not the 23 events.
    const idList = JSON.parse(warm.params[0]!.at(-1) as string) as string[];
    expect([...idList].sort()).toEqual(warm.result.map((e) => e.id).sort());
  },
);

sqliteOnly("community feed: two statements on the driver, none grouping a whole table", async () => {
  const p = await makeParticipant();
  const other = await makeParticipant();
  for (let i = 0; i < 5; i++) await makePost(other.id, { topicId: "friendship" });
  const { result, sql } = await countQueries(() => listPosts({ viewerId: p.id, topicId: "friendship" }));
  expect(result.posts).toHaveLength(5);
  expect(sql).toHaveLength(2); // posts with authors and counts, then their images
  expect(throughPrisma(sql)).toEqual([]);
  expect(wholeTableGroupBy(sql)).toEqual([]);
});

sqliteOnly("login code issue: one transaction and the dev outbox insert, all on the driver", async () => {
  const p = await makeParticipant();
  const issue = await countQueries(() =>
    requestLoginCode({ countryCode: "+55", phone: "81988887777", ip: "10.1.2.3", locale: "pt" }),
  );
  // The rate limits and the code in one commit (the outbox insert autocommits); before: 2.
  expect(commits(issue.sql)).toHaveLength(1);
  expect(throughPrisma(issue.sql)).toEqual([]); // before: 14 through Prisma in 4 commits
  // BEGIN, 2 per key, the code's expiry and insert, COMMIT, the outbox insert; before: 11.
  expect(issue.sql.length).toBeLessThanOrEqual(9);
  const { code } = await issueCode({ target: p.phone!, purpose: "LOGIN" });
  // Verify with its session: one transaction on the driver — BEGIN IMMEDIATE, the live code with
  // the person, its consumption, the session's sweep and insert, COMMIT. Before: 3 through
  // Prisma, the theme's read and the session's 4; then 7 on the driver in 4 transactions
  // (2 commits).
  const verify = await countQueries(() => signInParticipant({ phone: p.phone!, code, session: true }));
  expect(verify.sql).toHaveLength(6);
  expect(commits(verify.sql)).toHaveLength(1);
  expect(throughPrisma(verify.sql)).toEqual([]);
  const session = verify.result.session!;
  expect(await authSessionActive(session.sid, { sub: p.id, role: "participant" })).toBe(true);
});

postgresOnly("login code issue on PostgreSQL: three round trips; verify: one", async () => {
  const p = await makeParticipant();
  await db.$queryRaw`SELECT 1`; // the pool is open
  // The first check on a connection PREPAREs its statement there, once.
  const first = await countRoundTrips(() =>
    requestLoginCode({ countryCode: "+55", phone: "81988885555", ip: "10.1.2.4", locale: "pt" }),
  );
  expect(first.sql.filter((q) => q.startsWith("PREPARE t26_rate_limit_"))).toHaveLength(1);
  const issue = await countRoundTrips(() =>
    requestLoginCode({ countryCode: "+55", phone: "81988886666", ip: "10.1.2.4", locale: "pt" }),
  );
  // The rate limits (locks, then the prepared check and hits: one simple-protocol query, one
  // implicit transaction), the code, the dev outbox. Before: BEGIN, the locks, the check, COMMIT,
  // the code, the outbox.
  expect(issue.sql).toHaveLength(3);
  expect(issue.sql[0]).toMatch(/^SELECT pg_advisory_xact_lock[^;]*;\nEXECUTE t26_rate_limit_2_1\(/);
  const { code } = await issueCode({ target: p.phone!, purpose: "LOGIN" });
  const verify = await countRoundTrips(() => signInParticipant({ phone: p.phone!, code, session: true }));
  // The live code read and consumed, the person and the session row: one statement, one commit.
  // Before: 4 round trips; then 3 (the code, the person, the session row) in 2 commits.
  expect(verify.sql).toHaveLength(1);
  expect(await authSessionActive(verify.result.session!.sid, { sub: p.id, role: "participant" })).toBe(true);
});

sqliteOnly("enrolment: a full room answers without opening a transaction", async () => {
  const p = await makeParticipant();
  const other = await makeParticipant();
  const open = await makeEvent({ capacity: 1 });
  const taken = await countQueries(() => enrol(p.id, open.id));
  expect(taken.sql.length).toBeLessThanOrEqual(5); // the precheck, then BEGIN, UPDATE, INSERT, COMMIT
  const full = await countQueries(() => enrol(other.id, open.id).catch((e: unknown) => e));
  expect(full.result).toMatchObject({ status: 409, code: "EVENT_FULL" });
  expect(full.sql).toHaveLength(1); // the precheck on the driver, no transaction
  expect(throughPrisma(full.sql)).toEqual([]);
});

sqliteOnly("me, news and notifications", async () => {
  const p = await makeParticipant();
  expect((await countQueries(() => getMenuProfile(p.id))).sql).toHaveLength(1);
  await db.newsItem.create({
    data: {
      id: "hot-path-news",
      title: "Notícia",
      subtitle: "—",
      summary: "—",
      bodyHtml: "<p>—</p>",
      category: "avisos",
      author: "Equipe",
      imageUrl: "/x.webp",
      imageAlt: "—",
      publishedAt: new Date("2026-10-01T12:00:00Z"),
    },
  });
  const news = await countQueries(() => listNews({ locale: "pt" }));
  expect(wholeTableGroupBy(news.sql)).toEqual([]);
  const warm = await countQueries(() => listNews({ locale: "pt" }));
  expect(warm.result).toEqual(news.result);
  expect(warm.sql).toHaveLength(1);
  // The page, both counts and the contact requests named: one statement on the driver (before: 4
  // through Prisma).
  const other = await makeParticipant();
  const request = await db.contactRequest.create({
    data: { requesterId: other.id, targetId: p.id, kind: "whatsapp" },
  });
  await db.notification.createMany({
    data: [
      { userId: p.id, type: "contact", key: "contactRequest", contactRequestId: request.id },
      { userId: p.id, type: "news", key: "newsImportant", link: "/news/hot-path-news" },
    ],
  });
  const notifications = await countQueries(() => listNotifications(p.id));
  expect(notifications.result.items.map((n) => n.actions)).toEqual(expect.arrayContaining([true, false]));
  expect(notifications.sql).toHaveLength(1);
  expect(throughPrisma(notifications.sql)).toEqual([]);
});

sqliteOnly(
  "dashboard data: the person's row and ticket; weather and news cached; the bell's count on the driver",
  async () => {
    const p = await makeParticipant();
    await homeBasics(p.id, "pt");
    const warm = await countQueries(() => homeBasics(p.id, "pt"));
    expect(warm.sql).toHaveLength(1); // before: 4 (user, ticket, city, news), then 2 via Prisma
    expect(throughPrisma(warm.sql)).toEqual([]);
    const bell = await countQueries(() => countUnreadNotifications(p.id));
    expect(bell.sql).toHaveLength(1);
    expect(throughPrisma(bell.sql)).toEqual([]);
  },
);

sqliteOnly("pass page: two statements on the driver, the QR drawn once per token", async () => {
  const guardian = await makeParticipant({ ticketPlan: "congressista" });
  const child = await makeDependent(guardian.id);
  clearQrCache();
  const cold = await countQueries(() => getPass(guardian.id));
  // before: 7 via Prisma (holder and ticket, usage with its event and trip, dependents, self)
  expect(cold.sql).toHaveLength(2); // the family with their tickets, the holder's usage
  expect(throughPrisma(cold.sql)).toEqual([]);
  expect(cold.result.family.map((f) => f.id)).toEqual([guardian.id, child.id]);
  const warm = await countQueries(() => getPass(guardian.id, child.id));
  expect(warm.sql).toHaveLength(2);
  expect(warm.result.holder.id).toBe(child.id);
});
