/**
 * The sample data reads true on the demo's clock (APP_NOW a week before the congress, the local
 * `.env` and the e2e servers): nothing the main participant sees on her pre-event home or in her
 * notifications is dated after "now", and the news from the congress days is dated in them.
 */
import { EVENT_START } from "@/lib/event";
import { MAIN_PARTICIPANT_POST, POSTS, PENDING_CONTACT_REQUEST_ID, communityRows } from "./community";
import { NEWS } from "./news";
import { mainParticipantNotifications } from "./notifications";
import { recife } from "./util";

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
