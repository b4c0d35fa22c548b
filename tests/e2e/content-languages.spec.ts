import type { BrowserContext, Page } from "@playwright/test";
import { unlockRewards } from "./support/congress-activity";
import { BASE_URL, PARTICIPANT_STORAGE_STATE } from "./support/env";
import { expect, test } from "./support/fixtures";

// Organiser-written content in the reader's language (docs/content-languages.md): help topics and
// FAQs (and their search), community topics, reward points, plans and legal documents switch with
// the interface; news and events without a version in that language keep their Portuguese text
// under an "In Portuguese" / "En portugués" badge. News cards and articles carry their images.
// The language is the NEXT_LOCALE cookie of this test's own browser context (the shared
// participant's saved setting is left alone).

test.use({ storageState: PARTICIPANT_STORAGE_STATE });

async function speak(context: BrowserContext, locale: "en" | "es") {
  await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: BASE_URL }]);
}

/** The notices category (its items, whatever their dates); retried until the hydrated chip answers. */
async function notices(page: Page) {
  const chip = page.getByTestId("news-chip-avisos");
  await expect(async () => {
    await chip.click();
    await expect(chip).toHaveAttribute("aria-pressed", "true", { timeout: 1000 });
  }).toPass();
  await expect(page.locator('[data-testid="news-card"][data-category="avisos"]').first()).toBeVisible();
}

async function search(page: Page, query: string) {
  await page.getByTestId("help-search").fill(query);
  await page.getByTestId("help-search").press("Enter");
}

test("English: help topics, FAQ and search; community topics; rewards; plans; legal", async ({
  page,
  context,
  shot,
}) => {
  test.slow(); // five screens
  await speak(context, "en");
  await page.goto("/help");
  await expect(page.getByTestId("help-topic-cadastro")).toContainText("Sign-up");
  await expect(page.getByTestId("help-topic-cancelamentos")).toContainText("Cancellations and Refunds");
  await search(page, "change language");
  const hits = page.getByTestId("help-hit");
  await expect(hits).toHaveCount(1);
  await expect(hits.first()).toContainText("How do I change the app's language?");
  await shot(page, "help-en");
  await hits.first().click();
  await expect(page).toHaveURL(/\/help\/aplicativo#aplicativo-2$/);
  await expect(page.getByRole("heading", { name: "The App", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "How do I change the app's language?" }).click();
  await expect(page.getByText("In Menu > Settings, choose Portuguese, English or Spanish")).toBeVisible();
  await shot(page, "help-topic-en");

  await page.goto("/community");
  await expect(page.getByText("Volunteer Service")).toBeVisible();
  await expect(page.getByText("Serviço Voluntário")).toHaveCount(0);

  // Maria scanned the Gratitude Wall on day 2 (other specs may unlock more points for her).
  await unlockRewards(BASE_URL, ["rp-recife-04"]);
  await page.goto("/rewards");
  await expect(page.getByTestId("reward-point").filter({ hasText: "Prayer Tunnel" })).toBeVisible();
  await expect(page.getByTestId("reward-history-item").filter({ hasText: "Gratitude Wall" })).toHaveCount(1);

  await page.goto("/plans");
  await expect(page.getByTestId("plan-congressista").getByTestId("plan-name")).toHaveText("Congress member");
  await expect(page.getByTestId("plan-nao_congressista").getByTestId("plan-name")).toHaveText("Day visitor");
  await expect(page.getByTestId("plan-nao_congressista")).toContainText("Choose the days you will attend.");
  await shot(page, "plans-en");

  await page.goto("/terms");
  await expect(page.getByTestId("legal-version")).toHaveText([
    "Version: January 2024",
    "Version: 2.0",
    "Version: January 2024",
    "Version: 1.0",
  ]);
  const terms = page.getByTestId("legal-doc").first();
  await expect(terms).toContainText("Terms of Use");
  await terms.getByRole("button").click();
  await expect(terms).toContainText("These Terms of Use govern access");
  await shot(page, "legal-en");
});

test("Spanish: help topics, FAQ and search; community topics; rewards; plans; legal", async ({
  page,
  context,
  shot,
}) => {
  test.slow(); // five screens
  await speak(context, "es");
  await page.goto("/help");
  await expect(page.getByTestId("help-topic-cadastro")).toContainText("Registro");
  await expect(page.getByTestId("help-topic-programacao")).toContainText("Programación");
  await search(page, "reembolsan");
  await expect(page.getByTestId("help-hit")).toHaveCount(1);
  await expect(page.getByTestId("help-hit")).toContainText(
    "¿Cómo funciona el reembolso de actividades pagas?",
  );
  await shot(page, "help-es");
  await page.goto("/help/cancelamentos");
  await expect(page.getByRole("heading", { name: "Cancelaciones y Reembolsos", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "¿Cómo cancelo una inscripción?" })).toBeVisible();

  await page.goto("/community");
  await expect(page.getByText("Misiones", { exact: true })).toBeVisible();
  await expect(page.getByText("Amistad", { exact: true })).toBeVisible();

  await page.goto("/rewards");
  await expect(page.getByTestId("reward-point").filter({ hasText: "Túnel de la Oración" })).toBeVisible();

  await page.goto("/plans");
  await expect(page.getByTestId("plan-congressista").getByTestId("plan-name")).toHaveText("Congresista");
  await expect(page.getByTestId("plan-congressista")).toContainText("Acceso a los cuatro días del congreso.");
  await shot(page, "plans-es");

  await page.goto("/terms");
  await expect(page.getByTestId("legal-version").first()).toHaveText("Versión: Enero 2024");
  await expect(page.getByTestId("legal-doc").nth(2)).toContainText("Política de Privacidad");
  await page.getByTestId("legal-doc").nth(1).getByRole("button").click();
  await expect(page.getByTestId("legal-doc").nth(1)).toContainText("Modalidades de inscripción");
  await shot(page, "legal-es");
});

test("news in English: translated items in English, the others in Portuguese with the badge; images", async ({
  page,
  context,
  shot,
}) => {
  await speak(context, "en");
  await page.goto("/news");
  // The notices category holds the three items below whatever their dates.
  await notices(page);
  const card = (id: string) => page.locator(`[data-testid="news-card"][data-news="${id}"]`);
  const welcome = card("bem-vindos-together-2026");
  await expect(welcome).toContainText("Welcome to Together 2026!");
  await expect(welcome.getByTestId("in-portuguese")).toHaveCount(0);
  const image = welcome.getByTestId("news-card-image");
  await expect(image).toHaveAttribute(
    "alt",
    "Sun rising over a group of young people with colourful confetti",
  );
  await expect(image).toHaveAttribute("src", "/images/news/bem-vindos-together-2026.svg");
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const packing = card("o-que-levar");
  await expect(packing).toContainText("O que levar na mala para os quatro dias");
  await expect(packing.getByTestId("in-portuguese")).toHaveText("In Portuguese");
  await shot(page, "news-en");

  await packing.click();
  await expect(page).toHaveURL(/\/news\/o-que-levar$/);
  await expect(page.getByTestId("in-portuguese")).toHaveText("In Portuguese");
  await expect(page.getByTestId("news-title")).toHaveText("O que levar na mala para os quatro dias");
  await expect(page.getByTestId("news-image")).toHaveAttribute(
    "alt",
    "Suitcase with the sun and a rain cloud behind it",
  );
  await shot(page, "news-article-untranslated-en");

  await page.goto("/news/alerta-chuva-recife");
  await expect(page.getByTestId("news-title")).toHaveText("Heavy rain warning in Recife this Tuesday");
  await expect(page.getByTestId("news-body")).toContainText("Civil Defence has issued");
  await expect(page.getByTestId("in-portuguese")).toHaveCount(0);
  await shot(page, "news-article-en");
});

test("news in Spanish: an item written in English only shows its Portuguese text with 'En portugués'", async ({
  page,
  context,
  shot,
}) => {
  await speak(context, "es");
  await page.goto("/news/recompensas-qr-code");
  await expect(page.getByTestId("in-portuguese")).toHaveText("En portugués");
  await expect(page.getByTestId("news-title")).toHaveText(
    "Recompensas: encontre os QR Codes e suba no ranking",
  );
  await page.goto("/news/credenciamento-e-qr-code");
  await expect(page.getByTestId("news-title")).toHaveText("Acreditación: ten tu código QR a mano");
  await expect(page.getByTestId("in-portuguese")).toHaveCount(0);
  await shot(page, "news-article-es");
  await page.goto("/news");
  await notices(page);
  await expect(page.locator('[data-testid="news-card"][data-news="bem-vindos-together-2026"]')).toContainText(
    "¡Bienvenidos al Together 2026!",
  );
  await shot(page, "news-es");
});

test("schedule in English: translated events in English, the others with the badge (card and dialog)", async ({
  page,
  context,
  db,
  shot,
}) => {
  await speak(context, "en");
  await page.goto("/schedule?city=recife&date=2026-11-02");
  const cards = page.getByTestId("event-card");
  await expect(cards.first()).toBeVisible();
  const translated = db.one<{ id: string; titleEn: string }>(
    `SELECT id, titleEn FROM Event WHERE cityId = 'recife' AND titleEn IS NOT NULL AND id LIKE 'd2-%' ORDER BY startsAt, id LIMIT 1`,
  );
  const english = page.locator(`[data-testid="event-card"][data-event="${translated.id}"]`);
  await expect(english).toContainText(translated.titleEn);
  await expect(english.getByTestId("in-portuguese")).toHaveCount(0);
  const untranslated = db.one<{ id: string; title: string }>(
    `SELECT id, title FROM Event WHERE cityId = 'recife' AND titleEn IS NULL AND id LIKE 'd2-%' ORDER BY startsAt, id LIMIT 1`,
  );
  const portuguese = page.locator(`[data-testid="event-card"][data-event="${untranslated.id}"]`);
  await expect(portuguese).toContainText(untranslated.title);
  await expect(portuguese.getByTestId("in-portuguese")).toHaveText("In Portuguese");
  await shot(page, "schedule-en");
  await portuguese.click();
  const dialog = page.getByTestId("event-dialog");
  await expect(dialog.getByTestId("in-portuguese")).toBeVisible();
  await expect(dialog.getByRole("heading", { name: untranslated.title })).toBeVisible();
  await shot(page, "event-dialog-en");
});
