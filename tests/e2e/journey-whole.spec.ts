import path from "node:path";
import type { BrowserContext } from "@playwright/test";
import { collectConsoleErrors } from "./support/console-errors";
import { E2E_DATABASE_FILE, PARTICIPANT_STORAGE_STATE } from "./support/env";
import { expect, test } from "./support/fixtures";
import { sessionCookie } from "./support/session-cookie";

// Issue 20's last pieces, walked in pt, en and es at 390×844 (a week before the congress, the e2e
// clock): the event home's next bus at the booked boarding point, a profile's topics in the
// reader's language, the sample feed dated in the demo week, the event video's poster, and the
// staff moderation queue hydrating without a console error.

const LOCALES = ["pt", "en", "es"] as const;
type Locale = (typeof LOCALES)[number];
const MARIA = "seed-user-maria";

async function useLocale(context: BrowserContext, baseURL: string, locale: Locale) {
  await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL }]);
}

test.describe("participant screens", () => {
  test.use({ storageState: PARTICIPANT_STORAGE_STATE, viewport: { width: 390, height: 844 } });

  for (const locale of LOCALES)
    test(`${locale}: next bus at the booked point, profile topics, demo-week feed, event video`, async ({
      page,
      context,
      baseURL,
      db,
      shot,
    }) => {
      test.slow();
      await useLocale(context, baseURL!, locale);
      const errors = collectConsoleErrors(page);

      // /dashboard-evento: Maria's next bus shows where and when she is picked up.
      const booked = db.one<{ busId: string; name: string; address: string; boardingLocation: string }>(
        `SELECT t.busId, p.name, p.address, t.boardingLocation FROM TripBooking b
           JOIN Trip t ON t.id = b.tripId JOIN BoardingPoint p ON p.id = b.boardingPointId
          WHERE b.userId = ? ORDER BY t.departsAt LIMIT 1`,
        MARIA,
      );
      await page.goto("/dashboard-evento");
      const card = page.getByTestId("next-trip-card");
      await expect(card).toContainText(booked.busId);
      await expect(card.getByTestId("next-trip-point")).toContainText(booked.name);
      await expect(card.getByTestId("next-trip-point")).toContainText(booked.address);
      expect(booked.name).not.toBe(booked.boardingLocation);
      await expect(card).not.toContainText(booked.boardingLocation);
      await expect(card.getByTestId("next-trip-time")).toHaveText(/^\d{1,2}:\d{2}( ?[AP]M)?$/);
      for (const app of ["google", "waze", "apple"])
        await expect(card.getByTestId(`directions-${app}`)).toHaveAttribute("href", /^https:\/\//);
      await card.scrollIntoViewIfNeeded();
      await shot(page, `dashboard-evento-${locale}`);
      await card.getByTestId("next-trip-card-open").click();
      await expect(page.getByTestId("boarding-card-point")).toHaveText(booked.name);
      await expect(page.getByTestId("boarding-card-time")).toHaveText(
        (await card.getByTestId("next-trip-time").textContent())!,
      );
      await page.getByTestId("boarding-card-close").click();

      // Maria's profile: each post's topic in the reader's language.
      const topic = {
        pt: "O que eu quero fazer lá",
        en: "What I want to do there",
        es: "Lo que quiero hacer allí",
      }[locale];
      await page.goto(`/community/profile/${MARIA}`);
      const posts = page.getByTestId("profile-posts");
      await expect(posts).toContainText(topic);
      if (locale !== "pt") await expect(posts).not.toContainText("O que eu quero fazer lá");
      await shot(page, `profile-${locale}`);

      // The feed: the seeded posts were written before the demo's now, so none reads "now".
      const justNow = { pt: "agora", en: "now", es: "ahora" }[locale];
      await page.goto("/community/feed");
      const seeded = page.locator('[data-testid="post-card"][data-post^="seed-post-"]');
      await expect(seeded.first()).toBeVisible();
      for (const post of (await seeded.all()).slice(0, 5))
        await expect(post.locator("time").first()).not.toHaveText(new RegExp(`^${justNow}$`, "i"));
      await shot(page, `feed-${locale}`);

      // Notifications: nothing from the congress days a week before it.
      await page.goto("/notifications");
      await expect(page.getByTestId("notification-card").first()).toBeVisible();
      await expect(
        page.locator('[data-testid="notification-card"] a[href="/news/alerta-chuva-recife"]'),
      ).toHaveCount(0);
      await shot(page, `notifications-${locale}`);

      // /event-info: the video's local poster; the player loads on play only.
      await page.route("https://www.youtube-nocookie.com/**", (route) =>
        route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" }),
      );
      await page.goto("/event-info");
      const facade = page.getByTestId("video-facade");
      await facade.scrollIntoViewIfNeeded();
      await expect(facade.locator("img")).toHaveAttribute("src", "/images/art/video-poster.svg");
      await expect(page.locator("iframe")).toHaveCount(0);
      await shot(page, `event-info-${locale}`);
      await facade.click();
      await expect(page.locator("iframe")).toHaveAttribute(
        "src",
        /youtube-nocookie\.com\/embed\/.+autoplay=1/,
      );

      expect(errors).toEqual([]);
    });
});

test.describe("staff", () => {
  test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 390, height: 844 } });

  // React error #418 came from the queue's relative times ("ontem"): the server's and the
  // browser's first render must say the same, whatever the phone's clock says.
  for (const [locale, skewMinutes] of [
    ["pt", 0],
    ["en", -90],
    ["es", 200],
  ] as const)
    test(`${locale}: the moderation queue hydrates without console errors (phone ${skewMinutes} min off)`, async ({
      page,
      context,
      baseURL,
      shot,
    }) => {
      const cookie = await sessionCookie(
        { sub: "seed-staff-checkin", role: "staff" },
        { sqliteFile: path.resolve(__dirname, "../..", E2E_DATABASE_FILE) },
      );
      const eq = cookie.indexOf("=");
      await context.addCookies([{ name: cookie.slice(0, eq), value: cookie.slice(eq + 1), url: baseURL! }]);
      await useLocale(context, baseURL!, locale);
      if (skewMinutes !== 0) {
        await page.clock.install({ time: new Date(Date.now() + skewMinutes * 60_000) });
        await page.clock.resume();
      }
      const errors = collectConsoleErrors(page);
      await page.goto("/app-checkin/reports", { waitUntil: "load" });
      await expect(page.getByTestId("report-item").first()).toBeVisible();
      await expect(page.getByTestId("report-time").first()).toHaveAttribute("datetime", /^2026-/);
      await expect(page.getByTestId("report-time").first()).not.toBeEmpty();
      await page.waitForTimeout(700);
      await shot(page, `moderation-${locale}`);
      expect(errors).toEqual([]);
    });
});
