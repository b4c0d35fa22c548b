import type { Page } from "@playwright/test";
import { readLatestCode } from "./support/outbox";
import { loginAsParticipant } from "./support/participant-login";
import { expect, test } from "./support/fixtures";

// Registration steps 1–3 as a visitor: the plan chosen on /plans carries over; origin with the
// spec's union/association table (read-only) and Espanha's lists; personal data with required
// fields, CPF check digits and the under-18 notice; the phone's code creates the account and the
// session, then plan and PIX payment. A registered phone is refused. Dependents: instructions →
// registration with ?type=dependent → /dependents (age badge, data sheet, cancel enrolment).

const GUARDIAN = "+5581999990013";

async function expectNoShell(page: Page) {
  await expect(page.getByTestId("bottom-nav")).toHaveCount(0);
  await expect(page.getByTestId("header-bell")).toHaveCount(0);
}

async function enterCode(page: Page, phone: string, after: Date) {
  const code = await readLatestCode(page.request, phone, { after });
  await page.getByTestId("code-digit-0").click();
  await page.keyboard.type(code);
  await expect(page.getByTestId("code-input")).toHaveAttribute("data-state", "success");
}

async function fillOrigin(page: Page, state: string, city: string) {
  await page.locator("#origin-country").selectOption("Brasil");
  await page.locator("#origin-state").selectOption(state);
  await page.locator("#origin-city").selectOption(city);
}

test("full registration: /plans choice → origin → personal → code → account + session → plan preselected → PIX → success", async ({
  page,
  shot,
  db,
}) => {
  test.slow();
  await page.goto("/plans");
  await page.getByTestId("plan-congressista").click();
  await page.getByTestId("plans-continue").click();
  await expect(page).toHaveURL(/\/register\/origin\?plan=congressista$/);
  await expectNoShell(page);
  await expect(page.getByTestId("register-progress")).toHaveAttribute("data-value", "33");
  await expect(page.getByText("Etapa 1 de 3")).toBeVisible();

  // Nothing chosen: every required field says so.
  await page.getByTestId("origin-continue").click();
  for (const f of ["country", "state", "city"])
    await expect(page.getByTestId(`origin-${f}-error`)).toHaveText("Campo obrigatório.");

  // São Paulo → the table's union and association, read-only.
  await fillOrigin(page, "SP", "Campinas");
  await expect(page.locator("#origin-union")).toHaveValue("União Central Brasileira");
  await expect(page.locator("#origin-association")).toHaveValue("Associação Paulista");
  await expect(page.locator("#origin-association")).toHaveAttribute("readonly", "");
  // Changing the state clears the city.
  await page.locator("#origin-state").selectOption("PR");
  await expect(page.locator("#origin-city")).toHaveValue("");
  await page.locator("#origin-city").selectOption("Curitiba");
  await expect(page.locator("#origin-union")).toHaveValue("União Sul Brasileira");
  await expect(page.locator("#origin-association")).toHaveValue("Associação Sul Paranaense");
  await page.locator("#origin-state").selectOption("PE");
  await page.locator("#origin-city").selectOption("Recife");
  await expect(page.locator("#origin-association")).toHaveValue("Associação Regional");
  await shot(page, "register-origin");
  await page.getByTestId("origin-continue").click();

  await expect(page).toHaveURL(/\/register\/personal$/);
  await expect(page.getByTestId("register-progress")).toHaveAttribute("data-value", "66");
  await page.getByTestId("personal-continue").click();
  for (const f of ["fullName", "nickname", "birthDate", "nationality", "email", "phone"])
    await expect(page.getByTestId(`personal-${f}-error`)).toHaveText("Campo obrigatório.");

  await page.locator("#personal-fullName").fill("Rafaela Nunes Teixeira");
  await page.locator("#personal-nickname").fill("Rafa");
  await page.locator("#personal-birthDate").fill("2010-04-02");
  await expect(page.getByTestId("guardian-notice")).toBeVisible();
  await page.locator("#personal-birthDate").fill("2003-04-02");
  await expect(page.getByTestId("guardian-notice")).toHaveCount(0);
  await page.locator("#personal-nationality").selectOption("Brasil");
  await expect(page.locator("#personal-document")).toHaveCount(0);
  await page.locator("#personal-cpf").fill("52998224724");
  await expect(page.locator("#personal-cpf")).toHaveValue("529.982.247-24");
  await page.locator("#personal-rg").fill("8765432");
  await page.locator("#personal-email").fill("rafa.teixeira@example.com");
  await page.locator("#personal-phone").fill("81 97777-1301");
  // The server checks the CPF's check digits: nothing is sent.
  await page.getByTestId("personal-continue").click();
  await expect(page.getByTestId("personal-cpf-error")).toHaveText("CPF inválido.");
  await expect(page).toHaveURL(/\/register\/personal$/);
  await page.locator("#personal-cpf").fill("52998224725");
  await shot(page, "register-personal");
  const sentAfter = new Date(Date.now() - 1000);
  await page.getByTestId("personal-continue").click();

  await expect(page).toHaveURL(/\/register\/validation$/);
  await expect(page.getByTestId("register-progress")).toHaveAttribute("data-value", "100");
  await expect(page.getByText("+55 81 97777 1301")).toBeVisible();
  await expect(page.getByTestId("code-validate")).toBeDisabled();
  await enterCode(page, "+5581977771301", sentAfter);
  await expect(page.getByTestId("code-message")).toHaveText("Cadastro concluído!");
  await shot(page, "register-validation");
  await page.getByTestId("code-validate").click();

  // The account exists with the table's association; the session is open; the plan is preselected.
  await expect(page).toHaveURL(/\/register\/plan\?plan=congressista$/);
  const user = db.one<{ fullName: string; association: string; cpf: string; memberCode: string }>(
    "SELECT fullName, association, cpf, memberCode FROM User WHERE phone = ?",
    "+5581977771301",
  );
  expect(user).toMatchObject({
    fullName: "Rafaela Nunes Teixeira",
    association: "Associação Regional",
    cpf: "52998224725",
  });
  await expect(page.getByTestId("register-plan-congressista")).toHaveAttribute("aria-checked", "true");
  await page.getByTestId("register-plan-continue").click();
  await expect(page).toHaveURL(/\/payment\?order=/);
  await expect(page.getByTestId("payment-amount")).toHaveText("R$ 499,00");
  await page.getByTestId("terms-rules").click();
  await page.getByTestId("terms-images").click();
  await page.getByTestId("pix-pay").click();
  await expect(page.getByTestId("pix-payload")).toHaveValue(/5406499\.00/);
  await page.getByTestId("pix-confirm").click();
  await expect(page).toHaveURL(/\/success\?order=/, { timeout: 10_000 });
  await expect(page.getByTestId("success-amount")).toHaveText("R$ 499,00");
  expect(
    db.one<{ n: number }>(
      "SELECT COUNT(*) AS n FROM Ticket t JOIN User u ON u.id = t.userId WHERE u.phone = ?",
      "+5581977771301",
    ).n,
  ).toBe(1);
});

test("Espanha: the union list (Norte, Sul, Central) and each union's associations are chosen", async ({
  page,
  shot,
}) => {
  await page.goto("/register/origin");
  await page.locator("#origin-country").selectOption("Espanha");
  await page.locator("#origin-state").selectOption("Galicia");
  await page.locator("#origin-city").selectOption("Vigo");
  const union = page.locator("#origin-union");
  await expect(union.locator("option")).toHaveText([
    "Selecione",
    "União Norte",
    "União Sul",
    "União Central",
  ]);
  await expect(page.locator("#origin-association")).toBeDisabled();
  await page.getByTestId("origin-continue").click();
  await expect(page.getByTestId("origin-union-error")).toHaveText("Campo obrigatório.");
  await expect(page.getByTestId("origin-association-error")).toHaveText("Campo obrigatório.");
  await union.selectOption("União Sul");
  await expect(page.locator("#origin-association option")).toHaveText([
    "Selecione",
    "Associação Andaluza",
    "Associação Murciana",
  ]);
  await union.selectOption("União Norte");
  await expect(page.locator("#origin-association option")).toHaveText([
    "Selecione",
    "Associação Galega",
    "Associação Cantábrica",
    "Associação Basca",
  ]);
  await page.locator("#origin-association").selectOption("Associação Galega");
  await shot(page, "register-origin-espanha");
  await page.getByTestId("origin-continue").click();
  await expect(page).toHaveURL(/\/register\/personal$/);
  const draft = await page.evaluate(() =>
    JSON.parse(window.sessionStorage.getItem("t26.registration") ?? "{}"),
  );
  expect(draft.origin).toEqual({
    country: "Espanha",
    state: "Galicia",
    city: "Vigo",
    union: "União Norte",
    association: "Associação Galega",
  });
  // Another nationality: one international document field instead of CPF and RG.
  await page.locator("#personal-nationality").selectOption("Outro");
  await expect(page.locator("#personal-cpf")).toHaveCount(0);
  await expect(page.locator("#personal-document")).toBeVisible();
  await expect(page.locator("#personal-customNationality")).toBeVisible();
});

test("a phone that already has an account gets no code: the message and a way to log in", async ({
  page,
}) => {
  await page.goto("/register/origin");
  await fillOrigin(page, "PE", "Olinda");
  await page.getByTestId("origin-continue").click();
  await page.locator("#personal-fullName").fill("Outra Pessoa");
  await page.locator("#personal-nickname").fill("Outra");
  await page.locator("#personal-birthDate").fill("1999-09-09");
  await page.locator("#personal-nationality").selectOption("Chile");
  await page.locator("#personal-document").fill("P7654321");
  await page.locator("#personal-email").fill("outra@example.com");
  await page.locator("#personal-phone").fill("81 99999-0002");
  await page.getByTestId("personal-continue").click();
  await expect(page.getByTestId("personal-phone-error")).toHaveText(
    "Este número já tem cadastro. Entre com ele pelo login.",
  );
  await expect(page.getByRole("link", { name: "Ir para o login" })).toBeVisible();
  await expect(page).toHaveURL(/\/register\/personal$/);
});

test("dependents: instructions → ?type=dependent registration with the guardian's code → list, data sheet, cancel enrolment", async ({
  page,
  shot,
  db,
}) => {
  test.slow();
  await loginAsParticipant(page, GUARDIAN);
  await page.goto("/dependents");
  await expect(page.getByTestId("dependents-empty")).toHaveText("Nenhum dependente cadastrado");
  await page.getByTestId("dependents-add").click();
  await expect(page).toHaveURL(/\/dependents\/instructions$/);
  await expect(page.getByTestId("dependents-start")).toBeDisabled();
  await page.getByTestId("dependents-read").click();
  await shot(page, "dependents-instructions");
  await page.getByTestId("dependents-start").click();

  await expect(page).toHaveURL(/\/register\/origin\?type=dependent$/);
  await expect(page.getByText("De onde vem o seu dependente?")).toBeVisible();
  await fillOrigin(page, "PE", "Recife");
  await page.getByTestId("origin-continue").click();
  await expect(page).toHaveURL(/\/register\/personal\?type=dependent$/);
  // The phone is the guardian's, read-only: the code goes there.
  await expect(page.locator("#personal-phone")).toHaveAttribute("readonly", "");
  await expect(page.locator("#personal-phone")).toHaveValue("(81) 99999-0013");
  await page.locator("#personal-fullName").fill("Pedro Henrique Costa");
  await page.locator("#personal-nickname").fill("Pedrinho");
  await page.locator("#personal-birthDate").fill("1990-01-01");
  await page.locator("#personal-relationship").selectOption("Filho");
  await page.locator("#personal-nationality").selectOption("Brasil");
  await page.locator("#personal-cpf").fill("390.533.447-05");
  await page.locator("#personal-rg").fill("1122334");
  await page.locator("#personal-email").fill("pedrinho@example.com");
  await page.getByTestId("personal-continue").click();
  await expect(page.getByTestId("personal-birthDate-error")).toHaveText(
    "Dependentes são menores de 18 anos. Quem tem 18 ou mais faz o próprio cadastro.",
  );
  await page.locator("#personal-birthDate").fill("2016-06-15");
  await expect(page.getByTestId("guardian-notice")).toBeVisible();
  await shot(page, "register-personal-dependent");
  const sentAfter = new Date(Date.now() - 1000);
  await page.getByTestId("personal-continue").click();
  await expect(page).toHaveURL(/\/register\/validation\?type=dependent$/);
  await enterCode(page, GUARDIAN, sentAfter);
  await expect(page.getByTestId("code-message")).toHaveText("Dependente cadastrado!");
  await page.getByTestId("code-validate").click();

  await expect(page).toHaveURL(/\/dependents$/);
  const card = page.getByTestId("dependent-card");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Pedro Henrique Costa");
  await expect(card).toContainText("Filho");
  // 10 years old on the app's clock (under 12 → the first badge colour).
  await expect(card.getByTestId("dependent-age")).toHaveText("10 anos");
  await expect(card.getByTestId("dependent-age")).toHaveClass(/bg-sky-100/);
  await expect(card.getByTestId("dependent-cancel")).toBeDisabled();

  // The guardian enrols in an event: the free dependent follows; then cancel only the dependent's seat.
  const event = db.one<{ id: string; title: string }>(
    `SELECT id, title FROM Event WHERE cityId = 'recife' AND id LIKE 'd2-%' AND enrolledCount + 2 <= capacity
     AND NOT EXISTS (SELECT 1 FROM Enrolment n JOIN User u ON u.id = n.userId WHERE n.slotStartsAt = Event.startsAt AND u.phone = ?)
     ORDER BY startsAt LIMIT 1`,
    GUARDIAN,
  );
  await page.goto("/schedule?city=recife&date=2026-11-02");
  await page.locator(`[data-testid="event-card"][data-event="${event.id}"]`).click();
  await page.getByTestId("event-dialog").getByTestId("event-enrol").click();
  await expect(page.getByText("Inscrição realizada!")).toBeVisible();
  const seats = () =>
    db.one<{ enrolledCount: number }>("SELECT enrolledCount FROM Event WHERE id = ?", event.id).enrolledCount;
  const afterEnrol = seats();

  await page.goto("/dependents");
  await card.getByTestId("dependent-view").click();
  const sheet = page.getByTestId("dependent-sheet");
  await expect(sheet).toContainText("Pedrinho");
  await expect(sheet.getByTestId("dependent-enrolments")).toContainText(event.title);
  await expect(sheet.getByRole("link", { name: "Ver passe (QR)" })).toHaveAttribute(
    "href",
    /\/checkin\?for=/,
  );
  await sheet.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  await shot(page, "dependents-sheet");
  await page.keyboard.press("Escape");
  await card.getByTestId("dependent-cancel").click();
  await expect(page.getByRole("alertdialog")).toContainText("Pedrinho");
  await page.getByTestId("dependent-cancel-confirm").click();
  await expect(page.getByText("Inscrição cancelada!")).toBeVisible();
  await expect(card.getByTestId("dependent-cancel")).toBeDisabled();
  expect(seats()).toBe(afterEnrol - 1);
  await shot(page, "dependents");
});
