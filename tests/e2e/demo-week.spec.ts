import path from "node:path";
import { BASE_URL, E2E_DATABASE_FILE } from "./support/env";
import { expect, test } from "./support/fixtures";
import { sessionCookie } from "./support/session-cookie";

// The demo week reads true (issue 20, "One clock"): the e2e servers run a week before the congress
// (APP_NOW 25/10) and the seed records nothing from the congress days as done. A ticket holder who,
// once it runs, boards day 1's first bus, checks in at the opening worship and scans three reward
// points (prisma/seed/checkins.ts, rewards.ts) has, this week, an unused pass, a booked bus not
// boarded and no points — and each of those empty states says so in the reader's language.

const ROOT = path.resolve(__dirname, "../..");
/** Booked on day 1's first Recife bus and enrolled at the opening worship; no other spec uses him. */
const GUILHERME = "seed-user-0129";
const BUS = "t-recife-d1-01";

const TEXT = {
  pt: {
    none: "Nenhuma entrada registrada ainda",
    unused: "Seu passe ainda não foi utilizado.",
    points: "0 pontos",
    pending: "Seu ranking aparece quando você ganhar os primeiros pontos.",
    noRewards: "Você ainda não desbloqueou recompensas. Procure os QR codes nos locais do evento!",
  },
  en: {
    none: "No entries recorded yet",
    unused: "Your pass has not been used yet.",
    points: "0 points",
    pending: "Your ranking shows up once you earn your first points.",
    noRewards: "You have not unlocked any rewards yet. Look for the QR codes around the venues!",
  },
  es: {
    none: "Ninguna entrada registrada todavía",
    unused: "Tu pase aún no se ha utilizado.",
    points: "0 puntos",
    pending: "Tu ranking aparece cuando ganes tus primeros puntos.",
    noRewards: "Aún no has desbloqueado recompensas. ¡Busca los códigos QR en los lugares del evento!",
  },
} as const;

for (const locale of ["pt", "en", "es"] as const)
  test(`[${locale}] a week before the congress: an unused pass, a bus not yet boarded, no points`, async ({
    page,
    context,
    db,
    shot,
  }) => {
    test.slow();
    // He is booked on the bus and enrolled at the worship: the congress will give him all three.
    expect(
      db.one<{ n: number }>(
        `SELECT (SELECT COUNT(*) FROM TripBooking WHERE userId = ? AND tripId = ?)
              + (SELECT COUNT(*) FROM Enrolment WHERE userId = ? AND eventId = 'd1-recife-10') AS n`,
        GUILHERME,
        BUS,
        GUILHERME,
      ).n,
    ).toBe(2);
    const cookie = await sessionCookie(
      { sub: GUILHERME, role: "participant" },
      { sqliteFile: path.join(ROOT, E2E_DATABASE_FILE) },
    );
    await context.clearCookies();
    await context.addCookies([
      { name: "t26.session", value: cookie.slice("t26.session=".length), url: BASE_URL, httpOnly: true },
      { name: "NEXT_LOCALE", value: locale, url: BASE_URL },
    ]);
    const text = TEXT[locale];

    // The pass: its QR, and a history with nothing in it yet.
    await page.goto("/checkin");
    await expect(page.getByTestId("pass-qr")).toBeVisible();
    await page.getByTestId("pass-usage-open").click();
    await expect(page.getByTestId("pass-usage-empty")).toHaveText(text.unused);
    // Not "0 registro de entrada" (Portuguese counts 0 as "one").
    await expect(page.getByRole("dialog")).toContainText(text.none);
    await expect(page.getByTestId("pass-usage-item")).toHaveCount(0);
    await shot(page, `pass-usage-${locale}`);

    // Day 1's bus: booked, not boarded (no "Embarque realizado" a week before it leaves).
    await page.goto("/transport?date=2026-11-01");
    const card = page.locator(`[data-testid="trip-card"][data-trip="${BUS}"]`);
    await expect(card).toBeVisible();
    await expect(card.getByTestId("trip-boarded")).toHaveCount(0);
    await shot(page, `transport-day-1-${locale}`);

    // Rewards: no points, no made-up place in the ranking, every point still to find.
    await page.goto("/rewards");
    await expect(page.getByTestId("rewards-points")).toHaveText(text.points);
    await expect(page.getByTestId("rewards-ranking")).toHaveCount(0);
    await expect(page.getByTestId("rewards-ranking-pending")).toHaveText(text.pending);
    await expect(page.getByTestId("rewards-empty")).toHaveText(text.noRewards);
    await expect(page.getByTestId("reward-point").first()).toBeVisible();
    await expect(page.locator('[data-testid="reward-point"][data-state="unlocked"]')).toHaveCount(0);
    await shot(page, `rewards-${locale}`);
  });
