import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { BASE_URL, E2E_DATABASE_FILE, PARTICIPANT_PHONE, PARTICIPANT_STORAGE_STATE } from "./support/env";
import { MARIA, MARIA_DAY_1, MARIA_UNLOCKS, checkInAtDoor, unlockRewards } from "./support/congress-activity";
import { nationalPart } from "./support/participant-login";
import { participantPages } from "./support/participant-pages";
import { sessionCookie } from "./support/session-cookie";

// Accessibility, WCAG 2.2 AA (issue 17 §5): axe over every route — signed out, participant and
// staff, in pt, en and es — and the open states of the dialogs and sheets. A serious or critical
// violation fails the test, listed as page, locale, rule and target. One context per role: the
// language is the NEXT_LOCALE cookie, changed between rounds, so a round is page after page.
// Then what axe cannot see: the skip link, reduced motion and the live regions.

const ROOT = path.resolve(__dirname, "../..");
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const LOCALES = ["pt", "en", "es"] as const;
type Locale = (typeof LOCALES)[number];
// Seeded participants no other spec logs in as: the code step is reached with their phones.
const CODE_STEP_PHONES: Record<Locale, string> = {
  pt: "+5571999990006",
  en: "+5511999990008",
  es: "+5584999990011",
};
const EVENT = "d1-recife-03";
const READER = `/app-checkin/reader?type=event&id=${EVENT}&city=recife`;

async function setLocale(context: BrowserContext, locale: Locale) {
  await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: BASE_URL }]);
}

/** Loaded, no skeleton left, fonts in, and no finite animation still running (a dialog opening). */
async function settle(page: Page) {
  await page.waitForLoadState("load");
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

class Audit {
  readonly findings: string[] = [];
  readonly timings: number[] = [];
  constructor(private readonly locale: Locale) {}

  /** axe over the page as it is now: serious and critical violations kept. */
  async check(page: Page, name: string) {
    await settle(page);
    const t0 = Date.now();
    // Only the violations are collected in full (the passes' node lists are what makes axe slow).
    let axe = new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ["violations"] });
    // Colour contrast, axe's slowest rule, once (pt): the colours are the same tokens in every
    // language (and lib/theme-contrast.test.ts computes them all); en and es get every other rule.
    if (this.locale !== "pt") axe = axe.disableRules(["color-contrast"]);
    const result = await axe.analyze();
    this.timings.push(Date.now() - t0);
    for (const v of result.violations) {
      if (v.impact !== "serious" && v.impact !== "critical") continue;
      for (const n of v.nodes)
        this.findings.push(
          `${name} [${this.locale}] ${v.id} (${v.impact}): ${n.target.join(" ")} — ${n.failureSummary?.split("\n").slice(1).join(" ").trim()}`,
        );
    }
  }

  async visit(page: Page, url: string, name = url) {
    const res = await page.goto(url);
    expect(res?.status(), `${url} answers`).toBeLessThan(500);
    await this.check(page, name);
  }

  /** A dialog, sheet or menu opened by `open`: axe over the whole page in that state, then Escape. */
  async open(page: Page, name: string, open: () => Promise<unknown>, surface: Locator) {
    await open();
    await expect(surface).toBeVisible();
    await this.check(page, name);
    await page.keyboard.press("Escape");
    await expect(surface).toBeHidden();
  }
}

/** One role in one language (the NEXT_LOCALE cookie): the findings fail the test together. */
async function inLocale(
  role: string,
  locale: Locale,
  context: BrowserContext,
  round: (page: Page, audit: Audit) => Promise<void>,
) {
  const started = Date.now();
  await setLocale(context, locale);
  const audit = new Audit(locale);
  await round(await context.newPage(), audit);
  await context.close();
  const { timings, findings } = audit;
  console.log(
    `a11y ${role} [${locale}]: ${timings.length} analyses in ${Math.round((Date.now() - started) / 1000)} s; axe ${Math.round(timings.reduce((a, b) => a + b, 0) / timings.length)} ms each on average`,
  );
  return findings;
}

// Smaller screenshots to paint, same CSS pixels: the analyses do not depend on the pixel ratio.
const CONTEXT = { deviceScaleFactor: 1 } as const;
const SIGNED_OUT = { ...CONTEXT, storageState: { cookies: [], origins: [] } };

test.describe("axe: no serious or critical violation", () => {
  for (const locale of LOCALES)
    test(`signed out [${locale}]: entry, registration, legal and 404`, async ({ browser }) => {
      test.setTimeout(120_000);
      const findings = await inLocale(
        "signed out",
        locale,
        await browser.newContext(SIGNED_OUT),
        async (page, audit) => {
          // The splash, on a page of its own whose way to /home is held (it moves on after 3 s).
          const splash = await page.context().newPage();
          await splash.route(
            (url) => url.pathname === "/home",
            () => undefined,
          );
          await splash.goto("/");
          await audit.check(splash, "/ (splash)");
          await splash.close();
          for (const url of [
            "/home",
            "/event-info",
            "/plans",
            "/login",
            "/register/origin",
            "/terms",
            "/app-checkin",
            "/pagina-que-nao-existe",
          ])
            await audit.visit(page, url);
          // Step 2 of the registration, reached as a person does: without step 1's draft the page
          // sends the visitor back to step 1, and axe would run on a page between two screens.
          await page.goto("/register/origin");
          await expect(async () => {
            // A native select changed before hydration reaches no handler: again until it does.
            await page.locator("#origin-country").selectOption("Brasil");
            await page.locator("#origin-state").selectOption("PE");
            await page.locator("#origin-city").selectOption("Recife");
            await expect(page.locator("#origin-association")).not.toHaveValue("", { timeout: 1000 });
          }).toPass();
          await page.getByTestId("origin-continue").click();
          await page.waitForURL(/\/register\/personal$/);
          await expect(page.locator("#personal-fullName")).toBeVisible();
          await audit.check(page, "/register/personal");
          // The code step, reached as a person does.
          await page.goto("/login");
          await page.getByTestId("login-phone").fill(nationalPart(CODE_STEP_PHONES[locale]));
          await page.getByTestId("login-continue").click();
          await page.waitForURL(/\/login\/validation/);
          await expect(page.getByTestId("code-countdown")).toBeVisible();
          await audit.check(page, "/login/validation");
        },
      );
      expect(findings, `${findings.length} serious/critical violations`).toEqual([]);
    });

  for (const locale of LOCALES)
    test(`participant [${locale}]: every page of the shell, the pass and the dialogs`, async ({
      browser,
      db,
    }) => {
      test.setTimeout(180_000);
      // The pass's history, 'Embarque realizado' and the rewards with a ranking are audited as
      // they are once the congress has begun (the seed, a week before it, has none of them).
      await unlockRewards(BASE_URL, MARIA_UNLOCKS);
      await checkInAtDoor(
        BASE_URL,
        MARIA_DAY_1.map((item) => ({ ...item, userId: MARIA })),
      );
      const order = db.get<{ id: string }>(
        `SELECT o.id FROM "Order" o JOIN "User" u ON u.id = o."userId" WHERE u.phone = ? LIMIT 1`,
        PARTICIPANT_PHONE,
      );
      const pages = [...participantPages(db), ...(order ? [`/receipts/${order.id}`] : [])];
      const findings = await inLocale(
        "participant",
        locale,
        await browser.newContext({ ...CONTEXT, storageState: path.join(ROOT, PARTICIPANT_STORAGE_STATE) }),
        async (page, audit) => {
          for (const url of pages) await audit.visit(page, url);

          // Dialogs and sheets, open.
          await page.goto("/schedule");
          await audit.open(
            page,
            "/schedule event dialog",
            () => page.getByTestId("event-card").first().click(),
            page.getByTestId("event-dialog"),
          );
          await page.goto("/transport?date=2026-11-02");
          await settle(page);
          const book = page.getByTestId("trip-offer-book").first();
          if (await book.isVisible())
            await audit.open(
              page,
              "/transport booking sheet",
              () => book.click(),
              page.getByTestId("trip-booking-sheet"),
            );
          await page.goto("/community/feed");
          await settle(page);
          await audit.open(
            page,
            "/community/feed post menu",
            () => page.getByTestId("post-menu").first().click(),
            page.getByTestId("post-report"),
          );
          await page.getByTestId("post-menu").first().click();
          await page.getByTestId("post-report").click();
          await expect(page.getByTestId("report-sheet")).toBeVisible();
          await audit.check(page, "/community/feed report sheet");
          await page.keyboard.press("Escape");
          await expect(page.getByTestId("report-sheet")).toBeHidden();
          await page.goto("/menu");
          await settle(page);
          await audit.open(
            page,
            "/menu logout confirm",
            () => page.getByTestId("logout-open").click(),
            page.getByTestId("logout-confirm"),
          );
          await page.goto("/terms");
          await settle(page);
          await audit.open(
            page,
            "/terms delete account confirm",
            () => page.getByTestId("account-delete").click(),
            page.getByTestId("account-delete-confirm"),
          );
          await page.goto("/checkin");
          await settle(page);
          await audit.open(
            page,
            "/checkin usage sheet",
            () => page.getByTestId("pass-usage-open").click(),
            page.locator('[role="dialog"]'),
          );
          await page.goto("/dependents");
          await settle(page);
          const view = page.getByTestId("dependent-view").first();
          if (await view.isVisible())
            await audit.open(
              page,
              "/dependents dependent sheet",
              () => view.click(),
              page.getByTestId("dependent-sheet"),
            );
        },
      );
      expect(findings, `${findings.length} serious/critical violations`).toEqual([]);
    });

  test("staff: the check-in tool, the reader with an announced result and the look-up, in pt, en and es", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    // A staff session made as the app makes them (the sign-in itself is auth.spec's): the suite's
    // staff sign-ins stay under the per-user limit (10 in 15 min) that transport.spec meets later.
    const cookie = await sessionCookie(
      { sub: "seed-staff-checkin", role: "staff" },
      { sqliteFile: path.join(ROOT, E2E_DATABASE_FILE) },
    );
    const staff = {
      cookies: [
        {
          name: "t26.session",
          value: cookie.slice("t26.session=".length),
          domain: new URL(BASE_URL).hostname,
          path: "/",
          expires: -1,
          httpOnly: true,
          secure: false,
          sameSite: "Lax" as const,
        },
      ],
      origins: [],
    };
    const findings: string[] = [];
    for (const locale of LOCALES)
      findings.push(
        ...(await inLocale(
          "staff",
          locale,
          await browser.newContext({ ...CONTEXT, storageState: staff }),
          async (page, audit) => {
            for (const url of [
              "/app-checkin/home",
              `/app-checkin/item/event/${EVENT}`,
              `/app-checkin/review/event/${EVENT}`,
              "/app-checkin/reports",
              "/app-checkin/news",
              "/app-checkin/rewards",
            ])
              await audit.visit(page, url);
            await page.goto(READER);
            await expect(page.getByTestId("reader-progress")).toHaveText(/\d/);
            await audit.check(page, "reader");
            // A typed code nobody has: the refused result over the camera.
            await page.getByTestId("reader-manual").fill("T26-ZZZZZZ");
            await page.getByTestId("reader-manual-submit").click();
            await expect(page.getByTestId("reader-result")).toBeVisible();
            // A screen reader hears it: the reason, from a region that was there before the read.
            const announcement = page.getByTestId("reader-announcement");
            await expect(announcement).toHaveAttribute("aria-live", "assertive");
            await expect(announcement).toHaveAttribute("role", "status");
            await expect(announcement).toHaveText(
              (await page.getByTestId("reader-result-message").textContent())!,
            );
            await audit.check(page, "reader refused result");
            await audit.open(
              page,
              "reader look-up sheet",
              () => page.getByTestId("reader-lookup-open").click(),
              page.getByTestId("reader-lookup"),
            );
          },
        )),
      );
    expect(findings, `${findings.length} serious/critical violations`).toEqual([]);
  });
});

const SKIP_TEXT = { pt: "Pular para o conteúdo", en: "Skip to content", es: "Saltar al contenido" } as const;

test("the skip link is the keyboard's first stop and moves the focus to the main content", async ({
  browser,
  shot,
}) => {
  const participant = await browser.newContext({ storageState: path.join(ROOT, PARTICIPANT_STORAGE_STATE) });
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  for (const [context, url, locale] of [
    [participant, "/dashboard", "pt"],
    [participant, "/schedule", "es"],
    [visitor, "/login", "en"],
    [visitor, "/home", "pt"],
  ] as const) {
    await setLocale(context, locale);
    const page = await context.newPage();
    await page.goto(url);
    await settle(page);
    const link = page.getByTestId("skip-link");
    // Hidden until the keyboard reaches it.
    expect((await link.boundingBox())?.width ?? 0, url).toBeLessThanOrEqual(1);
    await page.keyboard.press("Tab");
    await expect(link, url).toBeFocused();
    await expect(link).toHaveText(SKIP_TEXT[locale]);
    await shot(page, `skip-link-${url.slice(1)}-${locale}`);
    const box = await link.boundingBox();
    expect(box!.width, `${url}: the focused link is on screen, a 24 px target`).toBeGreaterThanOrEqual(24);
    expect(box!.height).toBeGreaterThanOrEqual(24);
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main-content"), url).toBeFocused();
    // The next Tab goes on inside the content, past the header.
    await page.keyboard.press("Tab");
    expect(
      await page.evaluate(() => !!document.activeElement?.closest("#main-content")),
      `${url}: the Tab after the skip link is in main`,
    ).toBe(true);
    await page.close();
  }
  await participant.close();
  await visitor.close();
});

test("reduced motion: animations and transitions stop, the banner stays, the splash does not loop", async ({
  browser,
}) => {
  const motion = async (reducedMotion: "reduce" | "no-preference") => {
    const context = await browser.newContext({ reducedMotion, storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    const start = new Date("2026-10-25T10:00:00-03:00");
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    await page.goto("/");
    const dot = page.locator(".animate-bounce-dot").first();
    await expect(dot).toBeVisible();
    const splash = await dot.evaluate((el) => {
      const s = getComputedStyle(el);
      return { iterations: s.animationIterationCount, duration: parseFloat(s.animationDuration) };
    });
    await page.goto("/home");
    await expect(page.getByTestId("countdown-days")).not.toHaveText("--"); // hydrated
    const button = page.getByTestId("cta-register");
    const transition = await button.evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
    await page.clock.runFor(4500);
    const slide = await page.getByTestId("banner-slide-0").getAttribute("data-active");
    await context.close();
    return { splash, transition, firstSlideStill: slide === "true" };
  };

  const reduced = await motion("reduce");
  expect(reduced.splash.iterations).toBe("1");
  expect(reduced.splash.duration).toBeLessThanOrEqual(0.0001);
  expect(reduced.transition).toBeLessThanOrEqual(0.0001);
  expect(reduced.firstSlideStill, "the banner does not autoplay").toBe(true);

  // The same page without the preference moves: the checks above would see it.
  const moving = await motion("no-preference");
  expect(moving.splash.iterations).toBe("infinite");
  expect(moving.transition).toBeGreaterThan(0.05);
  expect(moving.firstSlideStill).toBe(false);
});

test("the login code's countdown is announced politely, by the minute, and readable", async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByTestId("login-phone").fill(nationalPart("+5586999990007"));
  await page.getByTestId("login-continue").click();
  await page.waitForURL(/\/login\/validation/);
  const countdown = page.getByTestId("code-countdown");
  await expect(countdown).toHaveText(/^[23]:\d\d$/);
  const live = page.getByTestId("code-countdown-live");
  await expect(live).toHaveAttribute("role", "status");
  await expect(live).toHaveAttribute("aria-live", "polite");
  await expect(live).toHaveText(/^O código expira em [23] minutos\.$/);
  // The ticking clock itself is not live (no announcement a second).
  expect(await countdown.evaluate((el) => !!el.closest("[aria-live]"))).toBe(false);
  // Its text is 4.5:1 on the card at least.
  const contrast = await new AxeBuilder({ page })
    .include('[data-testid="code-countdown"]')
    .withRules(["color-contrast"])
    .analyze();
  expect(contrast.violations).toEqual([]);
  // Toasts go through sonner's polite region, there before any toast.
  await expect(page.locator('section[aria-live="polite"]')).toHaveCount(1, { timeout: 10_000 });
  await context.close();
});

test("every control the keyboard reaches shows where the focus is", async ({ browser }) => {
  const context = await browser.newContext({ storageState: path.join(ROOT, PARTICIPANT_STORAGE_STATE) });
  const page = await context.newPage();
  const unmarked: string[] = [];
  for (const url of ["/dashboard", "/community/feed", "/schedule"]) {
    await page.goto(url);
    await settle(page);
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press("Tab");
      // A focus ring is an outline or (Tailwind's ring) a box-shadow, once the transition ends.
      await page.waitForTimeout(200);
      const focus = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const s = getComputedStyle(el);
        const outline = s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0;
        return {
          marked: outline || s.boxShadow !== "none",
          what: `${el.tagName.toLowerCase()}${el.dataset.testid ? `[data-testid=${el.dataset.testid}]` : ""} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 30)}"`,
        };
      });
      if (focus && !focus.marked) unmarked.push(`${url}: ${focus.what}`);
    }
  }
  await context.close();
  expect(unmarked).toEqual([]);
});
