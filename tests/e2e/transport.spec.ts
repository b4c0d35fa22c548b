import type { Page } from "@playwright/test";
import { PARTICIPANT_STORAGE_STATE } from "./support/env";
import { readLatestCode } from "./support/outbox";
import { loginAsStaff } from "./support/staff-login";
import { expect, test } from "./support/fixtures";

// Transport for real: someone who has just registered and paid finds no bus on /transport, books
// a seat on a morning bus at its second boarding point (directions links there and on the
// boarding card), cannot take a second bus the same way that day, and the staff reader boards
// them by their member code — the card turns into 'Embarque realizado'. An adult books the
// family's seats and cancels a dependent's.

const PHONE = "+5581977772801";
const DAY = "2026-11-02";
const MORNING = "t-recife-d2-01"; // Igreja Central de Casa Amarela 06:15 → Praça do Derby 06:40
const OTHER_MORNING = "t-recife-d2-02";

/** Registration steps 1–3 and the plan's PIX payment, as a new participant does them. */
async function registerAndPay(page: Page) {
  await page.goto("/plans");
  await page.getByTestId("plan-congressista").click();
  await page.getByTestId("plans-continue").click();
  await expect(page).toHaveURL(/\/register\/origin\?plan=congressista$/);
  await page.locator("#origin-country").selectOption("Brasil");
  await page.locator("#origin-state").selectOption("PE");
  await page.locator("#origin-city").selectOption("Recife");
  await page.getByTestId("origin-continue").click();
  await expect(page).toHaveURL(/\/register\/personal$/);
  await page.locator("#personal-fullName").fill("Tiago Ribeiro Lima");
  await page.locator("#personal-nickname").fill("Tiago");
  await page.locator("#personal-birthDate").fill("2001-08-15");
  await page.locator("#personal-nationality").selectOption("Brasil");
  await page.locator("#personal-cpf").fill("11144477735");
  await page.locator("#personal-rg").fill("7654321");
  await page.locator("#personal-email").fill("tiago.lima@example.com");
  await page.locator("#personal-phone").fill("81 97777-2801");
  const sentAfter = new Date(Date.now() - 1000);
  await page.getByTestId("personal-continue").click();
  await expect(page).toHaveURL(/\/register\/validation$/);
  const code = await readLatestCode(page.request, PHONE, { after: sentAfter });
  await page.getByTestId("code-digit-0").click();
  await page.keyboard.type(code);
  await expect(page.getByTestId("code-input")).toHaveAttribute("data-state", "success");
  await page.getByTestId("code-validate").click();
  await expect(page).toHaveURL(/\/register\/plan\?plan=congressista$/);
  await page.getByTestId("register-plan-continue").click();
  await expect(page).toHaveURL(/\/payment\?order=/);
  await page.getByTestId("terms-rules").click();
  await page.getByTestId("terms-images").click();
  await page.getByTestId("pix-pay").click();
  await page.getByTestId("pix-confirm").click();
  await expect(page).toHaveURL(/\/success\?order=/, { timeout: 10_000 });
}

test("a new participant books a seat at a boarding point and the staff reader boards them", async ({
  browser,
  page,
  shot,
  db,
}) => {
  test.setTimeout(180_000);
  await page.context().clearCookies();
  await registerAndPay(page);
  const me = db.one<{ id: string; memberCode: string }>(
    "SELECT id, memberCode FROM User WHERE phone = ?",
    PHONE,
  );

  // Nothing booked yet: the spec's empty message, and the day's Recife buses to book.
  await page.goto(`/transport?date=${DAY}`);
  await expect(page.getByTestId("transport-empty")).toHaveText("Nenhum transporte agendado para esta data.");
  await expect(page.getByTestId("trip-offer")).toHaveCount(3);
  const offer = page.locator(`[data-testid="trip-offer"][data-trip="${MORNING}"]`);
  await expect(offer).toContainText("Ida");
  await expect(offer).toContainText("06:15 · Igreja Central de Casa Amarela");
  await expect(offer).toContainText("06:40 · Praça do Derby");
  const seatsBefore = db.one<{ bookedCount: number; capacity: number }>(
    "SELECT bookedCount, capacity FROM Trip WHERE id = ?",
    MORNING,
  );
  await expect(offer.getByTestId("trip-offer-seats")).toHaveText(
    `${seatsBefore.capacity - seatsBefore.bookedCount} lugares livres`,
  );
  await shot(page, "transport-empty");

  // Choose the second point: its directions; the traveller is the participant, ticked.
  await offer.getByTestId("trip-offer-book").click();
  const sheet = page.getByTestId("trip-booking-sheet");
  await expect(sheet).toBeVisible();
  await sheet.locator(`[data-testid="booking-point"][data-point="${MORNING}-p2"]`).click();
  const google = sheet.getByTestId("directions-google");
  await expect(google).toHaveAttribute("href", /destination=-8\.0572,-34\.8988/);
  await expect(sheet.locator(`[data-testid="booking-traveller"][data-person="${me.id}"]`)).toHaveAttribute(
    "data-state",
    "checked",
  );
  await shot(page, "transport-choosing");
  await sheet.getByTestId("booking-confirm").click();
  await expect(page.getByText("Lugar reservado!")).toBeVisible();

  const card = page.locator(`[data-testid="trip-card"][data-trip="${MORNING}"]`);
  await expect(card.getByTestId("trip-traveller-point")).toHaveText("Embarque: 06:40 · Praça do Derby");
  await expect(page.getByTestId("transport-empty")).toHaveCount(0);
  expect(
    db.one<{ boardingPointId: string; slot: string }>(
      "SELECT boardingPointId, slot FROM TripBooking WHERE userId = ? AND tripId = ?",
      me.id,
      MORNING,
    ),
  ).toEqual({ boardingPointId: `${MORNING}-p2`, slot: `${DAY}:OUTBOUND` });
  expect(
    db.one<{ bookedCount: number }>("SELECT bookedCount FROM Trip WHERE id = ?", MORNING).bookedCount,
  ).toBe(seatsBefore.bookedCount + 1);
  await expect(
    page.locator(`[data-testid="trip-offer"][data-trip="${MORNING}"]`).getByTestId("trip-offer-seats"),
  ).toHaveText(`${seatsBefore.capacity - seatsBefore.bookedCount - 1} lugares livres`);
  // Another morning bus that day: nobody left who may take it.
  await expect(
    page.locator(`[data-testid="trip-offer"][data-trip="${OTHER_MORNING}"]`).getByTestId("trip-offer-book"),
  ).toBeDisabled();
  await shot(page, "transport-booked");

  // The boarding card: the point's time and place, with directions.
  await card.getByTestId("trip-card-open").click();
  const boarding = page.getByTestId("boarding-card");
  await expect(boarding.getByTestId("boarding-card-name")).toHaveText("Tiago Ribeiro Lima");
  await expect(boarding.getByTestId("boarding-card-time")).toHaveText("06:40");
  await expect(boarding.getByTestId("boarding-card-point")).toHaveText("Praça do Derby");
  await expect(boarding.getByTestId("directions-waze")).toHaveAttribute("href", /ll=-8\.0572,-34\.8988/);
  await expect(boarding).toContainText(me.memberCode);
  await shot(page, "boarding-card");
  await page.getByTestId("boarding-card-close").click();

  // Staff: the bus's list counts the new seat; the reader boards the member code.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await loginAsStaff(staff);
  await staff.getByTestId("staff-city-recife").click();
  await staff.getByTestId("staff-type-trip").click();
  const item = staff.locator(`[data-testid="staff-item"][data-item="${MORNING}"]`);
  await expect(item).toContainText("Igreja Central de Casa Amarela · Praça do Derby");
  const total = db.one<{ n: number }>("SELECT COUNT(*) AS n FROM TripBooking WHERE tripId = ?", MORNING).n;
  await expect(item.getByTestId("staff-item-count")).toHaveText(new RegExp(`^\\d+/${total}$`));
  await staff.goto(`/app-checkin/reader?type=trip&id=${MORNING}&city=recife`);
  await staff.getByTestId("reader-manual").fill(me.memberCode);
  await staff.getByTestId("reader-manual-submit").click();
  // The demo's clock is a week before the bus: the door window refuses, staff board with a reason.
  await expect(staff.getByTestId("reader-result-message")).toHaveText(/^Fora do horário/);
  await staff.getByTestId("reader-override").click();
  await staff.getByTestId("reader-override-reason").fill("Teste de embarque antecipado");
  await staff.getByTestId("reader-override-confirm").click();
  await expect(staff.getByTestId("reader-result")).toHaveAttribute("data-state", "success");
  await expect(staff.getByTestId("reader-result-name")).toHaveText(/Tiago/);
  await staffContext.close();

  await page.reload();
  await expect(card.getByTestId("trip-boarded")).toContainText("Embarque realizado");
  await expect(card.getByTestId("trip-cancel")).toHaveCount(0);
});

test("an adult books the family's seats on the way back and cancels a dependent's", async ({
  browser,
  shot,
  db,
}) => {
  test.slow();
  const context = await browser.newContext({ storageState: PARTICIPANT_STORAGE_STATE });
  const page = await context.newPage();
  const trip = "t-recife-d4-03";
  const kids = db.all<{ id: string; fullName: string }>(
    "SELECT id, fullName FROM User WHERE guardianId = 'seed-user-maria' ORDER BY birthDate",
  );
  await page.goto("/transport?date=2026-11-04");
  const offer = page.locator(`[data-testid="trip-offer"][data-trip="${trip}"]`);
  await expect(offer).toContainText("Volta");
  await offer.getByTestId("trip-offer-book").click();
  const sheet = page.getByTestId("trip-booking-sheet");
  await expect(sheet.getByTestId("booking-traveller")).toHaveCount(3);
  await sheet.getByTestId("booking-confirm").click();
  await expect(page.getByText("3 lugares reservados!")).toBeVisible();
  const card = page.locator(`[data-testid="trip-card"][data-trip="${trip}"]`);
  await expect(card.getByTestId("trip-traveller")).toHaveCount(3);
  await expect(card.getByTestId("trip-traveller").first()).toContainText("Maria Eduarda Santos");

  // A dependent's own boarding card, then cancelling that dependent's seat (confirmed).
  const kid = card.locator(`[data-testid="trip-traveller"][data-person="${kids[0]!.id}"]`);
  await kid.getByTestId("trip-dependent-card-open").click();
  await expect(page.getByTestId("boarding-card-name")).toHaveText(kids[0]!.fullName);
  await page.getByTestId("boarding-card-close").click();
  await kid.getByTestId("trip-cancel").click();
  await expect(page.getByRole("alertdialog")).toContainText(`Cancelar a reserva de ${kids[0]!.fullName}?`);
  await shot(page, "transport-cancel");
  await page.getByTestId("trip-cancel-confirm").click();
  await expect(page.getByText("Reserva cancelada.")).toBeVisible();
  await expect(card.getByTestId("trip-traveller")).toHaveCount(2);
  expect(
    db.one<{ n: number }>(
      "SELECT COUNT(*) AS n FROM TripBooking WHERE tripId = ? AND userId = ?",
      trip,
      kids[0]!.id,
    ).n,
  ).toBe(0);

  // Leave the sample family as the seed made it (other specs read Maria's days).
  for (let i = 0; i < 2; i++) {
    await card.getByTestId("trip-cancel").first().click();
    await page.getByTestId("trip-cancel-confirm").click();
    await expect(card.getByTestId("trip-traveller")).toHaveCount(1 - i, { timeout: 10_000 });
  }
  await context.close();
});
