import path from "node:path";
import { expect, test } from "@playwright/test";
import { PARTICIPANT_STORAGE_STATE } from "./support/env";

test.use({ storageState: path.resolve(__dirname, "../..", PARTICIPANT_STORAGE_STATE) });

test("help search finds an FAQ answer without accents and opens its topic", async ({ page }) => {
  await page.goto("/help");
  await page.getByTestId("help-search").fill("dependente menor");
  await page.getByTestId("help-search").press("Enter");
  const results = page.getByTestId("help-results");
  await expect(results.getByText("Como cadastro um dependente menor de idade?")).toBeVisible();
  await results.getByText("Como cadastro um dependente menor de idade?").click();
  await expect(page).toHaveURL(/\/help\/cadastro/);
  await page.getByRole("button", { name: "Como faço meu cadastro?" }).click();
  await expect(page.getByText("Fazer meu cadastro", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: /Falar com suporte/ })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\d+\?text=/,
  );
});
