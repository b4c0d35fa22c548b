import type { Page, Request } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { PARTICIPANT_STORAGE_STATE } from "./support/env";

// components/ui/app-link.tsx, the app's link in place of next/link (docs/performance.md): a plain
// <a href> in the server HTML, client navigation on a plain tap, the browser's own behaviour on a
// modified click, the tab's pending line while the next screen loads, and the prefetch of the
// links on screen, on hover / touch, and again after the router's cache is invalidated.

const isPrefetch = (headers: Record<string, string>) =>
  "next-router-prefetch" in headers || "next-router-segment-prefetch" in headers;

/** The prefetch requests of `pathname` the page makes from now on (the list grows as they come). */
function prefetchesOf(page: Page, pathname: string): Request[] {
  const seen: Request[] = [];
  page.on("request", (req) => {
    if (new URL(req.url()).pathname === pathname && isPrefetch(req.headers())) seen.push(req);
  });
  return seen;
}

test.describe("the app's link", () => {
  test.use({ storageState: PARTICIPANT_STORAGE_STATE, serviceWorkers: "block" });

  test("the server HTML has plain links, and they work without JavaScript", async ({ browser, page }) => {
    const html = await (await page.request.get("/dashboard")).text();
    const tab = /<a [^>]*data-testid="nav-news"[^>]*>/.exec(html)?.[0];
    expect(tab).toContain('href="/news"');
    const context = await browser.newContext({
      storageState: PARTICIPANT_STORAGE_STATE,
      javaScriptEnabled: false,
    });
    const noJs = await context.newPage();
    await noJs.goto("/dashboard");
    await noJs.getByTestId("nav-news").click();
    await expect(noJs).toHaveURL(/\/news$/);
    await expect(noJs.getByTestId("nav-news")).toHaveAttribute("aria-current", "page");
    await context.close();
  });

  test("a tap navigates in the page (no reload), a modified click is the browser's", async ({
    page,
    context,
  }) => {
    await page.goto("/dashboard");
    // What the link did with each click, seen after React's handlers (bubbling to the window).
    await page.evaluate(() => {
      const w = window as unknown as { marker: string; prevented: boolean[] };
      w.marker = "still here";
      w.prevented = [];
      window.addEventListener("click", (e) => w.prevented.push(e.defaultPrevented));
    });
    const prevented = () => page.evaluate(() => (window as unknown as { prevented: boolean[] }).prevented);

    // Ctrl/Cmd-click: a new tab, this page stays, the click is not cancelled.
    const opened = context.waitForEvent("page");
    await page.getByTestId("nav-news").click({ modifiers: ["ControlOrMeta"] });
    const tab = await opened;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe("/news");
    await tab.close();
    // Shift-click (a new window) and alt-click (a download) are the browser's too.
    await page.getByTestId("nav-news").click({ modifiers: ["Shift"] });
    await page.getByTestId("nav-news").click({ modifiers: ["Alt"] });
    expect(await prevented()).toEqual([false, false, false]);
    await expect(page).toHaveURL(/\/dashboard$/);

    // A plain tap: the news screen, drawn by the client router (the window is the same one).
    await page.getByTestId("nav-news").click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByTestId("nav-news")).toHaveAttribute("aria-current", "page");
    expect(await page.evaluate(() => (window as unknown as { marker: string }).marker)).toBe("still here");
    expect(await prevented()).toEqual([false, false, false, true]);
    // Back is the browser's history of client navigations.
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await page.evaluate(() => (window as unknown as { marker: string }).marker)).toBe("still here");
  });

  test("the links on screen are prefetched; a tapped tab shows its pending line until the screen is there", async ({
    page,
    shot,
  }) => {
    const prefetched = page.waitForRequest(
      (req) => new URL(req.url()).pathname === "/help" && isPrefetch(req.headers()),
    );
    // Every request of /news, its prefetch too, takes 2.5 s: nothing of it is ready at the tap.
    await page.route(
      (url) => url.pathname === "/news",
      async (route) => {
        await new Promise((r) => setTimeout(r, 2500));
        await route.continue().catch(() => {});
      },
    );
    await page.goto("/dashboard");
    await prefetched; // the bottom bar's help tab, on screen, never tapped
    const tab = page.getByTestId("nav-news");
    await expect(tab.getByTestId("nav-pending")).toHaveCount(0);
    await tab.click();
    await expect(tab.getByTestId("nav-pending")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/); // still the home: the tap is pending, not lost
    await shot(page, "app-link-pending");
    await expect(page).toHaveURL(/\/news$/, { timeout: 15_000 });
    await expect(page.getByTestId("nav-pending")).toHaveCount(0);
  });

  test("hover and touch prefetch a link that was not prefetched on screen", async ({ page }) => {
    // No viewport prefetch: an observer that never reports, so only the intent to tap prefetches.
    await page.addInitScript(() => {
      window.IntersectionObserver = class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      } as unknown as typeof IntersectionObserver;
    });
    const news = prefetchesOf(page, "/news");
    const help = prefetchesOf(page, "/help");
    await page.goto("/dashboard");
    await page.waitForLoadState("networkidle");
    expect(news).toHaveLength(0);
    expect(help).toHaveLength(0);

    // A pointer over the news tab (a desktop's hover), a finger down on the help tab (before its tap).
    await page.getByTestId("nav-news").hover();
    await expect.poll(() => news.length).toBeGreaterThan(0);
    await page.getByTestId("nav-help").dispatchEvent("touchstart");
    await expect.poll(() => help.length).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\/dashboard$/); // prefetched, not navigated
  });

  test("the links on screen are prefetched again after the router's cache is invalidated", async ({
    page,
  }) => {
    const help = prefetchesOf(page, "/help");
    await page.goto("/dashboard");
    await expect.poll(() => help.length).toBeGreaterThan(0); // the bottom bar's help tab, on screen
    await page.waitForLoadState("networkidle");
    const before = help.length;

    // Back online: the home's RefreshOnReturn calls router.refresh(), which invalidates the cache.
    const refreshed = page.waitForRequest(
      (req) =>
        new URL(req.url()).pathname === "/dashboard" && "rsc" in req.headers() && !isPrefetch(req.headers()),
    );
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await refreshed;
    await expect.poll(() => help.length).toBeGreaterThan(before);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
