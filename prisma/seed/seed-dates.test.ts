/**
 * The sample data reads true on the demo's clock (APP_NOW a week before the congress, the local
 * `.env` and the e2e servers): nothing the main participant sees on her pre-event home or in her
 * notifications is dated after "now", and the news from the congress days is dated in them.
 */
import { readFileSync } from "node:fs";
import { EVENT_START } from "@/lib/event";
import { checkInRows } from "./checkins";
import { WEATHER_UPDATED_AT } from "./cities";
import { MAIN_PARTICIPANT_POST, POSTS, PENDING_CONTACT_REQUEST_ID, communityRows } from "./community";
import { enrolmentRows } from "./enrolments";
import { NEWS } from "./news";
import { mainParticipantNotifications } from "./notifications";
import { rewardUnlockRows } from "./rewards";
import { tripBookingRows } from "./transport";
import { SEED_NOW, recife } from "./util";

/** prisma/tools/setup.mjs and tests/e2e/server.mjs: APP_NOW=2026-10-25T12:00:00-03:00. */
const DEMO_NOW = new Date("2026-10-25T12:00:00-03:00");
const newsDate = (id: string) => NEWS.find((n) => n.id === id)!.publishedAt;

test("news: published before the demo's now, or during the congress (written as under way)", () => {
  const late = NEWS.filter((n) => n.publishedAt > DEMO_NOW);
  // No pre-event news is held back from the demo's home: everything after "now" is from the days.
  for (const n of late)
    expect({ id: n.id, from: n.publishedAt >= EVENT_START }).toEqual({ id: n.id, from: true });
  expect(late.map((n) => n.id).sort()).toEqual(["alerta-chuva-recife", "caravana-solidaria"]);
  // The pre-event home (newest three up to now) has something from the last days before it.
  const home = NEWS.filter((n) => n.publishedAt <= DEMO_NOW)
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime())
    .slice(0, 3);
  for (const n of home) expect(DEMO_NOW.getTime() - n.publishedAt.getTime()).toBeLessThan(4 * 86_400_000);
});

test("the main participant's notifications are in the past of the demo's now, but the congress's alert", () => {
  const list = mainParticipantNotifications();
  expect(list).toHaveLength(5);
  for (const n of list) {
    if (n.key === "newsImportant") {
      // The organisers' alert (staff send it on the congress's third day; other tests count on
      // Maria having it): dated with its news, read after it.
      expect(n.createdAt).toEqual(newsDate(n.params.newsId!));
      expect(n.createdAt >= EVENT_START && n.readAt! > n.createdAt).toBe(true);
      continue;
    }
    expect({ id: n.id, createdAt: n.createdAt <= DEMO_NOW }).toEqual({ id: n.id, createdAt: true });
    if (n.readAt) expect(n.readAt >= n.createdAt && n.readAt <= DEMO_NOW).toBe(true);
  }
});

test("what the notifications point at happened before them", () => {
  const rows = communityRows(newsDate);
  const post = rows.posts.find((p) => p.id === MAIN_PARTICIPANT_POST)!;
  const contact = rows.contactRequests.find((c) => c.id === PENDING_CONTACT_REQUEST_ID)!;
  const [, , , date, time] = POSTS.find((p) => p[0] === MAIN_PARTICIPANT_POST)!;
  expect(post.createdAt).toEqual(recife(date, time));
  for (const n of mainParticipantNotifications()) {
    if (n.key === "postComment" || n.key === "postLike") expect(n.createdAt > post.createdAt).toBe(true);
    if (n.key === "contactRequest") expect(n.createdAt).toEqual(contact.createdAt);
  }
});

test("the seed's now is the demo's APP_NOW (the local .env and the e2e servers)", () => {
  expect(SEED_NOW).toEqual(DEMO_NOW);
  for (const file of ["prisma/tools/setup.mjs", "tests/e2e/server.mjs"])
    expect(readFileSync(file, "utf8")).toContain(
      `APP_NOW${file.endsWith("setup.mjs") ? "=" : ': "'}2026-10-25T12:00:00-03:00`,
    );
});

test("sample activity is dated up to the demo's now; only the congress's own news and its reactions after it", () => {
  const congressNews = new Set(NEWS.filter((n) => n.publishedAt > DEMO_NOW).map((n) => n.id));
  const rows = communityRows(newsDate);
  const late = (label: string, list: { id: string; createdAt?: Date | string | null }[]) =>
    list.filter((r) => new Date(r.createdAt!) > DEMO_NOW).map((r) => `${label} ${r.id}`);
  const after = [
    ...late("post", rows.posts),
    ...late("comment", rows.comments),
    ...late("post like", rows.postLikes),
    ...late("comment like", rows.commentLikes),
    ...late("profile like", rows.profileLikes),
    ...late("contact", rows.contactRequests),
    ...late("report", rows.reports),
    ...late(
      "news comment",
      rows.newsComments.filter((c) => !congressNews.has(c.newsId)),
    ),
    ...late(
      "news like",
      rows.newsLikes.filter((l) => !congressNews.has(l.newsId)),
    ),
    ...late("enrolment", enrolmentRows()),
    ...late("booking", tripBookingRows()),
    ...late(
      "notification",
      mainParticipantNotifications().filter((n) => !congressNews.has(n.params.newsId ?? "")),
    ),
  ];
  expect(after).toEqual([]);
  for (const c of rows.contactRequests) if (c.decidedAt) expect(c.decidedAt <= DEMO_NOW).toBe(true);
  for (const r of rows.reports) if (r.resolvedAt) expect(r.resolvedAt <= DEMO_NOW).toBe(true);
  expect(WEATHER_UPDATED_AT <= DEMO_NOW).toBe(true);
  // The reactions to the congress's news come after the news, in its days.
  for (const c of [...rows.newsComments, ...rows.newsLikes].filter((r) => congressNews.has(r.newsId)))
    expect(new Date(c.createdAt!) >= EVENT_START).toBe(true);
});

test("no post is written as if the congress were under way or over", () => {
  // Posts are dated before the demo's now (above); their words must agree: the TBT topic remembers
  // past congresses, and nothing says "today"/"tomorrow" about the congress days or thanks for them.
  const afterwards =
    /\b(estou indo agora|voltamos para casa|saudade da feira|conheci gente incrível|amanhã cedo|pegam a estrada amanhã)\b/i;
  for (const [id, , , , , content] of POSTS)
    expect({ id, afterwards: afterwards.test(content) }).toEqual({ id, afterwards: false });
  for (const [id, , topic, , , content] of POSTS)
    if (topic === "tbt")
      expect({ id, past: /último congresso|ano passado|em 20[01]\d/.test(content) }).toEqual({
        id,
        past: true,
      });
});

test("what belongs to the congress days is dated in them: day-1 check-ins and reward unlocks", () => {
  const { checkIns, scans } = checkInRows("seed-staff");
  for (const r of [...checkIns, ...scans, ...rewardUnlockRows()])
    expect({ id: r.id, inCongress: new Date(r.createdAt!) >= recife("2026-11-01") }).toEqual({
      id: r.id,
      inCongress: true,
    });
});
