import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { NOT_FOUND_TEXT, PARTICIPANT_STORAGE_STATE } from "./support/env";
import { expect, test } from "./support/fixtures";

// Foundation: splash, landing, countdown, languages, 404, event info, plans, every route of the
// spec's two route lists, and the shell rules. Mobile viewport (playwright.config.ts).

const ROOT = path.resolve(__dirname, "../..");
const pathname = (page: Page) => new URL(page.url()).pathname;

const SPLASH_TEXT = "Carregando sua jornada de missão, adoração e vida...";
const HEADLINE = {
  pt: "Missão, adoração e vida em comunidade.",
  en: "Mission, worship and life in community.",
  es: "Misión, adoración y vida en comunidad.",
} as const;
const LOGIN_PROMPT = "Já fez sua inscrição? Faça seu login para entrar:";

async function expectNoShell(page: Page) {
  await expect(page.getByTestId("header-logo")).toHaveCount(0);
  await expect(page.getByTestId("header-bell")).toHaveCount(0);
  await expect(page.getByTestId("bottom-nav")).toHaveCount(0);
}

test.describe("splash and landing", () => {
  test("splash shows the loading text and goes to /home after 3 s", async ({ page, shot }) => {
    // The page's clock is fake and stands still until runFor: "3 s" is exact however busy the
    // machine is (a slow screenshot must not count as splash time).
    const start = new Date("2026-11-22T10:00:00-03:00");
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    await page.goto("/");
    await expect(page.getByText(SPLASH_TEXT)).toBeVisible();
    await expect(page.getByTestId("splash")).toBeVisible();
    await expectNoShell(page);
    await shot(page, "splash");

    await page.clock.runFor(2900);
    expect(pathname(page)).toBe("/");
    await expect(page.getByTestId("splash")).toBeVisible();

    await page.clock.runFor(200);
    await page.waitForURL((url) => url.pathname === "/home");
    await expect(page.getByRole("heading", { level: 1, name: HEADLINE.pt })).toBeVisible();
  });

  test("landing shows headline, place, countdown and no shell", async ({ page, shot }) => {
    const res = await page.goto("/home");
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HEADLINE.pt);
    await expect(page.getByText("Recife • Pernambuco • Brasil")).toBeVisible();
    await expect(page.getByTestId("countdown")).toBeVisible();
    await expect(page.getByTestId("language-select")).toBeVisible();
    await expectNoShell(page);
    await expect(page.getByTestId("countdown-days")).not.toHaveText("--"); // hydrated
    await shot(page, "home");
  });

  for (const [label, target] of [
    ["Saiba mais sobre o evento", "/event-info"],
    ["Fazer meu cadastro", "/register/origin"],
  ] as const) {
    test(`landing button '${label}' goes to ${target}`, async ({ page }) => {
      await page.goto("/home");
      const link = page.getByRole("link", { name: label, exact: true });
      await expect(link).toHaveAttribute("href", target);
      await link.click();
      await page.waitForURL((url) => url.pathname === target);
      await expect(page.getByText(NOT_FOUND_TEXT)).toHaveCount(0);
    });
  }

  test("landing login card goes to /login", async ({ page }) => {
    await page.goto("/home");
    await expect(page.getByText(LOGIN_PROMPT, { exact: true })).toBeVisible();
    // The innermost block holding both the prompt and a link is the login card.
    const card = page
      .locator("div")
      .filter({ has: page.getByText(LOGIN_PROMPT, { exact: true }) })
      .filter({ has: page.getByRole("link") })
      .last();
    const link = card.getByRole("link");
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute("href", "/login");
    await link.click();
    await page.waitForURL((url) => url.pathname === "/login");
    await expectNoShell(page);
  });

  test("banner carousel autoplays every 4 s", async ({ page }) => {
    // The page's clock stands still from the start: only runFor moves it, so a slow machine
    // (hydration taking seconds) cannot shift the 4 s.
    const start = new Date("2026-11-22T10:00:00-03:00");
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    await page.goto("/home");
    const slide0 = page.getByTestId("banner-slide-0");
    const slide1 = page.getByTestId("banner-slide-1");
    await expect(slide0).toHaveAttribute("data-active", "true");
    await expect(slide1).toHaveAttribute("data-active", "false");
    // Hydrated: the countdown's effect ran in the same commit as the carousel's timer.
    await expect(page.getByTestId("countdown-days")).not.toHaveText("--");

    await page.clock.runFor(3000);
    await expect(slide0).toHaveAttribute("data-active", "true");
    await expect(slide1).toHaveAttribute("data-active", "false");

    await page.clock.runFor(1100); // 4.15 s after the pause
    await expect(slide1).toHaveAttribute("data-active", "true");
    await expect(slide0).toHaveAttribute("data-active", "false");

    await page.clock.runFor(4000); // and back to the first slide
    await expect(slide0).toHaveAttribute("data-active", "true");
    await expect(slide1).toHaveAttribute("data-active", "false");
  });
});

test.describe("countdown", () => {
  const cells = (page: Page) => ({
    days: page.getByTestId("countdown-days"),
    hours: page.getByTestId("countdown-hours"),
    minutes: page.getByTestId("countdown-minutes"),
    seconds: page.getByTestId("countdown-seconds"),
  });

  // The e2e servers run the business clock a week before the congress (APP_NOW
  // 2026-10-25T12:00-03:00, tests/e2e/server.mjs): the countdown follows it, not the phone's.
  test("a phone a day before the opening still shows the server's 07 days 08 hours", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2026-10-31T20:00:00-03:00"));
    await page.goto("/home");
    const { days, hours, minutes, seconds } = cells(page);
    await expect(days).toHaveText("07");
    await expect(hours).toHaveText("08");
    await expect(minutes).toHaveText("00");
    await expect(seconds).toHaveText("00");
  });

  test("ticks every second on the phone's clock from the server's now and stops at zero at the opening", async ({
    page,
  }) => {
    // The phone's clock is fake and paused before the page loads: the offset is taken at a known instant.
    const phone = new Date("2026-11-22T10:00:00-03:00");
    await page.clock.install({ time: phone });
    await page.clock.pauseAt(new Date(phone.getTime() + 1000));
    await page.goto("/home");
    const { days, hours, minutes, seconds } = cells(page);
    await expect(days).toHaveText("07");
    await expect(hours).toHaveText("08");
    // Jump to 20 s before 2026-11-01 20:00 on the business clock.
    const toOpening =
      new Date("2026-11-01T20:00:00-03:00").getTime() - new Date("2026-10-25T12:00:00-03:00").getTime();
    await page.clock.fastForward(toOpening - 20_000);
    await expect(seconds).toHaveText("20");
    await expect(minutes).toHaveText("00");
    await expect(hours).toHaveText("00");
    await expect(days).toHaveText("00");
    await page.clock.runFor(1000);
    await expect(seconds).toHaveText("19");
    await expect(page.getByTestId("countdown-started")).toHaveCount(0);
    await page.clock.runFor(25_000); // past the target
    for (const cell of Object.values(cells(page))) await expect(cell).toHaveText("00");
    await expect(page.getByTestId("countdown-started")).toHaveText("O evento começou!");
    await page.clock.runFor(5000); // stays at zero, never negative
    for (const cell of Object.values(cells(page))) await expect(cell).toHaveText("00");
  });

  test("a phone after the congress (2026-11-22) does not end the countdown", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2026-11-22T10:00:00-03:00"));
    await page.goto("/home");
    await expect(cells(page).days).toHaveText("07");
    await expect(page.getByTestId("countdown-started")).toHaveCount(0);
  });
});

test.describe("languages", () => {
  async function choose(page: Page, locale: "pt" | "en" | "es") {
    // A native <select>: a change before hydration would reach no handler, so wait for it.
    await expect(page.getByTestId("countdown-days")).not.toHaveText("--");
    await page.getByTestId("language-select").selectOption(locale);
  }

  test("the landing selector switches pt → en → es → pt and remembers it", async ({ page, context }) => {
    await page.goto("/home");
    const headline = page.getByRole("heading", { level: 1 });
    await expect(headline).toHaveText(HEADLINE.pt);
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");

    await choose(page, "en");
    await expect(headline).toHaveText(HEADLINE.en);
    const cookie = (await context.cookies()).find((c) => c.name === "NEXT_LOCALE");
    expect(cookie?.value).toBe("en");
    await page.reload();
    await expect(headline).toHaveText(HEADLINE.en);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    // The whole UI, not just the headline: the countdown labels too.
    await expect(page.getByTestId("countdown")).toContainText("Days");

    await choose(page, "es");
    await expect(headline).toHaveText(HEADLINE.es);
    await page.reload();
    await expect(headline).toHaveText(HEADLINE.es);
    expect((await context.cookies()).find((c) => c.name === "NEXT_LOCALE")?.value).toBe("es");

    await choose(page, "pt");
    await expect(headline).toHaveText(HEADLINE.pt);
    await page.reload();
    await expect(headline).toHaveText(HEADLINE.pt);
  });
});

test.describe("not found", () => {
  test("unknown path answers 404 with a link home", async ({ page, shot }) => {
    const res = await page.goto("/this-does-not-exist");
    expect(res?.status()).toBe(404);
    await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
    const home = page.getByRole("link", { name: "Return to Home" });
    await expect(home).toHaveAttribute("href", "/home");
    await shot(page, "404");
    await home.click();
    await page.waitForURL((url) => url.pathname === "/home");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HEADLINE.pt);
  });
});

test.describe("event info and plans", () => {
  test("/event-info shows attendees, age rules and goes to registration", async ({ page, shot }) => {
    const res = await page.goto("/event-info");
    expect(res?.status()).toBe(200);
    await expect(page.getByText("15k+", { exact: true })).toBeVisible();
    const age = page
      .locator("section")
      .filter({ hasText: /15 a 35 anos/ })
      .filter({ hasText: /menores de 18 anos/i });
    await expect(age.first()).toBeVisible();
    await expect(page.getByRole("link", { name: /Site Oficial/ })).toBeVisible();
    await expectNoShell(page);
    await shot(page, "event-info");
    const register = page.getByTestId("event-info-register");
    await expect(register).toHaveAttribute("href", "/register/origin");
    await register.click();
    await page.waitForURL((url) => url.pathname === "/register/origin");
  });

  test("/plans: prices from the database, continue enabled only after choosing", async ({
    page,
    shot,
    db,
  }) => {
    const rows = db.all<{ plan: string; amountCents: number }>(`SELECT plan, amountCents FROM "Price"`);
    const cents = Object.fromEntries(rows.map((r) => [r.plan, r.amountCents]));
    expect(cents).toEqual({ congressista: 49_900, nao_congressista: 19_900 });

    await page.goto("/plans");
    const congressista = page.getByTestId("plan-congressista");
    const naoCongressista = page.getByTestId("plan-nao_congressista");
    await expect(congressista).toContainText("R$ 499,00");
    await expect(naoCongressista).toContainText("R$ 199,00");
    await expectNoShell(page);
    await shot(page, "plans");

    const next = page.getByTestId("plans-continue");
    await expect(next).toBeDisabled();
    await next.click({ force: true });
    expect(pathname(page)).toBe("/plans");

    await congressista.click();
    await expect(congressista).toHaveAttribute("aria-checked", "true");
    await expect(naoCongressista).toHaveAttribute("aria-checked", "false");
    await expect(next).toBeEnabled();
    await next.click();
    await page.waitForURL((url) => url.pathname === "/register/origin");
  });
});

test.describe("routes", () => {
  // The spec's two route lists (part 1 §2), with sample ids for the parameters.
  const MAIN = [
    "/",
    "/home",
    "/dashboard",
    "/dashboard-evento",
    "/community",
    "/community/feed",
    "/community/new-post",
    "/community/post/sample-post",
    "/community/profile/sample-user",
    "/my-profile",
    "/schedule",
    "/schedule/results",
    "/schedule/builder",
    "/news",
    "/news/sample-news",
    "/help",
    "/help/cadastro",
    "/notifications",
    "/settings/notifications",
    "/menu",
    "/profile/edit",
    "/dependents",
    "/dependents/instructions",
    "/terms",
    "/login",
    "/login/validation",
    "/event-info",
    "/plans",
    "/register/origin",
    "/register/personal",
    "/register/validation",
    "/register/plan",
    "/payment",
    "/success",
    "/checkin",
    "/transport",
    "/rewards",
  ];
  const STAFF = ["/app-checkin", "/app-checkin/validation", "/app-checkin/home", "/app-checkin/reader"];

  for (const route of [...MAIN, ...STAFF]) {
    test(`${route} answers for a visitor`, async ({ request }) => {
      const res = await request.get(route);
      const final = new URL(res.url());
      expect(res.status(), `${route} → ${res.url()}`).toBeLessThan(500);
      expect(res.status(), `${route} → ${res.url()}`).not.toBe(404);
      // Every page's RSC payload carries the root not-found boundary: look at the markup only.
      const markup = (await res.text()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
      expect(markup, `${route} shows the 404 page`).toContain("<body");
      expect(markup, `${route} shows the 404 page`).not.toContain(NOT_FOUND_TEXT);
      // Either the page itself or the login of its audience.
      if (final.pathname !== route) {
        const allowed = route.startsWith("/app-checkin") ? ["/app-checkin"] : ["/login"];
        expect(allowed, `${route} redirected to ${final.pathname}${final.search}`).toContain(final.pathname);
      }
    });
  }
});

// Shell rules need the participant pages, which require a session once auth lands. The setup
// project (tests/e2e/auth.setup.ts) writes that session; without it these run as a visitor and
// fail with a clear message if a page sends them to /login.
const storageState = path.join(ROOT, PARTICIPANT_STORAGE_STATE);

test.describe("shell", () => {
  test.use({ storageState: fs.existsSync(storageState) ? storageState : undefined });

  async function open(page: Page, route: string) {
    const res = await page.goto(route);
    if (pathname(page) === "/login" && route !== "/login") {
      throw new Error(
        `${route} redirected to ${page.url()}: the shell tests need a participant session in ${PARTICIPANT_STORAGE_STATE} ` +
          `(written by the setup project, tests/e2e/auth.setup.ts; exists: ${fs.existsSync(storageState)}).`,
      );
    }
    expect(pathname(page), `${route} redirected`).toBe(route);
    expect(res?.status(), `${route} status`).toBe(200);
  }

  const tabs = (page: Page) => page.getByTestId("bottom-nav").locator('[data-testid^="nav-"]');

  // The pass button is on every shell page since issue 19 §1 (the spec had it in the event context only).
  test("/dashboard: header, 4 tabs, the pass button", async ({ page }) => {
    await open(page, "/dashboard");
    await expect(page.getByTestId("header-logo")).toBeVisible();
    await expect(page.getByTestId("header-logo")).toHaveAttribute("href", "/dashboard");
    await expect(page.getByTestId("bottom-nav")).toBeVisible();
    await expect(tabs(page)).toHaveCount(4);
    await expect(page.getByTestId("nav-dashboard")).toHaveAttribute("href", "/dashboard");
    await expect(page.getByTestId("nav-community")).toHaveAttribute("href", "/community");
    await expect(page.getByTestId("nav-news")).toHaveAttribute("href", "/news");
    await expect(page.getByTestId("nav-help")).toHaveAttribute("href", "/help");
    await expect(page.getByTestId("nav-rewards")).toHaveCount(0);
    await expect(page.getByTestId("header-pass")).toHaveAttribute("href", "/checkin");
    await expect(page.getByTestId("header-menu")).toHaveAttribute("href", "/menu");
  });

  for (const [route, logo] of [
    ["/transport", "/dashboard-evento"],
    ["/rewards", "/dashboard-evento"],
    ["/dashboard-evento", "/dashboard"],
  ] as const) {
    test(`${route}: event context with 5 tabs and the pass button`, async ({ page }) => {
      await open(page, route);
      await expect(page.getByTestId("bottom-nav")).toBeVisible();
      await expect(tabs(page)).toHaveCount(5);
      await expect(page.getByTestId("nav-dashboard")).toHaveAttribute("href", "/dashboard-evento");
      await expect(page.getByTestId("nav-rewards")).toHaveAttribute("href", "/rewards");
      await expect(page.getByTestId("header-pass")).toBeVisible();
      await expect(page.getByTestId("header-pass")).toHaveAttribute("href", "/checkin");
      await expect(page.getByTestId("header-logo")).toHaveAttribute("href", logo);
    });
  }

  // /payment and /success need an order of the visitor: registration.spec.ts checks their shell-less layout.
  for (const route of ["/login", "/plans", "/event-info", "/register/origin", "/checkin"]) {
    test(`${route}: no header and no bottom navigation`, async ({ page }) => {
      // Signed in, /login now goes to the home (issue 20 §2): look at it as a visitor (this
      // context's cookies only; the session itself stays).
      if (route === "/login") await page.context().clearCookies();
      await open(page, route);
      await expect(page.locator("body")).not.toBeEmpty();
      await expect(page.getByRole("heading").first()).toBeVisible(); // the page did render
      await expectNoShell(page);
    });
  }

  test("the bell opens /notifications", async ({ page }) => {
    await open(page, "/dashboard");
    const bell = page.getByTestId("header-bell");
    await expect(bell).toHaveAttribute("href", "/notifications");
    await bell.click();
    await page.waitForURL((url) => url.pathname === "/notifications");
    await expect(page.getByTestId("header-logo")).toBeVisible();
  });

  test("a route change scrolls to the top", async ({ page }) => {
    await open(page, "/dashboard");
    // Make sure the page is long enough to scroll, whatever its content is today. Hydration
    // (and its own scroll-to-top on mount) may still be running: scroll until it sticks.
    await page.waitForLoadState("networkidle");
    await expect(async () => {
      await page.evaluate(() => {
        document.body.style.minHeight = "5000px";
        window.scrollTo(0, 2000);
      });
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
    }).toPass({ timeout: 7000 });
    await page.getByTestId("nav-news").click();
    await page.waitForURL((url) => url.pathname === "/news");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // The body still lets the page scroll: 0 is the reset, not a page too short to scroll.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(4000);
  });
});
