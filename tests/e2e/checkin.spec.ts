import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH, PARTICIPANT_STORAGE_STATE } from "./support/env";
import { MARIA, MARIA_UNLOCKS, checkInAtDoor, unlockRewards } from "./support/congress-activity";
import { fakeCameraArgs, writeQrVideo } from "./support/fake-camera";
import { signTestToken } from "./support/pass-token";
import { loginAsStaff } from "./support/staff-login";
import { expect, test } from "./support/fixtures";

// The door: passes with signed QR codes read by the staff reader through a (fake) camera, the
// duplicate and not-enrolled errors, offline reads synced later, and the participant side —
// rewards unlocked with the camera, the pass's usage history and 'Embarque realizado'.
// The e2e clock (APP_NOW) is a week before the congress: a first entry is refused "fora do
// horário" (with the door window) and staff accept it with a reason, kept on the check-in. The
// seed has nothing from the congress days yet: what a test needs to have happened, it makes.

const ROOT = path.resolve(__dirname, "../..");
const VIDEOS = path.join(ROOT, "tests/.tmp/camera");

const EVENT = "d1-recife-10"; // the opening worship, Recife
const LUCAS = "seed-user-lucas"; // enrolled there, not checked in
const GABRIEL = "seed-user-gabriel"; // community member: not enrolled
const SOFIA = "seed-user-sofia"; // enrolled there, not checked in
const MARIA_CODE = "T26-8F3K2Q";

/** A browser of its own whose camera shows the QR of `text` (Chromium's fake capture device). */
async function cameraBrowser(name: string, text: string, { autoAccept = true } = {}): Promise<Browser> {
  const file = await writeQrVideo(text, path.join(VIDEOS, `${name}.y4m`));
  const args = [...CHROMIUM_ARGS, ...fakeCameraArgs(file)].filter(
    (a) => autoAccept || a !== "--use-fake-ui-for-media-stream",
  );
  return chromium.launch({ executablePath: CHROMIUM_PATH, args });
}

/** A mobile pt-BR context like the configured ones (playwright.config.ts), on another browser. */
async function mobilePage(browser: Browser, extra: BrowserContextOptions = {}) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: "pt-BR",
    timezoneId: "America/Recife",
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    ...extra,
  });
  return { context, page: await context.newPage() };
}

async function openReader(page: Page, itemId = EVENT) {
  await page.getByTestId("staff-city-recife").click();
  await page.getByTestId("staff-type-event").click();
  const item = page.locator(`[data-testid="staff-item"][data-item="${itemId}"]`);
  await expect(item).toBeVisible({ timeout: 20_000 });
  await expect(item.getByTestId("staff-item-count")).toHaveText(/^\d+\/\d+$/);
  await item.click();
  await page.waitForURL(/\/app-checkin\/reader\?/);
  await expect(page.getByTestId("reader-progress")).toHaveText(/^\d+ de \d+$/);
}

const progressOf = async (page: Page) =>
  Number((await page.getByTestId("reader-progress").textContent())!.split(" de ")[0]);

const OUTSIDE_WINDOW =
  /^Fora do horário: a entrada vale \w{3}\., \d{2}\/11, \d{2}:\d{2} – (\w{3}\., \d{2}\/11, )?\d{2}:\d{2}$/;

/** The read on screen is refused for the time: "Aceitar mesmo assim", a reason, confirm. */
async function acceptAnyway(page: Page, reason: string) {
  await expect(page.getByTestId("reader-result-message")).toHaveText(OUTSIDE_WINDOW);
  await page.getByTestId("reader-override").click();
  await page.getByTestId("reader-override-reason").fill(reason);
  await page.getByTestId("reader-override-confirm").click();
}

test.describe("reader with the camera: an enrolled pass", () => {
  test("outside the window: refused with the window; accepted with a reason (green, name); after the 3 s lock a duplicate (red, ERRO, first time)", async ({
    shot,
    db,
  }) => {
    test.setTimeout(180_000); // the refusal, the reason, the lock and a duplicate, on a shared machine
    const browser = await cameraBrowser("lucas", signTestToken("p", LUCAS));
    const { page } = await mobilePage(browser, { permissions: ["camera"] });
    await loginAsStaff(page);
    await openReader(page);
    const result = page.getByTestId("reader-result");
    // A week before the event: refused for the time, with who it is and when the door opens.
    await expect(result).toHaveAttribute("data-state", "error", { timeout: 20_000 });
    await expect(page.getByTestId("reader-result-name")).toHaveText("Lucas Ferreira");
    await expect(page.getByTestId("reader-result-message")).toHaveText(OUTSIDE_WINDOW);
    await expect(page.getByTestId("reader-override")).toHaveText("Aceitar mesmo assim");
    await shot(page, "staff-reader-outside-window");
    expect(
      db.one<{ n: number }>(
        "SELECT COUNT(*) AS n FROM CheckIn WHERE userId = ? AND eventId = ?",
        LUCAS,
        EVENT,
      ).n,
    ).toBe(0);
    // While the reason is written the result stays and the camera waits (past the 3 s lock).
    await page.getByTestId("reader-override").click();
    await page.waitForTimeout(3_500);
    await expect(page.getByTestId("reader-override-form")).toBeVisible();
    await page.getByTestId("reader-override-reason").fill("Chegou com a caravana");
    await page.getByTestId("reader-override-confirm").click();
    await expect(result).toHaveAttribute("data-state", "success", { timeout: 20_000 });
    await expect(page.getByTestId("reader-result-overridden")).toHaveText("Aceito fora do horário");
    await expect(page.getByTestId("reader")).toHaveAttribute("data-flash", "success");
    await expect(page.getByTestId("reader-result-name")).toHaveText("Lucas Ferreira");
    await expect(page.getByTestId("reader-result-message")).toHaveText("Check-in realizado!");
    const afterFirst = await progressOf(page);
    await shot(page, "staff-reader-success");

    // The camera still shows the same pass: the next read after the lock is the duplicate.
    await expect(result).toHaveAttribute("data-state", "error", { timeout: 15_000 });
    await expect(page.getByTestId("reader")).toHaveAttribute("data-flash", "error");
    await expect(page.getByTestId("reader-error-badge")).toHaveText("ERRO");
    await expect(page.getByTestId("reader-result-message")).toHaveText(/^Já fez check-in às \d{2}:\d{2}$/);
    await shot(page, "staff-reader-duplicate");
    expect(await progressOf(page)).toBe(afterFirst);
    const recent = page.getByTestId("reader-recent-item");
    await expect(recent.first()).toHaveAttribute("data-state", "error");
    await expect(
      page
        .locator('[data-testid="reader-recent-item"][data-state="success"]')
        .filter({ hasText: "Lucas Ferreira" }),
    ).toHaveCount(1);
    expect(await recent.count()).toBeLessThanOrEqual(10);

    const rows = db.all<{ overrideReason: string; staffId: string }>(
      "SELECT overrideReason, staffId FROM CheckIn WHERE userId = ? AND eventId = ?",
      LUCAS,
      EVENT,
    );
    expect(rows).toEqual([{ overrideReason: "Chegou com a caravana", staffId: "seed-staff-checkin" }]);
    await browser.close();
  });
});

test.describe("reader with the camera: someone not enrolled", () => {
  test("red with ERRO and 'Participante não encontrado no evento'", async () => {
    test.slow();
    const browser = await cameraBrowser("gabriel", signTestToken("p", GABRIEL));
    const { page } = await mobilePage(browser, { permissions: ["camera"] });
    await loginAsStaff(page);
    await openReader(page);
    await expect(page.getByTestId("reader-result")).toHaveAttribute("data-state", "error", {
      timeout: 20_000,
    });
    await expect(page.getByTestId("reader-error-badge")).toHaveText("ERRO");
    await expect(page.getByTestId("reader-result-message")).toHaveText(
      "Participante não encontrado no evento",
    );
    await expect(page.getByTestId("reader-result-name")).toHaveText("Gabriel Almeida");
    await browser.close();
  });
});

test.describe("reader offline", () => {
  // No automatic camera permission: the first visit shows the denied message and the manual field.
  test("camera denied → message; offline the reader still verifies, queues, and syncs when back online", async ({
    shot,
    db,
  }) => {
    test.setTimeout(180_000); // offline, the refusal and the reason, then the sync
    const browser = await cameraBrowser("sofia", signTestToken("p", SOFIA), { autoAccept: false });
    const { page, context } = await mobilePage(browser, { serviceWorkers: "allow" });
    await loginAsStaff(page);
    await openReader(page);
    await expect(page.getByTestId("camera-problem")).toContainText("Acesso à câmera negado");
    await expect(page.getByTestId("reader-manual")).toBeVisible();
    // The page and its files are kept by the service worker; the roster by the reader.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect
      .poll(
        () =>
          page.evaluate(async () =>
            (await (await caches.open("t26-pages-v1")).keys()).map((r) => new URL(r.url).pathname),
          ),
        { timeout: 15_000 },
      )
      .toContain("/app-checkin/reader");
    await page.waitForTimeout(2500); // the page hands its static files to the worker 1.5 s after load
    const before = await progressOf(page);

    await context.setOffline(true);
    await context.grantPermissions(["camera"]);
    await page.reload();
    await expect(page.getByTestId("reader-connection")).toHaveAttribute("data-state", "offline");
    // The device judges the door window with the server's rule (and its business clock): too early.
    await expect(page.getByTestId("reader-result")).toHaveAttribute("data-state", "error", {
      timeout: 20_000,
    });
    await expect(page.getByTestId("reader-result-name")).toHaveText("Sofía González");
    await expect(page.getByTestId("reader-pending")).toHaveCount(0);
    await acceptAnyway(page, "Leitor sem rede na entrada");
    await expect(page.getByTestId("reader-result")).toHaveAttribute("data-state", "success", {
      timeout: 20_000,
    });
    await expect(page.getByTestId("reader-result-name")).toHaveText("Sofía González");
    await expect(page.getByTestId("reader-pending")).toHaveText("1 leitura aguardando sincronização");
    await shot(page, "staff-reader-offline");
    expect(
      db.one<{ n: number }>(
        "SELECT COUNT(*) AS n FROM CheckIn WHERE userId = ? AND eventId = ?",
        SOFIA,
        EVENT,
      ).n,
    ).toBe(0);

    await context.setOffline(false);
    await expect(page.getByTestId("reader-connection")).toHaveAttribute("data-state", "online", {
      timeout: 15_000,
    });
    await expect(page.getByTestId("reader-pending")).toHaveCount(0, { timeout: 20_000 });
    // The queue went up (how many reads the fake camera queued offline depends on the machine's speed).
    await expect(page.getByText(/^\d+ leituras? sincronizadas?$/)).toBeVisible();
    expect(
      db.all<{ overrideReason: string }>(
        "SELECT overrideReason FROM CheckIn WHERE userId = ? AND eventId = ?",
        SOFIA,
        EVENT,
      ),
    ).toEqual([{ overrideReason: "Leitor sem rede na entrada" }]);
    // The queued read arrived once (its nonce makes a retried sync the same read). The camera keeps
    // seeing Sofía once online: those later reads are recorded too, each as a second entry refused.
    expect(
      db.one<{ n: number }>(
        "SELECT COUNT(*) AS n FROM ScanRecord WHERE userId = ? AND eventId = ? AND result = 'SUCCESS'",
        SOFIA,
        EVENT,
      ).n,
    ).toBe(1);
    expect(
      db.one<{ n: number }>(
        "SELECT COUNT(*) AS n FROM ScanRecord WHERE userId = ? AND eventId = ? AND result = 'ERROR' AND (errorCode IS NULL OR errorCode <> 'ALREADY_CHECKED_IN')",
        SOFIA,
        EVENT,
      ).n,
    ).toBe(0);
    await expect.poll(() => progressOf(page)).toBeGreaterThanOrEqual(before + 1);
    await browser.close();
  });
});

test.describe("rewards with the participant's camera", () => {
  test("scanning a reward point unlocks it once; the summary and the city list update", async ({ shot }) => {
    // Maria has points (so a place in the ranking) from the points she scanned on days 1 and 2.
    await unlockRewards(test.info().project.use.baseURL!, MARIA_UNLOCKS);
    const browser = await cameraBrowser("reward", signTestToken("r", "rp-recife-03"));
    const { page } = await mobilePage(browser, {
      permissions: ["camera"],
      storageState: PARTICIPANT_STORAGE_STATE,
    });
    await page.goto("/rewards");
    const points = Number((await page.getByTestId("rewards-points").textContent())!.replace(/\D/g, ""));
    await expect(page.getByTestId("rewards-ranking")).toHaveText(/^\d+º de \d+$/);
    await expect(page.getByTestId("rewards-percentile")).toHaveText(/^Top \d+%$/);
    await shot(page, "rewards");
    const point = page.getByTestId("reward-point").filter({ hasText: "Estande das Missões" }).first();
    await expect(point).toHaveAttribute("data-state", "locked");

    await page.getByTestId("rewards-scan").click();
    await expect(page.getByText("Recompensa desbloqueada: Estande das Missões (+150 pontos)!")).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByTestId("rewards-points")).toHaveText(`${points + 150} pontos`);
    await expect(point).toHaveAttribute("data-state", "unlocked");
    await expect(page.getByTestId("rewards-recent").getByTestId("reward-history-item").first()).toContainText(
      "Estande das Missões",
    );

    await page.getByTestId("rewards-scan").click();
    await expect(page.getByText("Você já desbloqueou Estande das Missões.")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId("rewards-points")).toHaveText(`${points + 150} pontos`);
    await browser.close();
  });
});

test.describe("pass and transport after staff reads", () => {
  test("manual entries at an event and a bus show in 'Ver Utilização' and as 'Embarque realizado'; CSV export", async ({
    browser,
    shot,
    db,
  }) => {
    test.slow();
    // Maria boarded day 1's first bus (read at the bus door; this test reads the third one itself).
    await checkInAtDoor(test.info().project.use.baseURL!, [
      { type: "trip", itemId: "t-recife-d1-01", userId: MARIA },
    ]);
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await loginAsStaff(staff);
    await staff.goto("/app-checkin/reader?type=event&id=d1-recife-03&city=recife");
    await staff.getByTestId("reader-manual").fill(MARIA_CODE.toLowerCase());
    await staff.getByTestId("reader-manual-submit").click();
    await acceptAnyway(staff, "Teste da entrada");
    await expect(staff.getByTestId("reader-result")).toHaveAttribute("data-state", "success");
    await expect(staff.getByTestId("reader-result-name")).toHaveText(/Maria/);

    await staff.goto("/app-checkin/reader?type=trip&id=t-recife-d1-03&city=recife");
    await staff.getByTestId("reader-manual").fill(MARIA_CODE);
    await staff.getByTestId("reader-manual-submit").click();
    await acceptAnyway(staff, "Teste do embarque");
    await expect(staff.getByTestId("reader-result")).toHaveAttribute("data-state", "success");

    await staff.goto("/app-checkin/item/event/d1-recife-03");
    await expect(staff.getByTestId("staff-item-table")).toContainText(MARIA_CODE);
    const [download] = await Promise.all([
      staff.waitForEvent("download"),
      staff.getByTestId("staff-item-csv").click(),
    ]);
    const csv = fs.readFileSync((await download.path())!, "utf8");
    expect(csv.split("\r\n")[0]).toBe("\uFEFFname,member_code,checked_in_at (America/Recife),staff,device");
    expect(csv).toContain(MARIA_CODE);
    await staffContext.close();

    const participantContext = await browser.newContext({ storageState: PARTICIPANT_STORAGE_STATE });
    const page = await participantContext.newPage();
    const title = db.one<{ title: string }>("SELECT title FROM Event WHERE id = ?", "d1-recife-03").title;
    await page.goto("/checkin");
    await expect(page.getByTestId("pass-member-code")).toHaveText(MARIA_CODE);
    await expect(page.getByTestId("pass-qr")).toBeVisible();
    await shot(page, "pass");
    await page.getByTestId("pass-usage-open").click();
    await expect(page.getByTestId("pass-usage-item").filter({ hasText: title })).toHaveCount(1);
    await shot(page, "pass-usage");

    await page.goto("/transport?date=2026-11-01");
    await expect(page.locator('[data-trip="t-recife-d1-01"]').getByTestId("trip-boarded")).toContainText(
      "Embarque realizado",
    );
    await expect(page.locator('[data-trip="t-recife-d1-03"]').getByTestId("trip-boarded")).toContainText(
      "Embarque realizado",
    );
    await shot(page, "transport");
    await page.getByTestId("transport-next").click();
    await expect(page).toHaveURL(/date=2026-11-02/);
    await page.locator('[data-trip="t-recife-d2-01"]').getByTestId("trip-card-open").click();
    await expect(page.getByTestId("boarding-card")).toContainText("Maria");
    await shot(page, "boarding-card");
    await page.getByTestId("boarding-card-close").click();
    await page.getByTestId("transport-next").click();
    await expect(page.getByTestId("transport-empty")).toHaveText(
      "Nenhum transporte agendado para esta data.",
    );
    await participantContext.close();
  });

  test("an adult opens a dependent's pass; someone else's id is a 404", async ({ browser }) => {
    const context = await browser.newContext({ storageState: PARTICIPANT_STORAGE_STATE });
    const page = await context.newPage();
    await page.goto("/checkin");
    await page.getByRole("link", { name: "Aninha" }).click();
    await expect(page).toHaveURL(/\/checkin\?for=seed-user-ana-clara/);
    await expect(page.getByTestId("pass-name")).toContainText("Ana Clara");
    const res = await page.goto(`/checkin?for=${LUCAS}`);
    expect(res!.status()).toBe(404);
    await context.close();
  });
});
