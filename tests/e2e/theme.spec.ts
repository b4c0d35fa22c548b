import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { MARIA, MARIA_DAY_1, MARIA_UNLOCKS, checkInAtDoor, unlockRewards } from "./support/congress-activity";
import { test, expect } from "./support/fixtures";
import { BASE_URL, E2E_DATABASE_FILE, PARTICIPANT_STORAGE_STATE } from "./support/env";
import { loginAsParticipant } from "./support/participant-login";
import { sessionCookie } from "./support/session-cookie";
import { loginAsStaff } from "./support/staff-login";

// Dark mode (issue 19 §6): the settings' theme is stored on the account and mirrored in a cookie,
// the server renders <html class="dark"> from it, "system" follows the device (inline script with
// the CSP nonce, before React), and every main screen is readable in dark.

const THEME_COOKIE = "together-theme";
// A seeded participant no other spec logs in as (its theme changes here).
const RAFAEL = "+5585999990005";
const ROOT = path.resolve(__dirname, "../..");

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));

async function themeCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === THEME_COOKIE)?.value;
}

async function chooseTheme(page: Page, theme: "system" | "light" | "dark") {
  await page.goto("/settings/notifications");
  await page.getByTestId(`settings-theme-${theme}`).click();
  await expect(page.getByTestId(`settings-theme-${theme}`)).toHaveAttribute("data-state", "checked");
  await page.getByTestId("settings-save").click();
  await page.waitForURL(/\/menu$/);
}

test("the theme chosen in the settings stays across reloads and pages, and follows the account to another device", async ({
  browser,
  db,
  shot,
}) => {
  test.slow();
  const { id } = db.one<{ id: string }>("SELECT id FROM User WHERE phone = ?", RAFAEL);
  // First device: a session made without the UI (the second device logs in for real).
  const cookie = await sessionCookie(
    { sub: id, role: "participant" },
    { sqliteFile: path.join(ROOT, E2E_DATABASE_FILE) },
  );
  const [name, value] = [cookie.slice(0, cookie.indexOf("=")), cookie.slice(cookie.indexOf("=") + 1)];
  const first = await browser.newContext();
  await first.addCookies([{ name, value, url: BASE_URL }]);
  const page = await first.newPage();

  await page.goto("/settings/notifications");
  expect(await isDark(page)).toBe(false);
  await expect(page.getByTestId("settings-theme-system")).toHaveAttribute("data-state", "checked");
  await shot(page, "settings-light");
  await chooseTheme(page, "dark");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  expect(await themeCookie(first)).toBe("dark");
  expect(db.one<{ theme: string }>("SELECT theme FROM User WHERE id = ?", id).theme).toBe("dark");

  await page.reload();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await page.goto("/schedule");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  // Rendered dark by the server, not only after the page's scripts ran.
  const html = await (await page.request.get("/schedule")).text();
  expect(html).toMatch(/<html[^>]*class="dark"/);
  await page.goto("/settings/notifications");
  await expect(page.getByTestId("settings-theme-dark")).toHaveAttribute("data-state", "checked");
  await shot(page, "settings-dark");

  // Another device with a dark screen: the login brings the account's "dark"; "light" then
  // overrides the device; "system" follows it, live.
  const second = await browser.newContext({ colorScheme: "dark" });
  const other = await second.newPage();
  expect(await themeCookie(second)).toBeUndefined();
  await loginAsParticipant(other, RAFAEL);
  await expect(other.locator("html")).toHaveClass(/\bdark\b/);
  expect(await themeCookie(second)).toBe("dark");

  await chooseTheme(other, "light");
  await expect(other.locator("html")).not.toHaveClass(/\bdark\b/);
  await other.reload();
  expect(await isDark(other)).toBe(false);

  await chooseTheme(other, "system");
  await expect(other.locator("html")).toHaveClass(/\bdark\b/);
  await other.emulateMedia({ colorScheme: "light" });
  await expect(other.locator("html")).not.toHaveClass(/\bdark\b/);
  await other.emulateMedia({ colorScheme: "dark" });
  await expect(other.locator("html")).toHaveClass(/\bdark\b/);
  expect(db.one<{ theme: string }>("SELECT theme FROM User WHERE id = ?", id).theme).toBe("system");

  await first.close();
  await second.close();
});

test("'system' follows a dark device before any app script runs (the inline script has the CSP nonce)", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cspErrors: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) cspErrors.push(m.text());
  });
  // Without the app's JavaScript only the inline script can set the class.
  await page.route("**/_next/static/**/*.js", (route) => route.abort());

  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/home");
  expect(await isDark(page)).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
    "rgb(255, 255, 255)",
  );

  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/login");
  expect(await isDark(page)).toBe(false);

  // A "light" cookie wins over a dark device; a "dark" one over a light device.
  await context.addCookies([{ name: THEME_COOKIE, value: "light", url: BASE_URL }]);
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/home");
  expect(await isDark(page)).toBe(false);
  await context.addCookies([{ name: THEME_COOKIE, value: "dark", url: BASE_URL }]);
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/home");
  expect(await isDark(page)).toBe(true);

  expect(cspErrors).toEqual([]);
  await context.close();
});

/** Dark context: the cookie says dark and the device too. */
async function darkContext(browser: Browser, options: { storageState?: string } = {}) {
  const context = await browser.newContext({ ...options, colorScheme: "dark" });
  await context.addCookies([{ name: THEME_COOKIE, value: "dark", url: BASE_URL }]);
  return context;
}

async function settle(page: Page) {
  await page.waitForLoadState("load");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  // Fonts, images and client data.
  await page.waitForTimeout(700);
}

/** axe's colour-contrast rule: the texts below 4.5:1 (3:1 large) on this page, in dark. */
async function unreadable(page: Page, name: string) {
  const result = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => `${name}: ${n.target.join(" ")}: ${n.failureSummary?.split("\n").slice(1).join(" ")}`),
  );
}

test("dark screenshots: entry screens", async ({ browser, shot }) => {
  const context = await darkContext(browser);
  const page = await context.newPage();
  await page.goto("/home");
  await settle(page);
  await shot(page, "dark-landing");
  const failures = await unreadable(page, "landing");
  await page.goto("/login");
  await settle(page);
  await shot(page, "dark-login");
  failures.push(...(await unreadable(page, "login")));
  expect(failures).toEqual([]);
  await context.close();
});

test("dark screenshots: participant screens", async ({ browser, shot }) => {
  test.slow();
  // The rewards with points and a ranking, the pass's history and 'Embarque realizado', as once the
  // congress has begun (the seed, a week before it, has none of them).
  await unlockRewards(BASE_URL, MARIA_UNLOCKS);
  await checkInAtDoor(
    BASE_URL,
    MARIA_DAY_1.map((item) => ({ ...item, userId: MARIA })),
  );
  const context = await darkContext(browser, {
    storageState: path.join(ROOT, PARTICIPANT_STORAGE_STATE),
  });
  const page = await context.newPage();
  const screens: [string, string][] = [
    ["dashboard", "/dashboard"],
    ["schedule", "/schedule"],
    ["community", "/community"],
    ["community-feed", "/community/feed"],
    ["news", "/news"],
    ["rewards", "/rewards"],
    ["my-profile", "/my-profile"],
    ["profile-edit", "/profile/edit"],
    ["menu", "/menu"],
    ["notifications", "/notifications"],
    ["settings", "/settings/notifications"],
    ["transport", "/transport"],
    ["checkin-pass", "/checkin"],
  ];
  // Every screen is photographed before the contrast findings of all of them are compared.
  const failures: string[] = [];
  for (const [name, url] of screens) {
    await page.goto(url);
    await settle(page);
    await shot(page, `dark-${name}`);
    failures.push(...(await unreadable(page, name)));
  }

  // The pass QR stays dark on white for the scanners.
  await page.goto("/checkin");
  const qr = page.getByTestId("pass-qr");
  await expect(qr).toBeVisible();
  const box = await qr.evaluate((img) => getComputedStyle(img.parentElement!).backgroundColor);
  expect(box).toBe("rgb(255, 255, 255)");

  await page.goto("/schedule");
  await settle(page);
  await page.getByTestId("event-card").first().click();
  await expect(page.getByTestId("event-dialog")).toBeVisible();
  await page.waitForTimeout(400);
  await shot(page, "dark-event-dialog");
  failures.push(...(await unreadable(page, "event-dialog")));
  expect(failures).toEqual([]);
  await context.close();
});

test("dark screenshots: staff home and reader", async ({ browser, shot }) => {
  const context = await darkContext(browser);
  const page = await context.newPage();
  await loginAsStaff(page);
  await settle(page);
  await shot(page, "dark-staff-home");
  expect(await unreadable(page, "staff-home")).toEqual([]);
  await page.goto("/app-checkin/reader?type=event&id=d1-recife-03&city=recife");
  await settle(page);
  await shot(page, "dark-staff-reader");
  await context.close();
});
