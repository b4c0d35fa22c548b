import { expect, type Page } from "@playwright/test";
import { readLatestCode } from "./outbox";

/** Brazilian E.164 → what a person types in the phone field with +55 selected. */
export function nationalPart(e164: string): string {
  return e164.replace(/^\+55/, "");
}

/** Goes through /login and /login/validation as a person would; ends on the validation screen in success state. */
export async function enterLoginCode(page: Page, phone: string, baseURL?: string): Promise<string> {
  await page.goto(`${baseURL ?? ""}/login`);
  await page.getByTestId("login-phone").fill(nationalPart(phone));
  const sentAfter = new Date(Date.now() - 1000);
  await page.getByTestId("login-continue").click();
  await page.waitForURL(/\/login\/validation/);
  const code = await readLatestCode(page.request, phone, { after: sentAfter, baseURL });
  await page.getByTestId("code-digit-0").click();
  await page.keyboard.type(code);
  return code;
}

export async function loginAsParticipant(page: Page, phone: string): Promise<void> {
  await enterLoginCode(page, phone);
  await expect(page.getByTestId("code-input")).toHaveAttribute("data-state", "success");
  await page.getByTestId("code-validate").click();
  await page.waitForURL(/\/dashboard$/);
}
