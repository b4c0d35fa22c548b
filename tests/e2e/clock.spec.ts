import type { ChildProcess } from "node:child_process";
import path from "node:path";
import type { Page } from "@playwright/test";
import { killHard, startServer, waitHealthy } from "./support/crash";
import { BASE_URL, E2E_DATABASE_FILE, PARTICIPANT_PHONE, PARTICIPANT_STORAGE_STATE } from "./support/env";
import { expect, test } from "./support/fixtures";
import { sessionCookie } from "./support/session-cookie";

// One clock for the whole app: the e2e servers run the business clock a week before the congress
// (APP_NOW 2026-10-25T12:00-03:00, tests/e2e/server.mjs) while the phone's clock here is set a
// month later; every countdown, relative time and "now / next" marker follows the server.
// A second server of this spec runs the clock inside the congress (--app-now).

test.use({ storageState: PARTICIPANT_STORAGE_STATE });

/** A phone whose clock is after the congress (the real date of this project). */
const PHONE = new Date("2026-11-25T09:00:00-03:00");

async function expectWeekToGo(page: Page) {
  await expect(page.getByTestId("countdown-days")).toHaveText("07");
  await expect(page.getByTestId("countdown-hours")).toHaveText("08");
  await expect(page.getByTestId("countdown-minutes")).toHaveText("00");
  await expect(page.getByTestId("countdown-started")).toHaveCount(0);
  // The phone really is a month later: the display did not come from its clock.
  expect(await page.evaluate(() => Date.now())).toBe(PHONE.getTime());
}

for (const path of ["/home", "/dashboard"]) {
  test(`${path}: the countdown reads the server's week to go, not the phone's date`, async ({ page }) => {
    await page.clock.setFixedTime(PHONE);
    await page.goto(path);
    await expectWeekToGo(page);
  });
}

test("/dashboard: the latest news is from before the server's now, none from the congress days", async ({
  page,
}) => {
  await page.clock.setFixedTime(PHONE);
  await page.goto("/dashboard");
  const items = page.getByTestId("home-news-item");
  await expect(items).toHaveCount(3);
  await expect(items.first()).toHaveAttribute("href", "/news/o-que-levar");
  await expect(page.locator('a[href="/news/caravana-solidaria"]')).toHaveCount(0);
});

test("/news: relative times on the server's clock ('há 18 horas', not a month ago)", async ({ page }) => {
  await page.clock.setFixedTime(PHONE);
  await page.goto("/news");
  const first = page.getByTestId("news-card").first();
  await expect(first).toHaveAttribute("data-news", "o-que-levar"); // 2026-10-24 18:00
  await expect(first).toContainText("há 18 horas");
  await expect(page.locator('[data-news="caravana-solidaria"]')).toHaveCount(0);
});

test("/event-info: the video's local poster, the player only after play", async ({ page, shot }) => {
  const external: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("youtube")) external.push(r.url());
  });
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" }),
  );
  await page.goto("/event-info");
  const facade = page.getByTestId("video-facade");
  await facade.scrollIntoViewIfNeeded();
  const poster = facade.locator("img");
  await expect(poster).toHaveAttribute("src", "/images/art/video-poster.svg");
  await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.locator("iframe")).toHaveCount(0);
  expect(external).toEqual([]);
  await shot(page, "event-info-poster");
  await facade.click();
  const player = page.locator("iframe");
  await expect(player).toHaveAttribute(
    "src",
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1$/,
  );
  await expect.poll(() => external.length).toBeGreaterThan(0);
});

// /home is the signed-out landing (a signed-in participant is sent to their home).
test.describe("signed out", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("/home: both banners show their art, with alt text", async ({ page }) => {
    await page.goto("/home");
    for (const [i, alt] of [
      [0, "Multidão de jovens com as mãos levantadas sob as luzes do palco"],
      [1, "Quatro amigos de mãos dadas no alto de um morro, com o sol nascendo atrás"],
    ] as const) {
      const art = page.getByTestId(`banner-art-${i}`);
      await expect(art).toHaveAttribute("alt", alt);
      await expect
        .poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }
  });
});

test.describe("inside the congress (a server at 2026-11-02 10:30)", () => {
  const APP_NOW = "2026-11-02T10:30:00-03:00";
  const BASE = `http://localhost:${Number(new URL(BASE_URL).port) + 40}`;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = startServer(Number(new URL(BASE).port), ["--app-now", APP_NOW]);
    await waitHealthy(BASE);
  });
  test.afterAll(() => {
    if (server) killHard(server);
  });
  // A session of its own on this server (the shared one may be ended by other specs meanwhile).
  test.beforeEach(async ({ context, db }) => {
    const { id } = db.one<{ id: string }>(`SELECT id FROM "User" WHERE phone = ?`, PARTICIPANT_PHONE);
    const cookie = await sessionCookie(
      { sub: id, role: "participant" },
      { sqliteFile: path.resolve(__dirname, "../..", E2E_DATABASE_FILE) },
    );
    await context.clearCookies();
    await context.addCookies([
      {
        name: "t26.session",
        value: cookie.slice("t26.session=".length),
        url: BASE,
        httpOnly: true,
        sameSite: "Lax",
      },
    ]);
  });

  test("/schedule marks the events under way and the next ones, whatever the phone says", async ({
    page,
    db,
    shot,
  }) => {
    await page.clock.setFixedTime(PHONE);
    await page.goto(`${BASE}/schedule?city=recife&date=2026-11-02`);
    const now = new Date(APP_NOW).getTime();
    const day = db
      .all<{ id: string; startsAt: string | number; endsAt: string | number }>(
        "SELECT id, startsAt, endsAt FROM Event WHERE cityId = 'recife'",
      )
      .map((e) => ({ id: e.id, start: new Date(e.startsAt).getTime(), end: new Date(e.endsAt).getTime() }))
      // The congress's day (UTC-3), as the list groups them.
      .filter((e) => new Date(e.start - 3 * 3600_000).toISOString().startsWith("2026-11-02"));
    const underWay = day
      .filter((e) => e.start <= now && now < e.end)
      .map((e) => e.id)
      .sort();
    const nextStart = Math.min(...day.filter((e) => e.start > now).map((e) => e.start));
    const next = day
      .filter((e) => e.start === nextStart)
      .map((e) => e.id)
      .sort();
    expect(underWay.length).toBeGreaterThan(0);
    expect(next.length).toBeGreaterThan(0);

    const marked = (marker: string) =>
      page
        .locator(`[data-testid="event-card"][data-marker="${marker}"]`)
        .evaluateAll((els) => els.map((el) => el.getAttribute("data-event") ?? "").sort());
    await expect.poll(() => marked("now")).toEqual(underWay);
    await expect.poll(() => marked("next")).toEqual(next);
    await expect(page.locator('[data-marker="now"]').first().getByTestId("event-card-marker")).toHaveText(
      "Agora",
    );
    await expect(page.locator('[data-marker="next"]').first().getByTestId("event-card-marker")).toHaveText(
      "A seguir",
    );
    await shot(page, "schedule-now-next");

    // Another day's list marks nothing.
    await page.goto(`${BASE}/schedule?city=recife&date=2026-11-03`);
    await expect(page.getByTestId("event-card").first()).toBeVisible();
    await expect(page.getByTestId("event-card-marker")).toHaveCount(0);
  });

  test("/dashboard: the countdown is over on the server's clock", async ({ page }) => {
    // A phone still a week before the congress: the server says it has begun.
    await page.clock.setFixedTime(new Date("2026-10-25T12:00:00-03:00"));
    await page.goto(`${BASE}/dashboard`);
    for (const unit of ["days", "hours", "minutes", "seconds"])
      await expect(page.getByTestId(`countdown-${unit}`)).toHaveText("00");
    await expect(page.getByTestId("countdown-started")).toHaveText("O evento começou!");
  });
});

// Screens: /home, /dashboard, /event-info, /schedule in the three languages, two phone sizes.
test("screens in pt, en and es at 390×844 and 320×640", async ({ page, context, shot }) => {
  test.setTimeout(180_000);
  await page.clock.setFixedTime(PHONE);
  for (const locale of ["pt", "en", "es"] as const) {
    await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: BASE_URL }]);
    for (const [w, h] of [
      [390, 844],
      [320, 640],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      for (const path of ["/home", "/dashboard", "/event-info", "/schedule"]) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", new RegExp(`^${locale}`));
        if (path === "/home" || path === "/dashboard") await expectWeekToGo(page);
        // No sideways scrolling on the narrow phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(w);
        await shot(page, `${path.slice(1)}-${locale}-${w}`);
      }
    }
  }
});
