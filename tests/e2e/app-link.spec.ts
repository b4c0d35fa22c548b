import { expect, test } from "./support/fixtures";
import { PARTICIPANT_STORAGE_STATE } from "./support/env";

// components/ui/app-link.tsx, the app's link in place of next/link (docs/performance.md): a plain
// <a href> in the server HTML, client navigation on a plain tap, the browser's own behaviour on a
// modified click, the tab's pending line while the next screen loads, and the prefetch of the
// links on screen.

const isPrefetch = (headers: Record<string, string>) =>
  "next-router-prefetch" in headers || "next-router-segment-prefetch" in headers;

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
});
