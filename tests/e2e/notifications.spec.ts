import type { Page } from "@playwright/test";
import { PARTICIPANT_STORAGE_STATE } from "./support/env";
import { loginAsParticipant } from "./support/participant-login";
import { expect, test } from "./support/fixtures";

// Notifications on real data: the bell's count drops as cards are read; filters with their empty
// states; approving Lucas's contact request reveals Maria's WhatsApp to Lucas; 'Marcar todas'.
// Settings: toggles and language saved on the server, the UI switches at once and stays after reload.

test.use({ storageState: PARTICIPANT_STORAGE_STATE });

const badge = (page: Page) => page.getByTestId("header-badge");

test("the bell counts unread; reading, approving a contact and 'mark all' bring it down; Lucas sees the number", async ({
  page,
  browser,
  shot,
}) => {
  test.slow();
  await page.goto("/dashboard");
  await expect(badge(page)).toHaveText("3");
  await page.getByTestId("header-bell").click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByTestId("notifications-summary")).toHaveText("Você tem 3 notificações novas");
  const cards = page.getByTestId("notification-card");
  // Five seeded, but the rain alert of the congress's third day waits for its news (the e2e clock
  // is a week before the congress).
  await expect(cards).toHaveCount(4);
  await expect(page.getByTestId("notifications-filter-unread")).toHaveText("Novas (3)");
  await page.getByTestId("notifications-filter-read").click();
  await expect(cards).toHaveCount(1);
  for (const c of await cards.all()) await expect(c).toHaveAttribute("data-read", "true");
  await page.getByTestId("notifications-filter-all").click();
  await shot(page, "notifications");

  // Tapping the like card reads it (and opens the post); the bell says 2.
  const like = page.locator('[data-testid="notification-card"]', { hasText: "Nova curtida" });
  await like.getByRole("button").first().click();
  await expect(page).toHaveURL(/\/community\/post\//);
  await expect(badge(page)).toHaveText("2");
  await page.goto("/notifications");
  await expect(like).toHaveAttribute("data-read", "true");

  // Lucas asked for Maria's WhatsApp: approve.
  const contact = page.locator('[data-testid="notification-card"]', { hasText: "Solicitação de contato" });
  await expect(contact).toContainText("Lucas quer o seu WhatsApp.");
  await contact.getByTestId("notification-approve").click();
  await expect(page.getByText("Contato aprovado!")).toBeVisible();
  await expect(contact.getByTestId("notification-decided")).toHaveText("Aprovada");
  await expect(contact.getByTestId("notification-approve")).toHaveCount(0);
  await expect(badge(page)).toHaveText("1");

  await page.getByTestId("notifications-mark-all").click();
  await expect(page.getByTestId("notifications-summary")).toHaveText("Você está em dia!");
  await expect(badge(page)).toHaveCount(0);
  await expect(page.getByTestId("notifications-mark-all")).toBeDisabled();
  await page.getByTestId("notifications-filter-unread").click();
  await expect(page.getByTestId("notifications-empty")).toHaveText("Nenhuma notificação nova.");
  await page.reload();
  await expect(page.getByTestId("notifications-summary")).toHaveText("Você está em dia!");

  // Lucas, on his own phone, is told the number.
  const lucas = await browser.newContext({ storageState: undefined });
  const other = await lucas.newPage();
  await loginAsParticipant(other, "+5581999990003");
  await expect(badge(other)).toBeVisible();
  await other.goto("/notifications");
  const told = other.locator('[data-testid="notification-card"]', { hasText: "Contato liberado" });
  await expect(told).toContainText("Duda aprovou: WhatsApp +55 81 99999 0001");
  await expect(told).toHaveAttribute("data-read", "false");
  await shot(other, "notifications-contact-approved");
  await lucas.close();
});

test("settings: toggles and language are saved, the toast and UI switch at once and stay after a reload", async ({
  page,
  shot,
}) => {
  await page.goto("/menu");
  await page.getByTestId("menu-settings").click();
  await expect(page).toHaveURL(/\/settings\/notifications$/);
  for (const key of ["notifyCommunity", "notifySchedule", "notifyNews", "notifyUserContact"])
    await expect(page.getByTestId(`settings-${key}`)).toHaveAttribute("data-state", "checked");
  await expect(page.getByTestId("settings-locale-pt")).toHaveAttribute("data-state", "checked");
  await page.getByTestId("settings-notifyNews").click();
  await page.getByTestId("settings-locale-en").click();
  await shot(page, "settings");
  await page.getByTestId("settings-save").click();
  // The confirmation speaks the language just chosen.
  await expect(page.getByText("Settings saved successfully!")).toBeVisible();
  await expect(page.getByText("Configurações salvas com sucesso!")).toHaveCount(0);
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByRole("heading", { name: "Menu" })).toBeVisible();
  await expect(page.getByTestId("menu-settings")).toHaveText("Settings");

  await page.goto("/settings/notifications");
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  await expect(page.getByTestId("settings-notifyNews")).toHaveAttribute("data-state", "unchecked");
  await expect(page.getByTestId("settings-notifyCommunity")).toHaveAttribute("data-state", "checked");
  await expect(page.getByTestId("settings-locale-en")).toHaveAttribute("data-state", "checked");

  // Back to the defaults (the sample participant is shared with other specs).
  await page.getByTestId("settings-notifyNews").click();
  await page.getByTestId("settings-locale-pt").click();
  await page.getByTestId("settings-save").click();
  await expect(page.getByText("Configurações salvas com sucesso!")).toBeVisible();
  await expect(page.getByTestId("menu-settings")).toHaveText("Configurações");
});
