import fs from "node:fs";
import { PARTICIPANT_STORAGE_STATE } from "./support/env";
import { expect, test, type E2eDb } from "./support/fixtures";

// The schedule with real seats: enrol, reload, 'Inscrito'; cancel with confirmation; a full event
// offers the waitlist; search → results → filters → clear; the agenda as .ics.

test.use({ storageState: PARTICIPANT_STORAGE_STATE });

/** An event of day 3 in Recife at a time slot Maria (and her children) has free. */
function freeEvent(db: E2eDb) {
  return db.one<{ id: string; title: string }>(
    `SELECT e.id, e.title FROM Event e WHERE e.cityId = 'recife' AND e.id LIKE 'd3-%' AND e.enrolledCount + 3 <= e.capacity
     AND NOT EXISTS (SELECT 1 FROM Enrolment n JOIN User u ON u.id = n.userId WHERE n.slotStartsAt = e.startsAt AND (u.id = 'seed-user-maria' OR u.guardianId = 'seed-user-maria'))
     ORDER BY e.startsAt LIMIT 1`,
  );
}

test("enrol, reload and see 'Inscrito'; cancel with the confirmation; the seat count follows", async ({
  page,
  shot,
  db,
}) => {
  const event = freeEvent(db);
  await page.goto("/schedule?city=recife&date=2026-11-03");
  await expect(page.getByTestId("schedule-banner")).toHaveText(
    "Você ainda não montou sua agenda. Montar agora.",
  );
  const card = page.locator(`[data-testid="event-card"][data-event="${event.id}"]`);
  const before = await card.getByTestId("event-card-count").textContent();
  const enrolledBefore = Number(before!.split("/")[0]);
  await card.click();
  const dialog = page.getByTestId("event-dialog");
  await expect(dialog).toContainText(event.title);
  await expect(dialog.getByTestId("event-capacity-bar")).toBeVisible();
  await dialog.getByTestId("event-map-toggle").click();
  await expect(dialog.getByTestId("event-map-toggle")).toHaveText(/Ocultar mapa/);
  await shot(page, "schedule-dialog");
  await dialog.getByTestId("event-enrol").click();
  await expect(page.getByText("Inscrição realizada!")).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.reload();
  await expect(card).toHaveAttribute("data-enrolled", "true");
  await expect(card.getByTestId("event-card-enrolled")).toHaveText("Inscrito");
  // Maria and her two children each took a seat.
  await expect(card.getByTestId("event-card-count")).toHaveText(new RegExp(`^${enrolledBefore + 3}/`));
  await shot(page, "schedule");

  await page.getByTestId("schedule-toggle").click();
  await expect(page).toHaveURL(/view=mine/);
  await expect(page.getByTestId("event-card").first()).toBeVisible();
  for (const c of await page.getByTestId("event-card").all())
    await expect(c).toHaveAttribute("data-enrolled", "true");

  await card.click();
  await dialog.getByTestId("event-cancel").click();
  await expect(dialog.getByTestId("cancel-confirm")).toContainText("vagas são limitadas");
  await dialog.getByTestId("cancel-confirm-button").click();
  await expect(page.getByText("Inscrição cancelada!")).toBeVisible();
  await expect(card).toHaveCount(0); // 'minha agenda' no longer lists it
  await page.getByTestId("schedule-toggle").click();
  await expect(card.getByTestId("event-card-count")).toHaveText(new RegExp(`^${enrolledBefore}/`));
});

test("a full event: 'Evento lotado' and 'Avise-me se liberar vaga' → 'Notificação ativada!'", async ({
  page,
  db,
}) => {
  const full = db.one<{ id: string; title: string }>(
    "SELECT id, title FROM Event WHERE cityId = 'recife' AND enrolledCount >= capacity AND id NOT IN (SELECT eventId FROM WaitlistEntry WHERE userId = 'seed-user-maria') AND id NOT IN (SELECT eventId FROM Enrolment WHERE userId = 'seed-user-maria') ORDER BY startsAt LIMIT 1",
  );
  const day = db.one<{ startsAt: number }>("SELECT startsAt FROM Event WHERE id = ?", full.id).startsAt;
  const date = new Date(new Date(day).getTime() - 3 * 3600_000).toISOString().slice(0, 10);
  await page.goto(`/schedule?city=recife&date=${date}`);
  const card = page.locator(`[data-testid="event-card"][data-event="${full.id}"]`);
  await expect(card.getByTestId("event-card-count")).toHaveClass(/text-red-600/);
  await card.click();
  const dialog = page.getByTestId("event-dialog");
  await expect(dialog.getByTestId("event-full")).toHaveText("Evento lotado");
  await expect(dialog.getByTestId("event-enrol")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Como funciona?" }).click();
  await expect(dialog).toContainText("2 horas antes");
  await dialog.getByTestId("event-notify").click();
  await expect(page.getByText("Notificação ativada!")).toBeVisible();
  await card.click();
  await expect(page.getByTestId("event-dialog").getByTestId("event-waiting")).toBeVisible();
});

test("search → results with the term; filters; sort; clear; empty state", async ({ page, shot }) => {
  await page.goto("/schedule?city=recife&date=2026-11-01");
  await page.getByTestId("schedule-search").fill("missao");
  await page.getByTestId("schedule-search-submit").click();
  await expect(page).toHaveURL(/\/schedule\/results\?q=missao/);
  const count = page.getByTestId("results-count");
  await expect(count).toHaveText(/^\d+ evento\(s\) encontrado\(s\)$/);
  const found = Number((await count.textContent())!.split(" ")[0]);
  expect(found).toBeGreaterThan(0);
  // Accent-insensitive: every card mentions "missão" (title or description, in the dialog).
  await page.getByTestId("event-card").first().click();
  await expect(page.getByTestId("event-dialog")).toContainText(/miss[ãa]o/i);
  await page.keyboard.press("Escape");

  await page.getByTestId("results-filters").click();
  await page.getByTestId("filter-type-sport").click();
  await expect(page).toHaveURL(/types=sport/);
  await expect(page.getByTestId("results-empty")).toContainText(
    "Não encontramos eventos que correspondam aos seus filtros.",
  );
  await shot(page, "schedule-results-empty");
  await page.getByTestId("results-empty").getByRole("button", { name: "Limpar filtros" }).click();
  await expect(page).toHaveURL(/\/schedule\/results\?$|\/schedule\/results$/);
  await expect.poll(async () => Number((await count.textContent())!.split(" ")[0])).toBeGreaterThan(found);

  await page.getByTestId("results-sort").selectOption("popularity");
  await expect(page).toHaveURL(/sort=popularity/);
  const first = await page.getByTestId("event-card-count").first().textContent();
  const [, enrolled, capacity] = /^([\d.]+)\/([\d.]+)/.exec(first ?? "") ?? [];
  expect(Number(enrolled)).toBeGreaterThanOrEqual(Number(capacity)); // the fullest event first
});

test("the agenda downloads as an .ics calendar with Recife times", async ({ page }) => {
  await page.goto("/schedule?city=recife&date=2026-11-01");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("schedule-ics").click(),
  ]);
  const ics = fs.readFileSync((await download.path())!, "utf8");
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain("TZID:America/Recife");
  expect(ics).toMatch(/DTSTART;TZID=America\/Recife:20261101T\d{6}/);
  expect((ics.match(/BEGIN:VEVENT/g) ?? []).length).toBeGreaterThanOrEqual(5);
});

test("both homes show the participant's real data", async ({ page, browser, shot, db }) => {
  await page.goto("/dashboard");
  await expect(page.getByTestId("home-greeting")).toHaveText("Olá, Duda!");
  await expect(page.getByText("Bem-vindo de volta.")).toBeVisible();
  await expect(page.getByTestId("home-weather")).toContainText("°C");
  await expect(page.getByTestId("home-countdown")).toBeVisible();
  await expect(page.getByTestId("no-ticket-card")).toHaveCount(0); // Maria has a ticket
  await expect(page.getByTestId("home-news-item")).toHaveCount(3);
  await shot(page, "dashboard");

  await page.goto("/dashboard-evento");
  const titles = db
    .all<{ title: string }>(
      "SELECT e.title FROM Enrolment n JOIN Event e ON e.id = n.eventId WHERE n.userId = 'seed-user-maria' ORDER BY n.slotStartsAt LIMIT 3",
    )
    .map((r) => r.title);
  await expect(page.getByTestId("next-event")).toHaveText(
    titles.map((t) => new RegExp(t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))),
  );
  await page.getByTestId("next-event").first().click();
  const [firstTitle] = titles;
  if (!firstTitle) throw new Error("Maria has no enrolments in the e2e database");
  await expect(page.getByTestId("event-dialog")).toContainText(firstTitle);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("next-trip-card")).toContainText("BUS-REC-01");
  await page.getByTestId("next-trip-card-open").click();
  await expect(page.getByTestId("boarding-card")).toContainText("T26-8F3K2Q");
  await shot(page, "dashboard-evento-boarding");
  await page.getByTestId("boarding-card-close").click();
  await page.getByTestId("to-pre-event").click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // A community member without a ticket sees the card leading to the plan choice.
  const context = await browser.newContext({ storageState: undefined });
  const other = await context.newPage();
  const { loginAsParticipant } = await import("./support/participant-login");
  await loginAsParticipant(other, "+5581999990002");
  await expect(other.getByTestId("no-ticket-card")).toBeVisible();
  await expect(other.getByTestId("no-ticket-card").getByRole("link")).toHaveAttribute(
    "href",
    "/register/plan",
  );
  await context.close();
});

test("builder end to end: a city per day, one event per slot, review, 'Programação confirmada!', banner gone", async ({
  browser,
  db,
}) => {
  test.slow();
  // A participant of their own (the builder rewrites the agenda): Lucas, the other ticket holder.
  // Signed out first: /login sends someone already signed in (Maria's state) to their home.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const { loginAsParticipant } = await import("./support/participant-login");
  await loginAsParticipant(page, "+5581999990003");
  await page.goto("/schedule?city=recife&date=2026-11-01");
  await page.getByTestId("schedule-banner").click();
  await expect(page).toHaveURL(/\/schedule\/builder$/);
  await expect(page.getByTestId("builder-progress")).toHaveText("Passo 1/6");
  for (const day of ["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04"])
    await page.getByTestId(`builder-city-${day}`).selectOption("recife");
  await page.getByTestId("builder-next").click();
  await expect(page.getByTestId("builder-progress")).toHaveText("Passo 2/6");
  // Day 1: choose two events of one slot — the second replaces the first; full ones are disabled.
  const open = page.locator('[data-testid="builder-event"][aria-pressed="false"]:not([disabled])');
  const firstId = await open.first().getAttribute("data-event");
  const first = page.locator(`[data-testid="builder-event"][data-event="${firstId}"]`);
  await first.click();
  await expect(first).toHaveAttribute("aria-pressed", "true");
  await page.getByTestId("builder-next").click();
  await page.getByTestId("builder-next").click();
  await page.getByTestId("builder-next").click();
  await page.getByTestId("builder-next").click();
  await expect(page.getByTestId("builder-progress")).toHaveText("Passo 6/6");
  const title = db.one<{ title: string }>("SELECT title FROM Event WHERE id = ?", firstId).title;
  await expect(page.getByTestId("builder-review")).toContainText(title);
  await page.getByTestId("builder-confirm").click();
  await expect(page.getByText("Programação confirmada!")).toBeVisible();
  await expect(page).toHaveURL(/\/schedule$/);
  await expect(page.getByTestId("schedule-banner")).toHaveCount(0);
  expect(
    db.one<{ n: number }>(
      "SELECT COUNT(*) AS n FROM Enrolment WHERE userId = 'seed-user-lucas' AND eventId = ?",
      firstId,
    ).n,
  ).toBe(1);
  await context.close();
});

test.describe("the agenda's Google Agenda links", () => {
  // page.route below: a service worker would take the page's fetches past it.
  test.use({ serviceWorkers: "block" });

  test("are rendered on the first open of their list, not in the page's HTML", async ({ page }) => {
    const html = await (await page.request.get("/schedule")).text();
    expect(html).toContain('data-testid="agenda-google"');
    expect(html).not.toContain('data-testid="agenda-google-link"');

    await page.goto("/schedule");
    const box = page.getByTestId("agenda-google");
    await expect(box.getByTestId("agenda-google-link")).toHaveCount(0);
    await box.locator("summary").click();
    await expect(box.getByTestId("agenda-google-link").first()).toBeVisible();
  });

  test("opened before the page hydrated, the list still appears", async ({ page }) => {
    // The page's scripts wait until the list is open, so it opens on the server's HTML alone.
    let release!: () => void;
    const opened = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_next/static/chunks/*.js", async (route) => {
      await opened;
      await route.continue();
    });
    await page.goto("/schedule", { waitUntil: "domcontentloaded" });
    const box = page.getByTestId("agenda-google");
    await box.locator("summary").click();
    await expect(box).toHaveAttribute("open", "");
    release();
    await expect(box.getByTestId("agenda-google-link").first()).toBeVisible();
  });
});
