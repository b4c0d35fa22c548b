import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { loginAsStaff } from "./support/staff-login";

// Offline reads whose time is not believable are refused when they sync and kept for review: the
// reader gets a translated reason, nothing is checked in, and the item's staff page links to them.

const ROOT = path.resolve(__dirname, "../..");
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(ROOT, "screenshots", `${name}.png`), fullPage: true });

const EVENT = "d2-recife-02";
const MARIA_CODE = "T26-8F3K2Q";

test.use({ storageState: { cookies: [], origins: [] } });

test("reads from before the sign-in or the future are refused, kept and listed for staff", async ({
  page,
}) => {
  await loginAsStaff(page);
  const nonce = () => `e2e${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
  const scan = (scannedAt: string) => ({
    nonce: nonce(),
    type: "event",
    itemId: EVENT,
    code: MARIA_CODE,
    scannedAt,
  });
  const res = await page.request.post("/api/staff/checkin/sync", {
    data: {
      deviceId: "e2e-reader",
      scans: [scan("2026-01-01T12:00:00Z"), scan(new Date(Date.now() + 6 * 3_600_000).toISOString())],
    },
  });
  expect(res.status()).toBe(200);
  const { results } = (await res.json()) as { results: { ok: boolean; code: string; message: string }[] };
  expect(results.map((r) => [r.ok, r.code])).toEqual([
    [false, "SCAN_BEFORE_SIGN_IN"],
    [false, "SCAN_OUTSIDE_WINDOW"],
  ]);
  expect(results[0]!.message).toBe(
    "Leitura anterior ao login deste leitor: guardada para revisão da equipe.",
  );

  await page.goto(`/app-checkin/item/event/${EVENT}`);
  await page.getByTestId("staff-item-refused").click();
  await page.waitForURL(`**/app-checkin/review/event/${EVENT}`);
  await expect(page.getByRole("heading", { name: "Leituras recusadas" })).toBeVisible();
  const items = page.getByTestId("refused-scan");
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: "Fora do horário do item" })).toHaveCount(1);
  const beforeSignIn = items.filter({ hasText: "Antes do login do leitor" });
  await expect(beforeSignIn).toContainText("Lida em 01/01/2026");
  await expect(beforeSignIn).toContainText("Maria Eduarda Santos");
  await shot(page, "staff-refused-scans");
});
