import type { Page } from "@playwright/test";
import { PARTICIPANT_STORAGE_STATE } from "./support/env";
import { expect, test } from "./support/fixtures";

// The app's own Checkbox, Switch, RadioGroup and Tabs (components/ui, written after Radix's to keep
// Radix's code out of the first load): the keyboard, the labels and the hidden form input behave
// as Radix's did. Written and passed against Radix's parts first (docs/performance.md,
// "First-load JavaScript").

test.use({ storageState: PARTICIPANT_STORAGE_STATE });

const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute("data-testid") ?? null);

/**
 * An arrow key held as a person does: the radio takes focus a task after the key goes down and
 * is checked if the key is still down then (Radix's rule; Playwright's `press` lets go at once).
 */
async function hold(page: Page, key: string) {
  await page.keyboard.down(key);
  await page.waitForTimeout(50);
  await page.keyboard.up(key);
}

test("settings: Space and Enter flip a switch, its label too; one Tab stop per radio group, arrows check", async ({
  page,
}) => {
  await page.goto("/settings/notifications");
  const news = page.getByTestId("settings-notifyNews");
  await expect(news).toHaveAttribute("role", "switch");
  const was = await news.getAttribute("aria-checked");
  const other = was === "true" ? "false" : "true";
  await news.focus();
  await page.keyboard.press("Space");
  await expect(news).toHaveAttribute("aria-checked", other);
  await page.keyboard.press("Enter");
  await expect(news).toHaveAttribute("aria-checked", was!);
  await page.locator('label[for="settings-notifyNews"]').click();
  await expect(news).toHaveAttribute("aria-checked", other);
  await expect(news).toHaveAttribute("data-state", other === "true" ? "checked" : "unchecked");
  // Not inside a form: no hidden input after the button.
  await expect(page.locator('[data-testid="settings-notifyNews"] + input')).toHaveCount(0);

  // The language: the checked radio is the group's one Tab stop; arrows move and check, looping.
  const pt = page.getByTestId("settings-locale-pt");
  const en = page.getByTestId("settings-locale-en");
  const es = page.getByTestId("settings-locale-es");
  await expect(pt).toHaveAttribute("aria-checked", "true");
  await expect(en).toHaveAttribute("tabindex", "-1");
  await page.getByTestId("settings-notifyUserContact").focus();
  await page.keyboard.press("Tab"); // past the push switch, if any, to the language
  if ((await focused(page)) === "settings-push") await page.keyboard.press("Tab");
  expect(await focused(page)).toBe("settings-locale-pt");
  await hold(page, "ArrowDown");
  expect(await focused(page)).toBe("settings-locale-en");
  await expect(en).toHaveAttribute("aria-checked", "true");
  await expect(en).toHaveAttribute("data-state", "checked");
  await expect(pt).toHaveAttribute("aria-checked", "false");
  await hold(page, "ArrowRight");
  await expect(es).toHaveAttribute("aria-checked", "true");
  await hold(page, "ArrowDown"); // loops
  await expect(pt).toHaveAttribute("aria-checked", "true");
  await hold(page, "ArrowUp"); // loops back
  await expect(es).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("Enter"); // nothing
  await expect(es).toHaveAttribute("aria-checked", "true");
  expect(await focused(page)).toBe("settings-locale-es");
  await expect(es).toHaveAttribute("tabindex", "0");
  // Tab leaves the group for the theme's checked radio; Shift+Tab comes back to the language's.
  await page.keyboard.press("Tab");
  const theme = await focused(page);
  expect(theme).toMatch(/^settings-theme-/);
  await expect(page.getByTestId(theme!)).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("Shift+Tab");
  expect(await focused(page)).toBe("settings-locale-es");
  // A click on a label checks its radio.
  await page.locator('label[for="settings-locale-en"]').click();
  await expect(en).toHaveAttribute("aria-checked", "true");
  // Space checks the focused radio.
  await pt.focus();
  await page.keyboard.press("Space");
  await expect(pt).toHaveAttribute("aria-checked", "true");
});

test("schedule: Space toggles a type filter, Enter does not, its label does", async ({ page }) => {
  await page.goto("/schedule");
  await page.getByRole("button", { name: /tipo/i }).first().click();
  const box = page.getByRole("checkbox").first();
  await expect(box).toHaveAttribute("aria-checked", "false");
  await box.focus();
  await page.keyboard.press("Space");
  await expect(box).toHaveAttribute("aria-checked", "true");
  await expect(box).toHaveAttribute("data-state", "checked");
  await expect(box.locator("span[data-slot=checkbox-indicator]")).toHaveCount(1);
  await page.keyboard.press("Enter");
  await expect(box).toHaveAttribute("aria-checked", "true");
  const label = page
    .locator("label")
    .filter({ has: page.getByRole("checkbox") })
    .first();
  await label.click({ position: { x: 60, y: 5 } });
  await expect(box).toHaveAttribute("aria-checked", "false");
  await expect(box.locator("span[data-slot=checkbox-indicator]")).toHaveCount(0);
});

test("rewards: the city tabs move with the arrows and select the focused tab", async ({ page }) => {
  await page.goto("/rewards");
  const tabs = page.getByRole("tab");
  // The screen streams in after its loading skeleton: count once the tabs are there.
  await expect(tabs.first()).toBeVisible();
  const count = await tabs.count();
  expect(count).toBeGreaterThan(1); // the seed has several cities
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toHaveCount(1);
  await tabs.first().click();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(tabs.first()).toHaveAttribute("aria-selected", "false");
  const panel = page.getByRole("tabpanel");
  await expect(panel).toHaveAttribute("aria-labelledby", (await tabs.nth(1).getAttribute("id"))!);
  await page.keyboard.press("ArrowDown"); // horizontal: nothing
  await expect(tabs.nth(1)).toBeFocused();
  await page.keyboard.press("End");
  await expect(tabs.nth(count - 1)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight"); // loops
  await expect(tabs.first()).toBeFocused();
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(tabs.nth(count - 1)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Home");
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  // One Tab stop: the selected tab; the next Tab goes to its panel.
  await expect(tabs.nth(1)).toHaveAttribute("tabindex", "-1");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("tabpanel")).toBeFocused();
});

test("profile: a privacy switch inside the form keeps Radix's hidden input in step, with a click to the form", async ({
  page,
}) => {
  await page.goto("/profile/edit");
  const form = page.getByTestId("profile-form");
  const sw = page.getByTestId("profile-showAge");
  const input = page.locator('[data-testid="profile-showAge"] + input');
  await expect(input).toHaveAttribute("type", "checkbox");
  await expect(input).toHaveAttribute("aria-hidden", "true");
  await expect(input).toHaveAttribute("tabindex", "-1");
  const was = (await sw.getAttribute("aria-checked")) === "true";
  expect(await input.evaluate((i: HTMLInputElement) => i.checked)).toBe(was);
  await form.evaluate((f) => {
    (window as unknown as { clicks: string[] }).clicks = [];
    f.addEventListener("click", (e) =>
      (window as unknown as { clicks: string[] }).clicks.push((e.target as Element).tagName),
    );
  });
  await sw.click();
  await expect(sw).toHaveAttribute("aria-checked", String(!was));
  await expect.poll(() => input.evaluate((i: HTMLInputElement) => i.checked)).toBe(!was);
  // The form hears the button's click (the native event, before React's), then the input's.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { clicks: string[] }).clicks))
    .toEqual(["BUTTON", "INPUT"]);
  // Its size is the switch's (measured, for the browser's validation bubble).
  const [a, b] = await Promise.all([sw.boundingBox(), input.boundingBox()]);
  expect([b?.width, b?.height]).toEqual([a?.width, a?.height]);
});

test("dependents' instructions: the label and Space tick the checkbox", async ({ page }) => {
  await page.goto("/dependents/instructions");
  const box = page.getByTestId("dependents-read");
  await expect(box).toHaveAttribute("aria-checked", "false");
  await page.locator('label[for="dependents-read"]').click();
  await expect(box).toHaveAttribute("aria-checked", "true");
  await box.focus();
  await page.keyboard.press("Space");
  await expect(box).toHaveAttribute("aria-checked", "false");
});
