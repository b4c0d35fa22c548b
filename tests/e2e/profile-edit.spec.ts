import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { PARTICIPANT_STORAGE_STATE } from "./support/env";
import { expect, test } from "./support/fixtures";

// Profile editing as Maria: save disabled until something changes; leaving with unsaved changes
// asks first (an in-app link and the browser's back button); the photo is checked by the server
// ('Foto alterada!') and applied on save; 'Perfil atualizado!' then /menu; the public profile
// obeys the privacy switches.

test.use({ storageState: PARTICIPANT_STORAGE_STATE });

const ROOT = path.resolve(__dirname, "../..");

test("edit: dirty-leave confirmation, photo, save → /menu; the public profile follows the switches", async ({
  page,
  shot,
}) => {
  test.slow();
  const dir = path.join(ROOT, "tests/.tmp/e2e-photos");
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, "avatar.jpg"),
    await sharp({ create: { width: 600, height: 400, channels: 3, background: "#f2994a" } })
      .jpeg()
      .toBuffer(),
  );
  writeFileSync(path.join(dir, "not-an-image.jpg"), Buffer.from("plain text pretending to be a photo"));

  await page.goto("/menu");
  await page.getByTestId("menu-edit").click();
  await expect(page).toHaveURL(/\/profile\/edit$/);
  const save = page.getByTestId("profile-save");
  await expect(save).toBeDisabled();
  const bio = `Amo louvor e trilhas. ${Date.now() % 1000}`;
  await page.getByTestId("profile-bio").fill(bio);
  await expect(page.getByTestId("profile-bio-counter")).toHaveText(`${bio.length}/200 caracteres`);
  await expect(save).toBeEnabled();

  // An in-app link asks first; staying keeps the edit.
  await page.getByTestId("nav-community").click();
  await expect(page.getByRole("alertdialog")).toContainText("Descartar alterações?");
  await page.getByTestId("leave-stay").click();
  await expect(page).toHaveURL(/\/profile\/edit$/);
  await expect(page.getByTestId("profile-bio")).toHaveValue(bio);
  // So does the browser's back button.
  await page.goBack();
  await expect(page.getByRole("alertdialog")).toContainText("Descartar alterações?");
  await page.getByTestId("leave-stay").click();
  await expect(page).toHaveURL(/\/profile\/edit$/);
  await expect(page.getByTestId("profile-bio")).toHaveValue(bio);

  // The photo: a text file named .jpg is refused by the server; a real photo is accepted.
  await page.getByTestId("avatar-input").setInputFiles(path.join(dir, "not-an-image.jpg"));
  await expect(page.getByText("Arquivo inválido").first()).toBeVisible();
  await page.getByTestId("avatar-input").setInputFiles(path.join(dir, "avatar.jpg"));
  await expect(page.getByText("Foto alterada!")).toBeVisible();
  await page.getByTestId("profile-color-teal").click();
  await page.getByTestId("profile-marital").selectOption("casado");
  await page.getByTestId("profile-showMaritalStatus").click(); // hide it
  await shot(page, "profile-edit");
  await save.click();
  await expect(page.getByText("Perfil atualizado!")).toBeVisible();
  await expect(page).toHaveURL(/\/menu$/, { timeout: 5000 });
  await expect(page.getByTestId("menu-summary").locator("img")).toHaveAttribute(
    "src",
    /\/api\/uploads\/avatars\/.+\.webp$/,
  );

  await page.goto("/my-profile");
  await expect(page.getByTestId("profile")).toContainText(bio);
  await expect(page.getByTestId("profile-marital")).toHaveCount(0);
  await page.goto("/profile/edit");
  await expect(page.getByTestId("profile-bio")).toHaveValue(bio);
  await expect(page.getByTestId("profile-marital")).toHaveValue("casado");
  await expect(save).toBeDisabled();
  await page.getByTestId("profile-showMaritalStatus").click(); // show it again
  await save.click();
  await expect(page).toHaveURL(/\/menu$/, { timeout: 5000 });
  await page.goto("/my-profile");
  await expect(page.getByTestId("profile-marital")).toHaveText("Casado(a)");
});
