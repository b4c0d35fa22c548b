import { PARTICIPANT_STORAGE_STATE } from "./support/env";
import { expect, test } from "./support/fixtures";

// News on real data: chips filter, the next page as the list scrolls, an article with its body
// sanitised (the seeded <script> never runs), like + reload, a comment with Enter + reload.

test.use({ storageState: PARTICIPANT_STORAGE_STATE });

test("list: chips filter, scrolling loads the next page", async ({ page, shot }) => {
  await page.goto("/news");
  const cards = page.getByTestId("news-card");
  await expect(cards).toHaveCount(8);
  await page.getByTestId("news-footer").scrollIntoViewIfNeeded();
  await expect.poll(() => cards.count()).toBeGreaterThan(8);
  await expect(page.getByTestId("news-footer")).toHaveText("Você viu todas as notícias.");
  await shot(page, "news");
  await page.getByTestId("news-chip-emergencia").click();
  await expect(page.getByTestId("news-chip-emergencia")).toHaveAttribute("aria-pressed", "true");
  await expect(cards.first()).toBeVisible();
  for (const c of await cards.all()) await expect(c).toHaveAttribute("data-category", "emergencia");
  await page.getByTestId("news-chip-all").click();
  await expect(cards).toHaveCount(8);
});

test("article: sanitised body (no script runs), like and comment survive a reload", async ({
  page,
  shot,
}) => {
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto("/news/oficinas-vagas-limitadas");
  await expect(page.getByTestId("news-title")).toHaveText("Oficinas com vagas limitadas: garanta a sua");
  await expect(page.getByTestId("news-body")).toContainText("Oficina de Fotografia com Celular");
  expect(await page.getByTestId("news-body").locator("script, img[onerror], [onerror]").count()).toBe(0);
  await expect(page.getByTestId("news-related").first()).toBeVisible();

  const like = page.getByTestId("news-like");
  const before = Number(await page.getByTestId("news-like-count").textContent());
  const wasLiked = (await like.getAttribute("data-liked")) === "true";
  await like.click();
  await expect(like).toHaveAttribute("data-liked", wasLiked ? "false" : "true");
  const input = page.getByTestId("news-comment-input");
  const text = `Vou me inscrever hoje! ${Date.now() % 10000}`;
  await input.fill(text);
  await input.press("Enter");
  await expect(page.getByText("Comentário adicionado!")).toBeVisible();
  await expect(input).toHaveValue("");
  await page.reload();
  await expect(page.getByTestId("news-like")).toHaveAttribute("data-liked", wasLiked ? "false" : "true");
  await expect(page.getByTestId("news-like-count")).toHaveText(String(before + (wasLiked ? -1 : 1)));
  await expect(page.getByTestId("news-comment-content").last()).toHaveText(text);
  await shot(page, "news-detail");
  expect(dialogs).toEqual([]);
  const res = await page.goto("/news/nao-existe");
  expect(res?.status()).toBe(404);
});
