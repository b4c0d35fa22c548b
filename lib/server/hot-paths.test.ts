// Query budgets of the participant hot paths (issue 18, docs/performance.md): the SQL statements
// one request's service call runs on SQLite, BEGIN and COMMIT included, counted on the driver.
// Before this work → now: schedule list 5 → 1 (cards cached), feed 4 (two of them whole-table
// GROUP BYs) → 2 on the driver (index reads only), login code issue 14 through Prisma in 4 commits → 11 in 2 transactions on the
// driver (+ the dev outbox insert), enrolment 9 → 5, into a full room 8 (a transaction rolled back) → 1 (none), notifications 4 → 2.
import { db } from "@/lib/server/db";
import { countQueries, onSqlite } from "@/tests/unit/count-queries";
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

sqliteOnly(
  "login code issue: two transactions on the driver, only the dev outbox through Prisma",
  async () => {
    const p = await makeParticipant();
    const issue = await countQueries(() =>
      requestLoginCode({ countryCode: "+55", phone: "81988887777", ip: "10.1.2.3", locale: "pt" }),
    );
    expect(commits(issue.sql)).toHaveLength(2); // rate limits, code (the outbox insert autocommits)
    expect(throughPrisma(issue.sql)).toHaveLength(1);
    expect(issue.sql.length).toBeLessThanOrEqual(12);
    const { code } = await issueCode({ target: p.phone!, purpose: "LOGIN" });
    const verify = await countQueries(() => signInParticipant({ phone: p.phone!, code }));
    expect(verify.sql.length).toBeLessThanOrEqual(3);
  },
);

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
  // Warm (the news items' dates that hold back a notification are cached like the news list): the
  // page and both counts.
  await listNotifications(p.id);
  expect((await countQueries(() => listNotifications(p.id))).sql).toHaveLength(2);
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
