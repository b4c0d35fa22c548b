import { readFileSync } from "node:fs";
import { loginAsParticipant } from "./support/participant-login";
import { expect, test } from "./support/fixtures";

// Legal documents (public, single-open accordion with the versions from the database) and "Meus
// dados": the export downloads as JSON with the person's data; deleting the account (typed
// confirmation) ends the session and frees the phone — logging in with it finds no account.

const ANA = "+5583999990004";

test("/terms: four documents with their versions; opening one closes the other; no 'Meus dados' logged out", async ({
  page,
  shot,
}) => {
  await page.goto("/terms");
  const docs = page.getByTestId("legal-doc");
  await expect(docs).toHaveCount(4);
  await expect(page.getByTestId("legal-version")).toHaveText([
    "Versão: Janeiro 2024",
    "Versão: 2.0",
    "Versão: Janeiro 2024",
    "Versão: 1.0",
  ]);
  await docs.nth(0).getByRole("button").click();
  await expect(docs.nth(0)).toHaveAttribute("data-state", "open");
  await docs.nth(1).getByRole("button").click();
  await expect(docs.nth(1)).toHaveAttribute("data-state", "open");
  await expect(docs.nth(0)).toHaveAttribute("data-state", "closed");
  await expect(page.getByTestId("my-data")).toHaveCount(0);
  await shot(page, "terms");
});

test("Meus dados: export as JSON, then delete the account — the session ends and the phone is free", async ({
  page,
  shot,
}) => {
  test.slow();
  await loginAsParticipant(page, ANA);
  await page.goto("/terms");
  await expect(page.getByTestId("my-data")).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("data-export").click(),
  ]);
  expect(download.suggestedFilename()).toBe("together2026-meus-dados.json");
  const data = JSON.parse(readFileSync(await download.path(), "utf8"));
  expect(data.profile).toMatchObject({ fullName: "Ana Beatriz Lima", phone: ANA });
  expect(data.ticket).not.toBeNull();

  await page.getByTestId("account-delete").click();
  const confirm = page.getByTestId("account-delete-confirm");
  await expect(confirm).toBeDisabled();
  await page.getByTestId("account-delete-word").fill("excluir");
  await expect(confirm).toBeEnabled();
  await shot(page, "terms-delete");
  await confirm.click();
  await expect(page.getByText("Conta excluída.")).toBeVisible();
  await expect(page).toHaveURL(/\/home$/, { timeout: 5000 });
  // The old session opens nothing any more.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login/);
  expect((await page.request.get("/api/me")).status()).toBe(401);
  // The phone is free: registering it again is accepted (a taken phone would be a 409).
  const status = await page.evaluate(async (phone) => {
    const res = await fetch("/api/registration/code", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        origin: { country: "Brasil", state: "PB", city: "João Pessoa" },
        personal: {
          fullName: "Ana Beatriz Lima",
          nickname: "Bia",
          birthDate: "2003-02-14",
          nationality: "Brasil",
          cpf: "529.982.247-25",
          rg: "1234567",
          email: "ana@example.com",
          countryCode: "+55",
          phone: phone.slice(3),
        },
      }),
    });
    return res.status;
  }, ANA);
  expect(status).toBe(200);
});
