import type { E2eDb } from "./fixtures";

/**
 * Every page a signed-in participant reaches in the shell, plus the pass, transport and rewards,
 * with the dynamic ones (a post, its author's profile, a news item, a help topic) filled from the
 * e2e database. The sweeps that walk them all (a11y, console errors) share this one list.
 */
export function participantPages(db: E2eDb): string[] {
  const post = db.one<{ id: string; authorId: string }>(
    `SELECT id, "authorId" FROM "Post" WHERE "hiddenAt" IS NULL ORDER BY "createdAt" DESC LIMIT 1`,
  );
  const news = db.one<{ id: string }>(`SELECT id FROM "NewsItem" ORDER BY "publishedAt" DESC LIMIT 1`);
  const topic = db.one<{ id: string }>(`SELECT id FROM "HelpTopic" ORDER BY position LIMIT 1`);
  return [
    "/dashboard",
    "/dashboard-evento",
    "/community",
    "/community/feed",
    `/community/post/${post.id}`,
    `/community/profile/${post.authorId}`,
    "/community/new-post",
    "/my-profile",
    "/schedule",
    "/schedule/results?q=culto",
    "/schedule/builder",
    "/news",
    `/news/${news.id}`,
    "/help",
    `/help/${topic.id}`,
    "/notifications",
    "/settings/notifications",
    "/menu",
    "/profile/edit",
    "/dependents",
    "/dependents/instructions",
    "/receipts",
    "/terms",
    "/checkin",
    "/transport",
    "/rewards",
  ];
}
