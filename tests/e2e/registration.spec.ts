import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { loginAsParticipant } from "./support/participant-login";
import { expect, test } from "./support/fixtures";

// Plan and payment for a participant without a ticket: Não Congressista with 0 days refused and
// with 3 days totalling R$ 597,00; PIX with the terms step, a real BR Code and the countdown;
// a card that declines and then succeeds; the success summary with the amount charged.

async function asParticipant(browser: Browser, phone: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAsParticipant(page, phone);
  return { context, page };
}

/** The payment screens are reached only mid-registration, so the a11y sweep (a11y.spec.ts) checks them here. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .options({ resultTypes: ["violations"] })
    .analyze();
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
  expect(serious).toEqual([]);
}

async function expectNoShell(page: Page) {
  await expect(page.getByTestId("bottom-nav")).toHaveCount(0);
  await expect(page.getByTestId("header-bell")).toHaveCount(0);
}

test("Não Congressista: days required, 3 days = R$ 597,00; PIX terms → BR Code + countdown → paid → success", async ({
  browser,
  shot,
}) => {
  test.slow();
  const { context, page } = await asParticipant(browser, "+5582999990012");
  await page.getByTestId("no-ticket-card").getByRole("link").click();
  await expect(page).toHaveURL(/\/register\/plan$/);
  await page.getByTestId("register-plan-nao_congressista").click();
  const next = page.getByTestId("register-plan-continue");
  await expect(next).toBeDisabled();
  await expect(page.getByText("Escolha pelo menos um dia.")).toBeVisible();
  for (const d of [1, 2, 3]) await page.getByTestId(`register-day-${d}`).click();
  await expect(page.getByTestId("register-total")).toContainText("Total (3 dias)");
  await expect(page.getByTestId("register-total")).toContainText("R$ 597,00");
  await shot(page, "register-plan");
  await next.click();
  await expect(page).toHaveURL(/\/payment\?order=/);
  await expectNoShell(page);
  await expect(page.getByTestId("payment-amount")).toHaveText("R$ 597,00");

  const pay = page.getByTestId("pix-pay");
  await expect(pay).toBeDisabled();
  await page.getByTestId("terms-rules").click();
  await expect(pay).toBeDisabled();
  await page.getByTestId("terms-images").click();
  await pay.click();
  const payload = await page.getByTestId("pix-payload").inputValue();
  expect(payload).toMatch(/^000201010212.*br\.gov\.bcb\.pix.*5406597\.00.*6304[0-9A-F]{4}$/);
  await expect(page.getByTestId("pix-countdown")).toHaveText(/^(10:00|09:[0-5]\d)$/);
  await expect(page.getByTestId("pix-countdown")).toHaveClass(/text-green-700/);
  await expectAccessible(page);
  await shot(page, "payment-pix");
  await page.getByTestId("pix-confirm").click();
  await expect(page.getByTestId("payment-overlay")).toHaveAttribute("data-state", "paid");
  await expect(page).toHaveURL(/\/success\?order=/, { timeout: 10_000 });
  await expectNoShell(page);
  await expect(page.getByTestId("success-amount")).toHaveText("R$ 597,00");
  await expect(page.getByTestId("success-summary")).toContainText("Não Congressista");
  await shot(page, "success");

  // Paid: the plan page sends them home, which no longer offers a ticket.
  await page.goto("/register/plan");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("no-ticket-card")).toHaveCount(0);
  await context.close();
});

test("card: Congressista R$ 499,00; a declining test card shows the error, another card pays", async ({
  browser,
  shot,
}) => {
  test.slow();
  const { context, page } = await asParticipant(browser, "+5541999990009");
  await page.goto("/register/plan");
  await page.getByTestId("register-plan-congressista").click();
  await expect(page.getByTestId("register-total")).toContainText("R$ 499,00");
  await page.getByTestId("register-plan-continue").click();
  await expect(page).toHaveURL(/\/payment\?order=/);
  await page.getByTestId("tab-card").click();
  await page.getByTestId("card-number").fill("4000000000000002");
  await expect(page.getByTestId("card-number")).toHaveValue("4000 0000 0000 0002");
  await expect(page.getByTestId("card-brand")).toHaveText("Visa");
  await page.getByTestId("card-name").fill("Thiago Martins");
  await page.getByTestId("card-expiry").fill("1230");
  await expect(page.getByTestId("card-expiry")).toHaveValue("12/30");
  await page.getByTestId("card-cvv").fill("123");
  await page.getByTestId("card-cpf").fill("52998224725");
  await expect(page.getByTestId("card-cpf")).toHaveValue("529.982.247-25");
  await page.getByTestId("card-cep").fill("80000000");
  await page.getByTestId("terms-rules").last().click();
  await page.getByTestId("terms-images").last().click();
  await page.getByTestId("card-pay").click();
  await expect(page.getByTestId("card-error")).toHaveText(
    "Pagamento recusado pelo emissor do cartão. Tente outro cartão.",
  );
  await shot(page, "payment-card-declined");

  // A bad number is caught before sending, by the card route's own schema (Luhn), under the
  // field, with focus there; an expiry in the past when the field is left.
  await page.getByTestId("card-number").fill("5555555555554445");
  await page.getByTestId("card-pay").click();
  await expect(page.getByTestId("card-number-error")).toHaveText("Número de cartão inválido.");
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("card-number");
  await page.getByTestId("card-expiry").fill("0120");
  await page.getByTestId("card-cvv").focus();
  await expect(page.getByTestId("card-expiry-error")).toHaveText("Validade inválida ou vencida (MM/AA).");
  await page.getByTestId("card-expiry").fill("1230");

  await page.getByTestId("card-number").fill("5555555555554444");
  await expect(page.getByTestId("card-brand")).toHaveText("Mastercard");
  await page.getByTestId("card-pay").click();
  await expect(page).toHaveURL(/\/success\?order=/, { timeout: 10_000 });
  await expect(page.getByTestId("success-amount")).toHaveText("R$ 499,00");
  await expect(page.getByTestId("success-summary")).toContainText("Cartão");
  await context.close();
});
