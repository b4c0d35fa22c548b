/**
 * The sample data reads true on the demo's clock (APP_NOW a week before the congress, the local
 * `.env` and the e2e servers): no row records something as done after "now" — no check-in, scan,
 * boarding, reward unlock, notification or reaction from the congress days —, and the news from
 * the congress days is dated in them. On a clock inside the congress, what happened before it is
 * there (the seed's rows follow its clock: SEED_NOW by default, APP_NOW from the CLI).
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
import { BOARDED_TRIP } from "./transport";
import { MAIN_PARTICIPANT } from "./people";
import { CHECKED_IN_EVENT } from "./checkins";
import { SEED_NOW, recife, seedClock } from "./util";

/** prisma/tools/setup.mjs and tests/e2e/server.mjs: APP_NOW=2026-10-25T12:00:00-03:00. */
const DEMO_NOW = new Date("2026-10-25T12:00:00-03:00");
const newsDate = (id: string) => NEWS.find((n) => n.id === id)!.publishedAt;
/** A demo on the congress's second day, after lunch. */
const DAY_2 = recife("2026-11-02", "12:30");
/** After the congress: everything the sample people did in it has happened. */
const AFTER = recife("2026-11-05", "12:00");

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

test("the main participant's notifications are in the past of the demo's now; the congress's alert comes in it", () => {
  const list = mainParticipantNotifications(DEMO_NOW);
  expect(list).toHaveLength(4);
  for (const n of list) {
    expect({ id: n.id, createdAt: n.createdAt <= DEMO_NOW }).toEqual({ id: n.id, createdAt: true });
    if (n.readAt) expect(n.readAt >= n.createdAt && n.readAt <= DEMO_NOW).toBe(true);
  }
  expect(list.map((n) => n.key)).not.toContain("newsImportant");
  // After the congress: the organisers' alert (staff send it on its third day), dated with its
  // news, read after it.
  const after = mainParticipantNotifications(AFTER);
  expect(after).toHaveLength(5);
  const alert = after.find((n) => n.key === "newsImportant")!;
  expect(alert.createdAt).toEqual(newsDate(alert.params.newsId!));
  expect(alert.createdAt >= EVENT_START && alert.readAt! > alert.createdAt).toBe(true);
  // Between its sending and its reading it is there, unread.
  const between = mainParticipantNotifications(recife("2026-11-03", "07:00"));
  expect(between.find((n) => n.key === "newsImportant")).toMatchObject({ readAt: null });
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

test("sample activity is dated up to the demo's now; nothing is recorded as done after it", () => {
  const congressNews = new Set(NEWS.filter((n) => n.publishedAt > DEMO_NOW).map((n) => n.id));
  const rows = communityRows(newsDate, DEMO_NOW);
  const { checkIns, scans } = checkInRows("seed-staff", DEMO_NOW);
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
    ...late("news comment", rows.newsComments),
    ...late("news like", rows.newsLikes),
    ...late("enrolment", enrolmentRows()),
    ...late("booking", tripBookingRows()),
    ...late("notification", mainParticipantNotifications(DEMO_NOW)),
    ...late("check-in", checkIns),
    ...late(
      "scan",
      scans.map((r) => ({ id: r.id, createdAt: r.scannedAt })),
    ),
    ...late("reward unlock", rewardUnlockRows(DEMO_NOW)),
  ];
  expect(after).toEqual([]);
  for (const c of rows.contactRequests) if (c.decidedAt) expect(c.decidedAt <= DEMO_NOW).toBe(true);
  for (const r of rows.reports) if (r.resolvedAt) expect(r.resolvedAt <= DEMO_NOW).toBe(true);
  expect(WEATHER_UPDATED_AT <= DEMO_NOW).toBe(true);
  // A week before, nobody has checked in, boarded or unlocked a point yet.
  expect([checkIns.length, scans.length, rewardUnlockRows(DEMO_NOW).length]).toEqual([0, 0, 0]);
  // The reactions to the congress's news come after the news, in its days (once they happen).
  const later = communityRows(newsDate, AFTER);
  const reactions = [...later.newsComments, ...later.newsLikes].filter((r) => congressNews.has(r.newsId));
  expect(reactions.length).toBeGreaterThan(0);
  for (const c of reactions) expect(new Date(c.createdAt!) >= EVENT_START).toBe(true);
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
  const { checkIns, scans } = checkInRows("seed-staff", AFTER);
  const unlocks = rewardUnlockRows(AFTER);
  expect(checkIns.length).toBeGreaterThan(0);
  expect(unlocks.length).toBeGreaterThan(0);
  for (const r of [...checkIns, ...scans, ...unlocks])
    expect({ id: r.id, inCongress: new Date(r.createdAt!) >= recife("2026-11-01") }).toEqual({
      id: r.id,
      inCongress: true,
    });
});

test("on a clock inside the congress, what happened before it is there and nothing after it", () => {
  const { checkIns, scans } = checkInRows("seed-staff", DAY_2);
  const all = checkInRows("seed-staff", AFTER);
  // Day 1: Maria's boarding ("Embarque realizado") and the opening worship, with their scans.
  const maria = checkIns.filter((c) => c.userId === MAIN_PARTICIPANT.id);
  expect(maria.map((c) => c.tripId ?? c.eventId).sort()).toEqual(
    [BOARDED_TRIP.tripId, CHECKED_IN_EVENT.eventId].sort(),
  );
  expect(maria.find((c) => c.tripId)!.createdAt).toEqual(BOARDED_TRIP.at);
  expect(checkIns.map((c) => c.id)).toEqual(all.checkIns.map((c) => c.id)); // every one was on day 1
  expect(scans.map((c) => c.id)).toEqual(all.scans.map((c) => c.id));
  // Unlocks: exactly those up to the clock (Maria's three, the last at 12:05), none after it.
  const unlocks = rewardUnlockRows(DAY_2);
  expect(unlocks.map((u) => u.id)).toEqual(
    rewardUnlockRows(AFTER)
      .filter((u) => new Date(u.createdAt!) <= DAY_2)
      .map((u) => u.id),
  );
  expect(unlocks.filter((u) => u.userId === MAIN_PARTICIPANT.id)).toHaveLength(3);
  expect(unlocks.length).toBeLessThan(rewardUnlockRows(AFTER).length);
  for (const r of [...checkIns, ...unlocks]) expect(new Date(r.createdAt!) <= DAY_2).toBe(true);
  // The rain alert (03/11) and the reactions to it have not happened yet.
  expect(mainParticipantNotifications(DAY_2)).toHaveLength(4);
  const rows = communityRows(newsDate, DAY_2);
  for (const r of [...rows.newsComments, ...rows.newsLikes])
    expect(new Date(r.createdAt!) <= DAY_2).toBe(true);
});

test("the CLI's clock is the app's: APP_NOW outside production, else the real time", () => {
  expect(seedClock({ APP_NOW: "2026-10-25T12:00:00-03:00", APP_ENV: "development" })).toEqual(DEMO_NOW);
  expect(seedClock({ APP_NOW: "2026-11-02T12:30:00-03:00", APP_ENV: "test" })).toEqual(DAY_2);
  const before = Date.now();
  for (const env of [
    {},
    { APP_NOW: "2026-10-25T12:00:00-03:00", APP_ENV: "production" },
    { APP_NOW: "soon" },
  ])
    expect(seedClock(env).getTime()).toBeGreaterThanOrEqual(before);
});
