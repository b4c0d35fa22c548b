import { PARTICIPANT_STORAGE_STATE } from "./support/env";
import { expect, test } from "./support/fixtures";

// The sample participant's receipt (seeded order `seed-order-maria`) opens from the menu's list:
// the sample data's ids are valid order ids, not a 404.
test.use({ storageState: PARTICIPANT_STORAGE_STATE });

test("the sample participant opens her receipt from the list", async ({ page, shot }) => {
  await page.goto("/receipts");
  const item = page.getByTestId("receipt-item").first();
  await expect(item).toBeVisible();
  await item.click();
  await expect(page).toHaveURL(/\/receipts\/seed-order-[a-z0-9-]+$/);
  await expect(page.getByTestId("receipt")).toBeVisible();
  await expect(page.getByTestId("receipt-amount")).toContainText("R$");
  await shot(page, "receipt-sample");
});
