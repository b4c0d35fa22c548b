import type { Page } from "@playwright/test";
import { PARTICIPANT_STORAGE_STATE } from "./support/env";
import { expect, test } from "./support/fixtures";

// Dialogs, menus and selects closed at first paint load their code when first opened
// (components/ui/lazy-overlay.tsx, docs/performance.md "First-load JavaScript"). Here that code
// arrives late on purpose: every script asked for after the page has loaded is held 1.5 s, and the
// very first tap (or key) must still open the overlay, when its code arrives; closing it gives the
// focus back to its trigger.

// page.route must see the requests (a service worker would fetch past it).
test.use({ serviceWorkers: "block" });

const HOLD_MS = 1500;

/** From now on, every JavaScript chunk the page asks for is held HOLD_MS; returns their URLs. */
async function holdLateChunks(page: Page) {
  const held: string[] = [];
  await page.route("**/_next/static/chunks/**", async (route) => {
    held.push(route.request().url());
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    await route.continue();
  });
  return held;
}

/** The page has loaded and React has hydrated it (no request left in flight). */
async function loaded(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
}

test.describe("signed in", () => {
  test.use({ storageState: PARTICIPANT_STORAGE_STATE });

  test("the logout confirmation opens on the first tap while its code is still coming", async ({
    page,
    shot,
  }) => {
    await loaded(page, "/menu");
    const held = await holdLateChunks(page);
    const open = page.getByTestId("logout-open");
    const started = Date.now();
    await open.tap();
    await expect(page.getByTestId("logout-confirm")).toBeVisible({ timeout: 15_000 });
    // It waited for the held code: the tap was kept, not lost.
    expect(Date.now() - started).toBeGreaterThanOrEqual(HOLD_MS - 300);
    expect(held.length).toBeGreaterThan(0);
    const dialog = page.getByRole("alertdialog");
    await dialog.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    await shot(page, "lazy-logout-dialog");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    // Once loaded it stays: the next tap opens at once.
    await open.tap();
    await expect(page.getByTestId("logout-confirm")).toBeVisible();
  });

  test("a post's menu opens on the first tap while its code is still coming, and the card stays", async ({
    page,
    shot,
  }) => {
    await loaded(page, "/community/feed");
    const held = await holdLateChunks(page);
    const started = Date.now();
    await page.getByTestId("post-menu").first().tap();
    const item = page.getByTestId("post-report").or(page.getByTestId("post-delete"));
    await expect(item).toBeVisible({ timeout: 15_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(HOLD_MS - 300);
    expect(held.length).toBeGreaterThan(0);
    // The tap opened the menu only: the card under it did not open the post.
    await expect(page).toHaveURL(/\/community\/feed/);
    await page.getByRole("menu").evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    await shot(page, "lazy-post-menu");
    await page.keyboard.press("Escape");
    await expect(item).toBeHidden();
    await expect(page.getByTestId("post-menu").first()).toBeFocused();
  });
});

test("the login's country select looks the same before its code loads and opens from the keyboard", async ({
  page,
  shot,
}) => {
  await loaded(page, "/login");
  const trigger = page.getByTestId("login-country");
  await expect(trigger).toHaveText("+55 Brasil");
  await expect(trigger).toHaveAttribute("role", "combobox");
  const before = await trigger.boundingBox();
  const continueBefore = await page.getByTestId("login-continue").boundingBox();
  await shot(page, "lazy-login-closed");
  await holdLateChunks(page);
  await trigger.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("option", { name: "+1 USA" })).toBeVisible({ timeout: 15_000 });
  // Radix focuses the chosen country once the list is placed (keys before that are its own race).
  await page.getByRole("listbox").evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  await expect(page.getByRole("option", { name: "+55 Brasil" })).toBeFocused();
  await shot(page, "lazy-login-open");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("listbox")).toBeHidden();
  await expect(trigger).toHaveText("+1 USA");
  await expect(trigger).toBeFocused();
  // The same box as the placeholder drew (no jump when Radix's trigger replaced it).
  expect(await trigger.boundingBox()).toEqual(before);
  // Nor under it (Radix's hidden <select> for the form must not push the form down).
  expect(await page.getByTestId("login-continue").boundingBox()).toEqual(continueBefore);
});
