import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { PARTICIPANT_STORAGE_STATE } from "./support/env";
import { loginAsStaff } from "./support/staff-login";
import { expect, test } from "./support/fixtures";

// The community on real data, as Maria: topics → feed → publish with two photos (a renamed .exe
// refused by the server, the order changed before publishing) → the post after a reload with its
// carousel; like and reload; comments with Enter / Shift+Enter; a report that staff act on (the
// post leaves the feed); a WhatsApp request from another participant's profile.

test.use({ storageState: PARTICIPANT_STORAGE_STATE });

const ROOT = path.resolve(__dirname, "../..");
const PHOTOS = path.join(ROOT, "tests/.tmp/e2e-photos");
const LUCAS = "seed-user-lucas";

test.beforeAll(async () => {
  mkdirSync(PHOTOS, { recursive: true });
  writeFileSync(
    path.join(PHOTOS, "praia.jpg"),
    await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#2f80ed" } })
      .jpeg()
      .toBuffer(),
  );
  writeFileSync(
    path.join(PHOTOS, "culto.png"),
    await sharp({ create: { width: 800, height: 800, channels: 3, background: "#eb5757" } })
      .png()
      .toBuffer(),
  );
  writeFileSync(
    path.join(PHOTOS, "virus.jpg"),
    Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00"), Buffer.alloc(4096, 7)]),
  );
});

test("topics → feed → publish with two photos (a renamed .exe refused) → after reload: carousel, like, comments", async ({
  page,
  shot,
}) => {
  test.slow();
  await page.goto("/community");
  await expect(page.getByTestId("topic-card")).toHaveCount(6);
  await expect(page.locator('[data-topic="missions"]')).toContainText("Missões");
  await shot(page, "community-topics");
  await page.locator('[data-topic="friendship"]').click();
  await expect(page).toHaveURL(/\/community\/feed\?topic=friendship$/);
  await expect(page.getByTestId("feed-header")).toContainText("Amizade");
  await shot(page, "community-feed");

  await page.getByTestId("feed-new-post").click();
  await expect(page).toHaveURL(/\/community\/new-post\?topic=friendship$/);
  await expect(page.getByTestId("new-post-topic")).toHaveValue("friendship");
  const publish = page.getByTestId("new-post-publish");
  await expect(publish).toBeDisabled();
  await page
    .getByTestId("photo-input")
    .setInputFiles([
      path.join(PHOTOS, "praia.jpg"),
      path.join(PHOTOS, "culto.png"),
      path.join(PHOTOS, "virus.jpg"),
    ]);
  await expect(page.getByTestId("photo-count")).toHaveText("Fotos (3/10)");
  const text = `Bora combinar o passeio de domingo? ${Date.now()}`;
  await page.getByTestId("new-post-text").fill(text);
  await expect(page.getByTestId("new-post-remaining")).toHaveText(
    `${500 - text.length} caracteres restantes`,
  );

  // The server checks the content: the .exe with a .jpg name is refused and nothing is posted.
  await publish.click();
  await expect(page.getByText("Erro ao publicar")).toBeVisible();
  await expect(page.getByText("Arquivo inválido")).toBeVisible();
  await expect(page).toHaveURL(/\/community\/new-post/);
  await page
    .locator('[data-testid="photo-thumb"][data-name="virus.jpg"]')
    .getByTestId("photo-remove")
    .click();
  // Reorder: the PNG goes first (button), then back and forth with the keyboard.
  await page.locator('[data-testid="photo-thumb"][data-name="praia.jpg"]').getByTestId("photo-right").click();
  await expect
    .poll(() =>
      page.getByTestId("photo-thumb").evaluateAll((els) => els.map((e) => e.getAttribute("data-name"))),
    )
    .toEqual(["culto.png", "praia.jpg"]);
  await page.locator('[data-testid="photo-thumb"][data-name="praia.jpg"]').focus();
  await page.keyboard.press("ArrowLeft");
  await expect
    .poll(() =>
      page.getByTestId("photo-thumb").evaluateAll((els) => els.map((e) => e.getAttribute("data-name"))),
    )
    .toEqual(["praia.jpg", "culto.png"]);
  await page.locator('[data-testid="photo-thumb"][data-name="praia.jpg"]').focus();
  await page.keyboard.press("ArrowRight");
  await expect
    .poll(() =>
      page.getByTestId("photo-thumb").evaluateAll((els) => els.map((e) => e.getAttribute("data-name"))),
    )
    .toEqual(["culto.png", "praia.jpg"]);
  await shot(page, "community-new-post");
  await publish.click();
  await expect(page.getByText("Post publicado!")).toBeVisible();
  await expect(page).toHaveURL(/\/community\/feed\?topic=friendship$/);

  await page.reload();
  const mine = page.getByTestId("post-card").first();
  await expect(mine.getByTestId("post-content")).toHaveText(text);
  await expect(mine.getByTestId("carousel-counter")).toHaveText("1/2");
  // The PNG (red, square) was first: the stored first image is square.
  const first = await mine
    .getByTestId("carousel-image")
    .evaluate((img: HTMLImageElement) => ({ w: img.naturalWidth, h: img.naturalHeight }));
  expect(first.w).toBe(first.h);
  await mine.getByTestId("carousel-next").click();
  await expect(mine.getByTestId("carousel-counter")).toHaveText("2/2");
  await mine.getByTestId("carousel-next").click();
  await expect(mine.getByTestId("carousel-counter")).toHaveText("1/2");
  await mine.getByTestId("carousel-prev").click();
  await expect(mine.getByTestId("carousel-counter")).toHaveText("2/2");

  // Like, reload: still liked.
  await mine.getByTestId("post-like").click();
  await expect(mine.getByTestId("post-like")).toHaveAttribute("data-liked", "true");
  await expect(mine.getByTestId("post-like-count")).toHaveText("1");
  await page.reload();
  await expect(page.getByTestId("post-card").first().getByTestId("post-like")).toHaveAttribute(
    "data-liked",
    "true",
  );
  await expect(page.getByTestId("post-card").first().getByTestId("post-like-count")).toHaveText("1");
  await shot(page, "community-feed-new-post");

  // Comments: Enter sends, Shift+Enter is a new line, blank is not sendable.
  await page.getByTestId("post-card").first().getByTestId("post-content").click();
  await expect(page).toHaveURL(/\/community\/post\//);
  await expect(page.getByTestId("comments-title")).toHaveText("Comentários (0)");
  await expect(page.getByTestId("comments-empty")).toHaveText("Seja o primeiro a comentar");
  const input = page.getByTestId("comment-input");
  await input.fill("   ");
  await expect(page.getByTestId("comment-send")).toBeDisabled();
  await input.fill("");
  await input.type("Eu topo!");
  await input.press("Enter");
  await expect(page.getByText("Comentário adicionado!")).toBeVisible();
  await expect(page.getByTestId("comments-title")).toHaveText("Comentários (1)");
  await expect(input).toHaveValue("");
  await input.type("Levo o lanche");
  await input.press("Shift+Enter");
  await input.type("e o violão");
  await expect(input).toHaveValue("Levo o lanche\ne o violão");
  await input.press("Enter");
  await expect(page.getByTestId("comments-title")).toHaveText("Comentários (2)");
  await page.reload();
  await expect(page.getByTestId("comment-content")).toHaveText(["Eu topo!", "Levo o lanche\ne o violão"]);
  await shot(page, "community-post");

  // Her own post: the menu offers deletion instead of a report; deleted, it leaves the feed.
  const postUrl = page.url();
  await page.getByTestId("post-menu").first().click();
  await expect(page.getByTestId("post-report")).toHaveCount(0);
  await page.getByTestId("post-delete").click();
  await page.getByTestId("post-delete-confirm").click();
  await expect(page.getByText("Publicação excluída.")).toBeVisible();
  await expect(page).toHaveURL(/\/community\/feed\?topic=friendship$/);
  await expect(page.getByTestId("post-content").filter({ hasText: text })).toHaveCount(0);
  expect((await page.goto(postUrl))?.status()).toBe(404);
});

test("report a post → staff hide it → it leaves the feed", async ({ page, browser, shot, db }) => {
  test.slow();
  await page.goto("/community/feed?topic=tbt");
  const target = page.getByTestId("post-card").first();
  const postId = await target.getAttribute("data-post");
  await target.getByTestId("post-menu").click();
  await page.getByTestId("post-report").click();
  const sheet = page.getByTestId("report-sheet");
  await expect(sheet).toContainText("Reportar Publicação");
  await expect(sheet.getByTestId("report-send")).toBeDisabled();
  await sheet.getByTestId("report-reason-spam").click();
  await expect(sheet.getByTestId("report-send")).toBeDisabled();
  const observations = `Rifa anunciada fora do tema ${Date.now()}`;
  await sheet.getByTestId("report-observations").fill(observations);
  await expect(sheet).toContainText(`${observations.length}/500 caracteres`);
  await sheet.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  await shot(page, "community-report");
  await sheet.getByTestId("report-send").click();
  await expect(page.getByText("Conteúdo reportado")).toBeVisible();
  await expect(sheet).toHaveCount(0);

  const staff = await browser.newContext({ storageState: undefined });
  const staffPage = await staff.newPage();
  await loginAsStaff(staffPage);
  await staffPage.getByTestId("staff-reports-link").click();
  await expect(staffPage).toHaveURL(/\/app-checkin\/reports$/);
  const item = staffPage.locator('[data-testid="report-item"]', { hasText: observations });
  await expect(item).toContainText("Spam ou conteúdo repetitivo");
  await shot(staffPage, "staff-reports");
  await item.getByTestId("report-hide").click();
  await expect(staffPage.getByText("Conteúdo ocultado.")).toBeVisible();
  await expect(item).toHaveCount(0);
  // Staff also send the organisers' important news as a notification (once per person).
  await staffPage.goto("/app-checkin/home");
  await staffPage.getByTestId("staff-news-link").click();
  const news = staffPage.locator('[data-testid="staff-news"][data-news="alerta-chuva-recife"]');
  await news.getByTestId("staff-news-send").click();
  await expect(staffPage.getByText(/^\d+ participantes notificados\.$/)).toBeVisible();
  await news.getByTestId("staff-news-send").click();
  await expect(staffPage.getByText("Todos já tinham sido notificados.")).toBeVisible();
  // An event the organisers changed: everyone enrolled is told.
  // (not one of Maria's: other specs count her notifications)
  const changed = db.one<{ eventId: string }>(
    `SELECT eventId FROM Enrolment WHERE eventId NOT IN (SELECT n.eventId FROM Enrolment n JOIN User u ON u.id = n.userId WHERE u.id = 'seed-user-maria' OR u.guardianId = 'seed-user-maria')
     GROUP BY eventId HAVING COUNT(*) > 1 ORDER BY eventId LIMIT 1`,
  );
  await staffPage.goto(`/app-checkin/item/event/${changed.eventId}`);
  await staffPage.getByTestId("staff-item-notify-change").click();
  await expect(staffPage.getByText(/^\d+ participantes? notificados?\.$/)).toBeVisible();
  await staff.close();

  await page.reload();
  await expect(page.locator(`[data-testid="post-card"][data-post="${postId}"]`)).toHaveCount(0);
  const res = await page.goto(`/community/post/${postId}`);
  expect(res?.status()).toBe(404);
});

test("another participant's profile: what they show, a profile like, and a WhatsApp request that stays pending", async ({
  page,
  shot,
}) => {
  await page.goto(`/community/profile/${LUCAS}`);
  const profile = page.getByTestId("profile");
  await expect(profile).toContainText("Lucas");
  await expect(page.getByTestId("profile-kind")).toHaveText(/Perfil/);
  await page.getByTestId("profile-like").click();
  await expect(page.getByText("Perfil curtido!")).toBeVisible();
  const likes = await page.getByTestId("profile-like-count").textContent();
  await page.getByTestId("profile-request-whatsapp").click();
  await expect(page.getByRole("alertdialog")).toContainText("precisa aprovar");
  await page.getByTestId("profile-request-confirm").click();
  await expect(page.getByText("Solicitação enviada!")).toBeVisible();
  await expect(page.getByTestId("profile-request-whatsapp")).toHaveText("Solicitação pendente");
  await expect(page.getByTestId("profile-request-whatsapp")).toBeDisabled();
  await shot(page, "community-profile");
  await page.reload();
  await expect(page.getByTestId("profile-request-whatsapp")).toHaveText("Solicitação pendente");
  await expect(page.getByTestId("profile-like")).toHaveAttribute("data-liked", "true");
  await expect(page.getByTestId("profile-like-count")).toHaveText(likes!);
  // Her own profile has 'Editar Perfil' instead of the requests.
  await page.goto("/my-profile");
  await expect(page.getByRole("link", { name: "Editar Perfil" })).toBeVisible();
  await expect(page.getByTestId("profile-request-whatsapp")).toHaveCount(0);
});
