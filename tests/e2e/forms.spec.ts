import type { Page } from "@playwright/test";
import { BASE_URL, PARTICIPANT_STORAGE_STATE } from "./support/env";
import { expect, test } from "./support/fixtures";

// The big forms on react-hook-form with the route's own zod schema: an error shows when a field
// is left (blur) and on submit, in the reader's language; submit puts focus on the first invalid
// field; CPF and phone are masked as typed; the server's field errors land under their fields;
// a failed request keeps everything typed.

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");

async function toPersonalStep(page: Page) {
  await page.goto("/register/origin");
  await page.locator("#origin-country").selectOption("Brasil");
  await page.locator("#origin-state").selectOption("PE");
  await page.locator("#origin-city").selectOption("Recife");
  await page.getByTestId("origin-continue").click();
  await expect(page).toHaveURL(/\/register\/personal$/);
}

for (const [locale, required, cpf] of [
  ["pt", "Campo obrigatório.", "CPF inválido."],
  ["en", "Required field.", "Invalid CPF."],
  ["es", "Campo obligatorio.", "CPF inválido."],
] as const) {
  test(`registration step 2 (${locale}): errors on blur and on submit, focus, masks`, async ({
    page,
    context,
    shot,
  }) => {
    await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: BASE_URL }]);
    await toPersonalStep(page);

    // Leaving an empty required field says so at once, in the reader's language.
    await page.locator("#personal-fullName").focus();
    await page.locator("#personal-nickname").focus();
    await expect(page.getByTestId("personal-fullName-error")).toHaveText(required);
    await expect(page.locator("#personal-fullName")).toHaveAttribute("aria-invalid", "true");
    // Typing a valid value clears it.
    await page.locator("#personal-fullName").fill("Ana Beatriz Souza");
    await expect(page.getByTestId("personal-fullName-error")).toHaveCount(0);

    // CPF: masked as typed, its check digits checked on blur by the route's schema.
    await page.locator("#personal-nationality").selectOption("Brasil");
    await page.locator("#personal-cpf").pressSequentially("11111111112");
    await expect(page.locator("#personal-cpf")).toHaveValue("111.111.111-12");
    await page.locator("#personal-rg").focus();
    await expect(page.getByTestId("personal-cpf-error")).toHaveText(cpf);
    await page.locator("#personal-cpf").fill("");
    await page.locator("#personal-cpf").pressSequentially("52998224725");
    await expect(page.locator("#personal-cpf")).toHaveValue("529.982.247-25");
    await expect(page.getByTestId("personal-cpf-error")).toHaveCount(0);

    // Phone: masked for the chosen country code.
    await page.locator("#personal-phone").pressSequentially("81977771399");
    await expect(page.locator("#personal-phone")).toHaveValue("(81) 97777-1399");

    // Submit with fields still missing: every error shows, focus goes to the first of them.
    await page.getByTestId("personal-continue").click();
    await expect(page.getByTestId("personal-nickname-error")).toHaveText(required);
    await expect(page.getByTestId("personal-birthDate-error")).toHaveText(required);
    await expect(page.getByTestId("personal-rg-error")).toHaveText(required);
    await expect(page.getByTestId("personal-email-error")).toHaveText(required);
    await expect.poll(() => focusedId(page)).toBe("personal-nickname");
    await expect(page).toHaveURL(/\/register\/personal$/);
    if (locale === "pt") await shot(page, "forms-personal-errors");
  });
}

test("registration step 2: a failed request keeps what was typed; the server's field error lands on its field", async ({
  page,
}) => {
  await toPersonalStep(page);
  await page.locator("#personal-fullName").fill("Caio Mendes");
  await page.locator("#personal-nickname").fill("Caio");
  await page.locator("#personal-birthDate").fill("2000-02-02");
  await page.locator("#personal-nationality").selectOption("Chile");
  await page.locator("#personal-document").fill("P1234567");
  await page.locator("#personal-email").fill("caio@example.com");
  await page.locator("#personal-phone").pressSequentially("81977771398");

  // The network fails: a message, and nothing typed is lost.
  await page.route("**/api/registration/code", (route) => route.abort("failed"));
  await page.getByTestId("personal-continue").click();
  await expect(page.getByText(/tente novamente/i).first()).toBeVisible();
  await expect(page.locator("#personal-fullName")).toHaveValue("Caio Mendes");
  await expect(page.locator("#personal-email")).toHaveValue("caio@example.com");
  await expect(page.locator("#personal-phone")).toHaveValue("(81) 97777-1398");
  await expect(page).toHaveURL(/\/register\/personal$/);

  // The server refuses one field: its message goes under it and focus moves there.
  await page.unroute("**/api/registration/code");
  await page.route("**/api/registration/code", (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({
        error: {
          code: "VALIDATION_FAILED",
          message: "Dados inválidos.",
          fields: { "personal.email": ["Este e-mail não é aceito."] },
        },
      }),
    }),
  );
  await page.getByTestId("personal-continue").click();
  await expect(page.getByTestId("personal-email-error")).toHaveText("Este e-mail não é aceito.");
  await expect.poll(() => focusedId(page)).toBe("personal-email");
  await expect(page.locator("#personal-document")).toHaveValue("P1234567");
});

test.describe("profile edit", () => {
  test.use({ storageState: PARTICIPANT_STORAGE_STATE });

  test("errors on blur and on save with focus; the server's field error under its field", async ({
    page,
  }) => {
    await page.goto("/profile/edit");
    const name = page.getByTestId("profile-name");
    const original = await name.inputValue();
    await name.fill("A");
    await page.getByTestId("profile-bio").focus();
    await expect(page.getByTestId("profile-name-error")).toHaveText("Texto curto demais.");
    await page.getByTestId("profile-instagram").fill("not a handle!");
    await page.getByTestId("profile-save").click();
    await expect(page.getByTestId("profile-instagram-error")).toHaveText("Usuário do Instagram inválido.");
    await expect.poll(() => focusedId(page)).toBe("profile-name");

    // Fixed on the device, refused by the server for a field: shown there, nothing lost.
    await name.fill(original);
    await page.getByTestId("profile-instagram").fill("maria.t26");
    await page.route("**/api/me/profile", (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({
            status: 400,
            contentType: "application/json",
            body: JSON.stringify({
              error: {
                code: "VALIDATION_FAILED",
                message: "Dados inválidos.",
                fields: { instagram: ["Este usuário já está em uso."] },
              },
            }),
          })
        : route.continue(),
    );
    await page.getByTestId("profile-save").click();
    await expect(page.getByTestId("profile-instagram-error")).toHaveText("Este usuário já está em uso.");
    await expect.poll(() => focusedId(page)).toBe("profile-instagram");
    await expect(page.getByTestId("profile-instagram")).toHaveValue("maria.t26");
    await expect(page).toHaveURL(/\/profile\/edit$/);
  });
});
