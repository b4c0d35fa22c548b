import path from "node:path";
import Database from "better-sqlite3";
import type { Browser, BrowserContext, Page, Route } from "@playwright/test";
import { BASE_URL, E2E_DATABASE_FILE, PARTICIPANT_STORAGE_STATE } from "./support/env";
import { expect, test } from "./support/fixtures";
import { sessionCookie } from "./support/session-cookie";

// Waiting, failing and freshness (issue 17): skeletons while a screen loads, errors that say so
// with 'Tentar novamente' (never a list's empty text), typed text that survives a failed send,
// the error and not-found screens in two languages, the bell that follows the reads, and lists
// that refresh when the network comes back or on a pull.

const ROOT = path.resolve(__dirname, "../..");
const DB_FILE = path.join(ROOT, E2E_DATABASE_FILE);
const FAILURE_COOKIE = "t26-test-failure";

const fail500 = (route: Route) =>
  route.fulfill({
    status: 500,
    contentType: "application/json",
    body: JSON.stringify({ error: { code: "INTERNAL", message: "Erro interno." } }),
  });

/** A participant of its own (a copy of the seeded community member), so reads and posts touch nobody else. */
async function freshParticipant(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; id: string }> {
  const db = new Database(DB_FILE);
  const n = `${Date.now() % 1e7}`.padStart(7, "0");
  const id = `e2est${n}${Math.floor(Math.random() * 1e4)}`;
  const cols = (db.prepare(`PRAGMA table_info("User")`).all() as { name: string }[]).map((c) => c.name);
  const unique: Record<string, string> = {
    id,
    phone: `+5581966${n}`,
    memberCode: `T26-ST${n}`,
    email: `st${n}@example.com`,
  };
  db.prepare(
    `INSERT INTO "User" (${cols.map((c) => `"${c}"`).join(",")}) SELECT ${cols
      .map((c) => (c in unique ? "?" : `"${c}"`))
      .join(",")} FROM "User" WHERE phone = ?`,
  ).run(...cols.flatMap((c) => (c in unique ? [unique[c]] : [])), "+5581999990002");
  db.close();
  // No service worker: these tests fail requests with page.route, which a worker controlling the
  // page could take past the route (its fetch then goes to the network: a flaky "no error").
  const context = await browser.newContext({ baseURL: BASE_URL, serviceWorkers: "block" });
  const cookie = await sessionCookie({ sub: id, role: "participant" }, { sqliteFile: DB_FILE });
  await context.addCookies([
    {
      name: "t26.session",
      value: cookie.slice("t26.session=".length),
      url: BASE_URL,
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
  return { context, page: await context.newPage(), id };
}

/** An unread notification for `userId` that opens /news (written as the app writes them). */
function addNotification(userId: string, title: string) {
  const db = new Database(DB_FILE);
  const id = `e2est-n-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  db.prepare(
    `INSERT INTO "Notification" (id, userId, type, key, params, link, createdAt) VALUES (?, ?, 'news', 'newsImportant', ?, '/news', ?)`,
  ).run(id, userId, JSON.stringify({ title, newsId: "x" }), new Date().toISOString());
  db.close();
  return id;
}

/** A finger dragging the page down from its top by `dy` px, then letting go. */
async function pullDown(page: Page, dy: number) {
  await page.evaluate(async (distance) => {
    const touch = (y: number) =>
      new Touch({ identifier: 1, target: document.body, clientX: 200, clientY: y, pageX: 200, pageY: y });
    const fire = (type: string, y: number | null) =>
      window.dispatchEvent(
        new TouchEvent(type, {
          touches: y === null ? [] : [touch(y)],
          changedTouches: [touch(y ?? 150 + distance)],
          bubbles: true,
        }),
      );
    window.scrollTo(0, 0);
    fire("touchstart", 150);
    for (let step = 1; step <= 10; step++) {
      fire("touchmove", 150 + (distance * step) / 10);
      await new Promise((r) => setTimeout(r, 16));
    }
  }, dy);
}
const release = (page: Page) =>
  page.evaluate(() => window.dispatchEvent(new TouchEvent("touchend", { touches: [], bubbles: true })));

test.describe("with the sample participant", () => {
  test.use({ storageState: PARTICIPANT_STORAGE_STATE, serviceWorkers: "block" });

  test("a slow screen shows its skeleton and the tapped tab is pending, then the screen", async ({
    page,
    shot,
  }) => {
    const isPrefetch = (headers: Record<string, string>) =>
      "next-router-prefetch" in headers || "next-router-segment-prefetch" in headers;
    // The tab's prefetch brings the skeleton (the loading boundary) before the tap.
    const prefetched = page.waitForResponse(
      (res) => new URL(res.url()).pathname === "/news" && isPrefetch(res.request().headers()),
    );
    await page.goto("/dashboard");
    await prefetched;
    await page.waitForLoadState("networkidle");
    // From now on the server is slow: the tap's own requests (and any prefetch the touch adds) take 2 s.
    await page.route(
      (url) => url.pathname === "/news",
      async (route) => {
        await new Promise((r) => setTimeout(r, 2000));
        await route.continue();
      },
    );
    await page.getByTestId("nav-news").click();
    await expect(page.getByTestId("page-skeleton")).toBeVisible();
    await expect(page.getByTestId("page-skeleton")).toHaveAttribute("aria-busy", "true");
    await shot(page, "skeleton-news");
    await expect(page.getByTestId("news-card").first()).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId("page-skeleton")).toHaveCount(0);
  });

  test("news: a failed category says so with a retry (never 'Nenhuma notícia'); a slow one shows cards' skeleton", async ({
    page,
    shot,
  }) => {
    await page.goto("/news");
    await expect(page.getByTestId("news-card").first()).toBeVisible();
    await page.route(/\/api\/news\?/, fail500);
    await page.getByTestId("news-chip-avisos").click();
    await expect(page.getByTestId("news-error")).toBeVisible();
    await expect(page.getByTestId("news-error")).toContainText("Não foi possível carregar");
    await expect(page.getByTestId("news-empty")).toHaveCount(0);
    await shot(page, "news-error");

    // Back online, slowly: the retry shows the skeleton, then the category's cards.
    await page.unroute(/\/api\/news\?/);
    await page.route(/\/api\/news\?/, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.getByTestId("news-error-retry").click();
    await expect(page.getByTestId("news-loading")).toBeVisible();
    await shot(page, "news-loading");
    await expect(page.getByTestId("news-card").first()).toBeVisible();
    for (const card of await page.getByTestId("news-card").all())
      await expect(card).toHaveAttribute("data-category", "avisos");
    await expect(page.getByTestId("news-error")).toHaveCount(0);
  });

  test("news: a failed next page keeps the first one and says so; its retry brings the rest", async ({
    page,
  }) => {
    await page.goto("/news");
    await expect(page.getByTestId("news-card")).toHaveCount(8); // the first page
    await page.route(/\/api\/news\?.*cursor=/, fail500);
    await page.getByTestId("news-card").last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect(page.getByTestId("news-more-error")).toBeVisible();
    await expect(page.getByTestId("news-card")).toHaveCount(8);
    await expect(page.getByTestId("news-empty")).toHaveCount(0);
    // No retry loop while it fails: scrolling again asks nothing more of the server.
    let asked = 0;
    page.on("request", (req) => void (/\/api\/news\?.*cursor=/.test(req.url()) && asked++));
    await page.mouse.wheel(0, -2000);
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(500);
    expect(asked).toBe(0);

    await page.unroute(/\/api\/news\?.*cursor=/);
    await page.getByTestId("news-more-error-retry").click();
    await expect(page.getByTestId("news-more-error")).toHaveCount(0);
    // All of the list now: as many cards as the API's pages hold.
    let total = 0;
    for (let cursor: string | null = ""; cursor !== null;) {
      const res = await page.request.get(`/api/news${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`);
      const body = (await res.json()) as { items: unknown[]; nextCursor: string | null };
      total += body.items.length;
      cursor = body.nextCursor;
    }
    expect(total).toBeGreaterThan(8);
    await expect(page.getByTestId("news-card")).toHaveCount(total);
  });

  test("a tap on a card whose screen is slow shows the progress bar at once, until the screen is there", async ({
    page,
    shot,
  }) => {
    // Every request of a news article (its prefetch too) takes 2.5 s: nothing of it is ready at the tap.
    await page.route(
      (url) => /^\/news\/[^/]+$/.test(url.pathname),
      async (route) => {
        await new Promise((r) => setTimeout(r, 2500));
        await route.continue().catch(() => {});
      },
    );
    await page.goto("/news");
    await expect(page.getByTestId("nav-progress")).toHaveCount(0);
    const card = page.getByTestId("news-card").first();
    const title = (await card.getByRole("heading").first().textContent())?.trim() ?? "";
    await card.click();
    await expect(page.getByTestId("nav-progress")).toBeVisible();
    await expect(page).toHaveURL(/\/news$/); // still the list: the tap is pending, not lost
    await shot(page, "nav-progress");
    await expect(page).toHaveURL(/\/news\/[^/]+$/, { timeout: 15_000 });
    await expect(page.getByRole("heading", { level: 1 })).toContainText(title.slice(0, 20));
    await expect(page.getByTestId("nav-progress")).toHaveCount(0);
  });

  test("a tap taken before the progress bar's code has arrived shows the bar when it does", async ({
    page,
  }) => {
    // The bar comes in a chunk after hydration (components/pwa/root-extras.tsx): hold that chunk
    // (the one that draws data-testid "nav-progress") until the tap has been taken.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let barAsked = false;
    await page.route(
      (url) => url.pathname.startsWith("/_next/static/chunks/") && url.pathname.endsWith(".js"),
      async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (body.includes('"nav-progress"')) {
          barAsked = true;
          await released;
        }
        await route.fulfill({ response, body });
      },
    );
    await page.route(
      (url) => /^\/news\/[^/]+$/.test(url.pathname),
      async (route) => {
        await new Promise((r) => setTimeout(r, 4000));
        await route.continue().catch(() => {});
      },
    );
    await page.goto("/news");
    await expect.poll(() => barAsked).toBe(true); // hydrated, the bar's chunk on its way
    await page.getByTestId("news-card").first().click();
    await page.waitForTimeout(300); // longer than the bar's own delay: the tap is older than the bar
    await expect(page.getByTestId("nav-progress")).toHaveCount(0);
    release();
    await expect(page.getByTestId("nav-progress")).toBeVisible();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page).toHaveURL(/\/news\/[^/]+$/, { timeout: 15_000 });
    await expect(page.getByTestId("nav-progress")).toHaveCount(0);
  });

  test("the error screen of a segment: translated, inside the shell, 'Tentar novamente' recovers", async ({
    page,
    context,
    shot,
  }) => {
    await context.addCookies([{ name: FAILURE_COOKIE, value: "1", url: BASE_URL }]);
    await page.goto("/test-failure");
    const error = page.getByTestId("segment-error");
    await expect(error).toBeVisible();
    await expect(error).toContainText("Algo deu errado");
    await expect(page.getByTestId("segment-error-retry")).toHaveText("Tentar novamente");
    await expect(page.getByTestId("header-logo")).toBeVisible();
    await expect(page.getByTestId("bottom-nav")).toBeVisible();
    await shot(page, "segment-error-pt");

    await context.clearCookies({ name: FAILURE_COOKIE });
    await page.getByTestId("segment-error-retry").click();
    await expect(page.getByTestId("test-failure-ok")).toBeVisible();
    await expect(error).toHaveCount(0);

    await context.addCookies([
      { name: FAILURE_COOKIE, value: "1", url: BASE_URL },
      { name: "NEXT_LOCALE", value: "en", url: BASE_URL },
    ]);
    await page.goto("/test-failure");
    await expect(error).toContainText("Something went wrong");
    await expect(page.getByTestId("segment-error-retry")).toHaveText("Try again");
    await shot(page, "segment-error-en");
  });

  test("global-error: when nothing else catches it, its own page in the person's language, and retry", async ({
    page,
    context,
    shot,
  }) => {
    await context.addCookies([{ name: FAILURE_COOKIE, value: "1", url: BASE_URL }]);
    await page.goto("/test-failure-root");
    const error = page.getByTestId("global-error");
    await expect(error).toBeVisible();
    await expect(error).toContainText("Algo deu errado");
    await expect(page.getByTestId("global-error-retry")).toHaveText("Tentar novamente");
    await shot(page, "global-error-pt");

    await context.addCookies([{ name: "NEXT_LOCALE", value: "es", url: BASE_URL }]);
    await page.reload();
    await expect(error).toContainText("Algo salió mal");
    await expect(page.getByTestId("global-error-retry")).toHaveText("Intentar de nuevo");

    await context.clearCookies({ name: FAILURE_COOKIE });
    await page.getByTestId("global-error-retry").click();
    await expect(page.getByTestId("test-failure-ok")).toBeVisible();
  });

  const MISSING = [
    ["/news/nao-existe", "news", "Notícia não encontrada", "News not found", "/news"],
    ["/community/post/nao-existe", "post", "Publicação não encontrada", "Post not found", "/community/feed"],
    [
      "/community/profile/nao-existe",
      "profile",
      "Perfil não encontrado",
      "Profile not found",
      "/community/feed",
    ],
    ["/help/naoexiste", "help", "Tópico de ajuda não encontrado", "Help topic not found", "/help"],
  ] as const;
  for (const [url, kind, pt, en, back] of MISSING) {
    test(`${url}: a 404 that names what is missing, in pt and en, inside the shell`, async ({
      page,
      context,
      shot,
    }) => {
      const res = await page.goto(url);
      expect(res?.status()).toBe(404);
      const screen = page.getByTestId("not-found");
      await expect(screen).toHaveAttribute("data-kind", kind);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pt);
      await expect(screen.getByRole("link")).toHaveAttribute("href", back);
      await expect(page.getByTestId("bottom-nav")).toBeVisible();
      await shot(page, `not-found-${kind}-pt`);
      await context.addCookies([{ name: "NEXT_LOCALE", value: "en", url: BASE_URL }]);
      expect((await page.reload())?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(en);
      await shot(page, `not-found-${kind}-en`);
    });
  }
});

test("feed: a failed refresh keeps the posts and says so; retry and the 'online' event bring new posts", async ({
  browser,
  shot,
}) => {
  const { context, page } = await freshParticipant(browser);
  await page.goto("/community/feed?topic=friendship");
  await expect(page.getByTestId("post-card").first()).toBeVisible();
  const before = await page.getByTestId("post-card").count();

  await page.route(/\/api\/community\/posts\?/, (route) => route.abort("internetdisconnected"));
  // The list listens for 'online' once hydrated: send it until the refresh has run (and failed).
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await expect(page.getByTestId("feed-error")).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByTestId("post-card")).toHaveCount(before);
  await expect(page.getByTestId("feed-empty")).toHaveCount(0);
  await shot(page, "feed-error");

  // Someone posts meanwhile; the retry shows it.
  const first = `Novo no feed ${Date.now()}`;
  const made = await page.request.post("/api/community/posts", {
    data: { topicId: "friendship", content: first, images: [] },
  });
  expect(made.status()).toBe(200);
  await page.unroute(/\/api\/community\/posts\?/);
  await page.getByTestId("feed-error-retry").click();
  await expect(page.getByTestId("feed-error")).toHaveCount(0);
  await expect(page.getByTestId("post-content").filter({ hasText: first })).toBeVisible();

  // The network comes back: the feed reloads by itself.
  const second = `Depois da conexão ${Date.now()}`;
  await page.request.post("/api/community/posts", {
    data: { topicId: "friendship", content: second, images: [] },
  });
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await expect(page.getByTestId("post-content").filter({ hasText: second })).toBeVisible();
  await context.close();
});

test("a failed post or comment keeps the typed text; sending again works", async ({ browser }) => {
  const { context, page } = await freshParticipant(browser);
  await page.goto("/community/new-post?topic=friendship");
  const text = `Texto que não pode sumir ${Date.now()}`;
  await page.getByTestId("new-post-text").fill(text);
  await page.route(/\/api\/community\/posts$/, fail500);
  await page.getByTestId("new-post-publish").click();
  await expect(page.getByText("Erro ao publicar")).toBeVisible();
  await expect(page.getByTestId("new-post-text")).toHaveValue(text);
  await expect(page.getByTestId("new-post-publish")).toBeEnabled();
  await page.unroute(/\/api\/community\/posts$/);
  await page.getByTestId("new-post-publish").click();
  await expect(page).toHaveURL(/\/community\/feed\?topic=friendship$/);

  await page.getByTestId("post-content").filter({ hasText: text }).click();
  await expect(page).toHaveURL(/\/community\/post\//);
  const comment = `Comentário guardado ${Date.now()}`;
  await page.route(/\/comments$/, fail500);
  await page.getByTestId("comment-input").fill(comment);
  await page.getByTestId("comment-input").press("Enter");
  await expect(page.getByText("Erro ao comentar")).toBeVisible();
  await expect(page.getByTestId("comment-input")).toHaveValue(comment);
  await page.unroute(/\/comments$/);
  await page.getByTestId("comment-send").click();
  await expect(page.getByText(comment)).toBeVisible();
  await expect(page.getByTestId("comment-input")).toHaveValue("");
  await context.close();
});

test("notifications: failed refresh with retry, pull-to-refresh, and the bell drops to 0 after the last read", async ({
  browser,
  shot,
}) => {
  const { context, page, id } = await freshParticipant(browser);
  addNotification(id, "Aviso de teste");
  await page.goto("/dashboard");
  const badge = page.getByTestId("header-badge");
  await expect(badge).toHaveText("1");

  // A notification arrives while the app is open: the bell follows when the network comes back.
  addNotification(id, "Segundo aviso");
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await expect(badge).toHaveText("2");

  await page.getByTestId("header-bell").click();
  await expect(page).toHaveURL(/\/notifications$/);
  const cards = page.getByTestId("notification-card");
  await expect(cards).toHaveCount(2);

  // A refresh that fails says so above the list, which stays.
  await page.route(/\/api\/notifications$/, fail500);
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await expect(page.getByTestId("notifications-error")).toBeVisible();
  await expect(cards).toHaveCount(2);
  await shot(page, "notifications-error");
  await page.unroute(/\/api\/notifications$/);
  await page.getByTestId("notifications-error-retry").click();
  await expect(page.getByTestId("notifications-error")).toHaveCount(0);

  // Pull-to-refresh brings a third one.
  addNotification(id, "Terceiro aviso");
  const listed = page.waitForRequest((r) => /\/api\/notifications$/.test(r.url()) && r.method() === "GET");
  await pullDown(page, 200);
  await expect(page.getByTestId("pull-indicator")).toHaveAttribute("data-phase", "ready");
  await expect(page.getByTestId("pull-indicator")).toContainText("Solte para atualizar");
  await shot(page, "pull-to-refresh");
  await release(page);
  await listed;
  await expect(cards).toHaveCount(3);
  await expect(badge).toHaveText("3");

  // Read two by 'mark all'? No: one by one, the last one by a tap that navigates away.
  await cards.filter({ hasText: "Terceiro aviso" }).getByRole("button").first().click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(badge).toHaveText("2");
  await page.goBack();
  await cards.filter({ hasText: "Segundo aviso" }).getByRole("button").first().click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(badge).toHaveText("1");
  await page.goBack();
  await cards.filter({ hasText: "Aviso de teste" }).getByRole("button").first().click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(badge).toHaveCount(0);
  await expect(page.getByTestId("header-bell")).toHaveAttribute(
    "aria-label",
    "Notificações: Nenhuma notificação nova",
  );
  await context.close();
});
