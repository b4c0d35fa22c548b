import { expect, test, type Page } from "@playwright/test";
import { PARTICIPANT_STORAGE_STATE } from "./support/env";

// The service worker shows its offline page only when the network really failed: a slow answer on
// a congested venue network is still the answer. The offline page speaks the app's language.

test.use({ storageState: PARTICIPANT_STORAGE_STATE, serviceWorkers: "allow" });

async function controlledBySw(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

test("a slow page is waited for, never replaced by the offline page", async ({ page, context }) => {
  test.slow();
  await page.goto("/dashboard");
  await controlledBySw(page);

  // The service worker's own request for /rewards answers after 6 s (the old cut-off was 4 s).
  let delayed = 0;
  await context.route(/\/rewards$/, async (route) => {
    if (route.request().resourceType() === "document" || route.request().serviceWorker()) delayed += 1;
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    await route.continue();
  });
  await page.goto("/rewards", { timeout: 20_000 });
  expect(delayed).toBeGreaterThan(0);
  await expect(page.getByRole("heading", { name: "Sem conexão" })).toHaveCount(0);
  await expect(page.getByTestId("header-logo")).toBeVisible();
});

test("the offline page is in the language the app last showed", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "NEXT_LOCALE", value: "en", url: baseURL }]);
  await page.goto("/dashboard");
  await controlledBySw(page);
  await expect(page.locator("html")).toHaveAttribute("lang", /^en/);
  // The page tells the worker its language with the "visited" message.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const hit = await (await caches.open("t26-settings-v1")).match("/__t26/locale");
        return hit ? hit.text() : null;
      }),
    )
    .toBe("en");

  await context.setOffline(true);
  await page.goto("/dashboard-evento");
  await expect(page.getByRole("heading", { name: "No connection" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/dashboard-evento");
  await expect(page.getByRole("link", { name: "Open my pass" })).toBeVisible();
  await context.setOffline(false);
});
