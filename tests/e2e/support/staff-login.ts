import { expect, type Page } from "@playwright/test";
import { STAFF } from "./env";
import { readLatestCode } from "./outbox";

export const STAFF_PHONE = "+5581988880000";

/** The staff login as a person does it: user + password, then the 5-character code. */
export async function loginAsStaff(page: Page) {
  await page.goto("/app-checkin");
  await page.getByTestId("staff-username").fill(STAFF.username);
  await page.getByTestId("staff-password").fill(STAFF.password);
  const after = new Date(Date.now() - 1000);
  await page.getByTestId("staff-continue").click();
  await page.waitForURL(/\/app-checkin\/validation$/);
  const code = await readLatestCode(page.request, STAFF_PHONE, { after });
  await page.getByTestId("code-digit-0").click();
  await page.keyboard.type(code);
  await page.getByTestId("staff-validate").click();
  await page.waitForURL(/\/app-checkin\/home$/);
  await expect(page.getByTestId("staff-signed-in")).toBeVisible();
}
