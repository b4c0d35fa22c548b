import path from "node:path";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { NOT_FOUND_PROBE, sweepConsoleErrors } from "./support/console-errors";
import { E2E_DATABASE_FILE, PARTICIPANT_STORAGE_STATE } from "./support/env";
import { expect, test, type E2eDb } from "./support/fixtures";
import { loginAsParticipant } from "./support/participant-login";
import { participantPages } from "./support/participant-pages";
import { sessionCookie } from "./support/session-cookie";

// The participant's way through the app (issues 19 §1 and 20 §§2, 5, 6, 8): a way to every place,
// no dead ends, a pass for ticket holders only, the pass offline from login on, install offers,
// and no console error on any participant or entry page.

const SQLITE = { sqliteFile: path.resolve(__dirname, "../..", E2E_DATABASE_FILE) };
const COMMUNITY_MEMBER_PHONE = "+5581999990002"; // seeded, no ticket
const REWARDS_PHONE = "+5585999990005"; // seeded ticket holder no other spec uses
const OFFLINE_LOGIN_PHONE = "+5583999990004"; // seeded ticket holder no other spec logs in

/** A context signed in as the seeded person with this phone, with a session row of its own. */
async function contextAs(
  browser: Browser,
  db: E2eDb,
  baseURL: string,
  phone: string,
  options: Parameters<Browser["newContext"]>[0] = {},
): Promise<BrowserContext> {
  const { id } = db.one<{ id: string }>(`SELECT id FROM "User" WHERE phone = ?`, phone);
  const cookie = await sessionCookie({ sub: id, role: "participant" }, SQLITE);
  const context = await browser.newContext({
    storageState: undefined,
    locale: "pt-BR",
    timezoneId: "America/Recife",
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    ...options,
  });
  await context.addCookies([
    {
      name: "t26.session",
      value: cookie.slice("t26.session=".length),
      url: baseURL,
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
  return context;
}

/** The typed code of a reward point, read where organisers get it: the staff's printable page. */
async function printedRewardCode(browser: Browser, baseURL: string, pointId: string): Promise<string> {
  const cookie = await sessionCookie({ sub: "seed-staff-checkin", role: "staff" }, SQLITE);
  const context = await browser.newContext({ storageState: undefined });
  await context.addCookies([
    { name: "t26.session", value: cookie.slice("t26.session=".length), url: baseURL, httpOnly: true },
  ]);
  const staff = await context.newPage();
  await staff.goto("/app-checkin/rewards");
  const text = await staff
    .locator(`[data-testid="reward-qr"][data-point="${pointId}"] [data-testid="reward-manual-code"]`)
    .textContent();
  await context.close();
  const code = /[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(text ?? "")?.[0];
  if (!code) throw new Error(`no printed code for ${pointId}: ${text}`);
  return code;
}

test.describe("a way to everything", () => {
  test.use({ storageState: PARTICIPANT_STORAGE_STATE });

  test("the pre-event home and the menu lead to the pass, schedule, transport and rewards", async ({
    page,
  }) => {
    await page.goto("/dashboard");
    const targets = { pass: "/checkin", schedule: "/schedule", transport: "/transport", rewards: "/rewards" };
    for (const [key, href] of Object.entries(targets)) {
      await expect(page.getByTestId(`quick-${key}`)).toHaveAttribute("href", href);
    }
    await page.getByTestId("quick-schedule").click();
    await expect(page).toHaveURL(/\/schedule$/);

    await page.goto("/menu");
    for (const [key, href] of Object.entries(targets)) {
      await expect(page.getByTestId(`menu-${key}`)).toHaveAttribute("href", href);
    }
    await page.getByTestId("menu-transport").click();
    await expect(page).toHaveURL(/\/transport$/);
    // From transport (event context) the bottom bar has the spec's fifth tab.
    await page.getByTestId("nav-rewards").click();
    await expect(page).toHaveURL(/\/rewards$/);
  });

  test("the pass button is in the header of every shell page", async ({ page }) => {
    for (const route of ["/dashboard", "/community", "/news", "/help", "/menu", "/schedule", "/rewards"]) {
      await page.goto(route);
      await expect(page.getByTestId("header-pass"), route).toHaveAttribute("href", "/checkin");
    }
    await page.getByTestId("header-pass").click();
    await expect(page.getByTestId("pass-qr")).toBeVisible();
  });

  test("signed in, /home, /login and the 404's 'Return to Home' open the home (before the event: /dashboard)", async ({
    page,
  }) => {
    for (const route of ["/home", "/login", "/login?next=/news"]) {
      const res = await page.goto(route);
      expect(res?.ok(), route).toBe(true);
      await expect(page, route).toHaveURL(/\/dashboard$/);
      await expect(page.getByTestId("home-greeting")).toBeVisible();
    }
    await page.goto("/no-such-page");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("signed out, /home and /login stay the landing and the login", async ({ browser }) => {
    const context = await browser.newContext({ locale: "pt-BR", storageState: undefined });
    const page = await context.newPage();
    await page.goto("/home");
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.locator('a[href="/login"]')).toBeVisible();
    await page.goto("/login");
    await expect(page.getByTestId("login-phone")).toBeVisible();
    await context.close();
  });
});

test.describe("no dead ends", () => {
  test.use({ storageState: PARTICIPANT_STORAGE_STATE });

  test("closing a pass opened directly goes to the home, not out of the app; opened from a page, back there", async ({
    page,
  }) => {
    // A fresh tab straight on /checkin (as from the offline page or a shortcut): its only history
    // is the tab's about:blank.
    await page.goto("/checkin");
    await page.getByTestId("pass-close").click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto("/news");
    await page.getByTestId("header-pass").click();
    await expect(page).toHaveURL(/\/checkin$/);
    await page.getByTestId("pass-close").click();
    await expect(page).toHaveURL(/\/news$/);
  });

  test("a community back button on a page opened directly goes to its fallback", async ({ page, db }) => {
    const { id } = db.one<{ id: string }>(
      `SELECT id FROM "Post" WHERE "hiddenAt" IS NULL ORDER BY "createdAt" DESC LIMIT 1`,
    );
    await page.goto(`/community/post/${id}`);
    await page.getByTestId("back").click();
    await expect(page).toHaveURL(/\/community\/feed\?topic=/);
  });
});

test.describe("rewards without a camera", () => {
  test("the scanner offers a typed code: validated in the page, then unlocked by the same API", async ({
    browser,
    db,
    baseURL,
    shot,
  }) => {
    const context = await contextAs(browser, db, baseURL!, REWARDS_PHONE);
    const page = await context.newPage();
    const { id: userId } = db.one<{ id: string }>(`SELECT id FROM "User" WHERE phone = ?`, REWARDS_PHONE);
    const point = db.one<{ id: string; name: string; points: number }>(
      `SELECT id, name, points FROM "RewardPoint"
        WHERE "cityId" IN ('recife','fortaleza','joao-pessoa')
          AND id NOT IN (SELECT "rewardPointId" FROM "RewardUnlock" WHERE "userId" = ?)
        ORDER BY id LIMIT 1`,
      userId,
    );
    await page.goto("/rewards");
    await page.getByTestId("rewards-scan").click();
    // No camera in this browser: the panel points at a field that exists.
    await expect(page.getByTestId("camera-problem")).toContainText("no campo abaixo");
    await expect(page.getByTestId("reward-code")).toBeVisible();

    await page.getByTestId("reward-code-submit").click();
    await expect(page.getByTestId("reward-code-error")).toHaveText("Digite o código do ponto.");
    await page.getByTestId("reward-code").fill("12");
    await page.getByTestId("reward-code-submit").click();
    await expect(page.getByTestId("reward-code-error")).toContainText("Código inválido");
    await shot(page, "rewards-manual-390");

    const unlocks = page.waitForRequest(
      (r) => r.url().endsWith("/api/rewards/unlock") && r.method() === "POST",
    );
    const code = await printedRewardCode(browser, baseURL!, point.id);
    await page.getByTestId("reward-code").fill(code.toLowerCase());
    await page.getByTestId("reward-code-submit").click();
    expect((await unlocks).postDataJSON()).toEqual({ code: code.toLowerCase() });
    await expect(
      page.getByText(`Recompensa desbloqueada: ${point.name} (+${point.points} pontos)!`),
    ).toBeVisible();
    await expect(page.getByTestId("reward-code-form")).toHaveCount(0); // the dialog closed
    await context.close();
  });
});

test.describe("without a ticket", () => {
  test("a community member gets a 'sem ingresso' pass with the way to buy one, and no ranking", async ({
    browser,
    db,
    baseURL,
    shot,
  }) => {
    const context = await contextAs(browser, db, baseURL!, COMMUNITY_MEMBER_PHONE);
    const page = await context.newPage();
    const res = await page.goto("/checkin");
    const html = (await res?.text()) ?? "";
    expect(html).not.toContain("T26.1.p."); // no pass token in the page at all
    await expect(page.getByTestId("pass-no-ticket")).toContainText("Você ainda não tem ingresso");
    await expect(page.getByTestId("pass-qr")).toHaveCount(0);
    await expect(page.getByTestId("pass-buy")).toHaveAttribute("href", "/register/plan");
    await shot(page, "pass-no-ticket-390");

    await page.goto("/rewards");
    await expect(page.getByTestId("rewards-points")).toHaveText("0 pontos");
    await expect(page.getByTestId("rewards-ranking")).toHaveCount(0);
    await expect(page.getByTestId("rewards-percentile")).toHaveCount(0);
    await expect(page.getByTestId("rewards-ranking-pending")).toBeVisible();
    await context.close();
  });
});

test.describe("the pass, always", () => {
  test("right after a fresh login, without opening /checkin, the pass opens offline", async ({ browser }) => {
    test.slow();
    const context = await browser.newContext({
      storageState: undefined,
      locale: "pt-BR",
      viewport: { width: 390, height: 844 },
      serviceWorkers: "allow",
    });
    const page = await context.newPage();
    await loginAsParticipant(page, OFFLINE_LOGIN_PHONE);
    const cached = () =>
      page.evaluate(async () => {
        const cache = await caches.open("t26-pages-v1");
        return (await cache.keys()).map((r) => new URL(r.url).pathname);
      });
    await expect.poll(cached, { timeout: 20_000 }).toContain("/checkin");
    expect(await page.evaluate(() => location.pathname)).toBe("/dashboard");

    await context.setOffline(true);
    await page.goto("/checkin");
    await expect(page.getByTestId("pass-qr")).toBeVisible();
    await expect(page.getByTestId("pass-member-code")).not.toBeEmpty();
    // Its scripts came along: the page is live, and closing it lands on the (cached) home.
    await page.getByTestId("pass-close").click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await context.close();
  });

  test("the manifest has an id and shortcuts to the pass and the schedule, with icons that exist", async ({
    request,
  }) => {
    const manifest = await (await request.get("/manifest.webmanifest")).json();
    expect(manifest.id).toBe("/");
    expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toEqual(["/checkin", "/schedule"]);
    for (const shortcut of manifest.shortcuts as { name: string; icons: { src: string }[] }[]) {
      expect(shortcut.name).toBeTruthy();
      expect(shortcut.icons.length).toBeGreaterThan(0);
      for (const icon of shortcut.icons) {
        const res = await request.get(icon.src);
        expect(res.ok(), icon.src).toBe(true);
        expect(res.headers()["content-type"]).toBe("image/png");
      }
    }
  });

  test.describe("install offer", () => {
    test.use({ storageState: PARTICIPANT_STORAGE_STATE });

    const offerInstall = (page: Page) =>
      page.evaluate(() => {
        const event = new Event("beforeinstallprompt", { cancelable: true }) as Event & {
          prompt: () => Promise<void>;
          userChoice: Promise<{ outcome: string }>;
        };
        event.prompt = async () => {
          (window as unknown as { prompted: boolean }).prompted = true;
        };
        event.userChoice = Promise.resolve({ outcome: "accepted" });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      });

    test("the browser's offer becomes a card; 'Agora não' is remembered", async ({ page, shot }) => {
      await page.goto("/dashboard");
      await expect(page.getByTestId("home-greeting")).toBeVisible();
      await expect(page.getByTestId("install-prompt")).toHaveCount(0); // nothing offered yet
      const countdown = page.getByTestId("home-countdown");
      const before = await countdown.boundingBox();
      expect(await offerInstall(page)).toBe(true); // the browser's mini-bar is held back
      const card = page.getByTestId("install-prompt");
      await expect(card).toHaveAttribute("data-offer", "prompt");
      await expect(card).toBeInViewport();
      await card.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      // It arrives after load docked over the page, above the bottom bar: nothing of the page moves.
      expect(await countdown.boundingBox()).toEqual(before);
      const [cardBox, navBox] = [
        await card.boundingBox(),
        await page.getByTestId("bottom-nav").boundingBox(),
      ];
      expect(cardBox!.y + cardBox!.height).toBeLessThanOrEqual(navBox!.y);
      await shot(page, "install-prompt-390");
      // Scrolled to the end, it sits below the last content instead of covering it.
      const last = page.getByRole("link", { name: "Dashboard Durante o Evento" });
      await last.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(
        await last.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
        }),
      ).toBe(true);
      await last.click({ trial: true });
      await page.getByTestId("install-dismiss").click();
      await expect(page.getByTestId("install-prompt")).toHaveCount(0);

      await page.reload();
      await expect(page.getByTestId("home-greeting")).toBeVisible();
      await offerInstall(page);
      await expect(page.getByTestId("install-prompt")).toHaveCount(0);
    });

    test("'Instalar' opens the browser's install dialog", async ({ page }) => {
      await page.goto("/dashboard-evento");
      await expect(page.getByTestId("home-greeting")).toBeVisible();
      await offerInstall(page);
      await page.getByTestId("install-accept").click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted))
        .toBe(true);
      await expect(page.getByTestId("install-prompt")).toHaveCount(0);
    });
  });

  test("on iPhone Safari (not installed): the home shows the 'Adicionar à Tela de Início' steps, and so do push settings", async ({
    browser,
    db,
    baseURL,
    shot,
  }) => {
    const context = await contextAs(browser, db, baseURL!, REWARDS_PHONE, {
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
    });
    // iOS Safari outside the home screen has no web push.
    await context.addInitScript(() => {
      delete (window as unknown as { PushManager?: unknown }).PushManager;
    });
    const page = await context.newPage();
    await page.goto("/dashboard");
    await expect(page.getByTestId("install-prompt")).toHaveAttribute("data-offer", "ios");
    await expect(page.getByTestId("install-ios")).toContainText("Adicionar à Tela de Início");
    await shot(page, "install-ios-390");
    await page.goto("/settings/notifications");
    await expect(page.getByTestId("push-install")).toContainText("Adicionar à Tela de Início");
    await expect(page.getByText("Este navegador não recebe notificações push.")).toHaveCount(0);
    await context.close();
  });
});

test.describe("no console errors", () => {
  test.use({ storageState: PARTICIPANT_STORAGE_STATE });
  test("signed out: every entry page", async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({
      storageState: undefined,
      locale: "pt-BR",
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const errors = await sweepConsoleErrors(page, [
      "/home",
      "/event-info",
      "/plans",
      "/login",
      "/login/validation",
      "/register/origin",
      "/register/personal",
      "/register/validation",
      "/terms",
      NOT_FOUND_PROBE,
      "/",
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("signed in: every participant page", async ({ page, db }) => {
    test.setTimeout(300_000);
    const errors = await sweepConsoleErrors(page, [
      ...participantPages(db),
      "/register/plan",
      "/success",
      "/home",
    ]);
    expect(errors).toEqual([]);
  });
  // React error #418 (text differs between the server's HTML and the first browser render) came
  // from relative times ("há 5 minutos") computed with the phone's clock: a phone a little off
  // disagreed with the server. A clock 90 minutes behind and 200 minutes ahead must hydrate cleanly.
  for (const skewMinutes of [-90, 200]) {
    test(`signed in, the phone's clock ${skewMinutes} min off: pages with relative times hydrate cleanly`, async ({
      page,
      db,
    }) => {
      const post = db.one<{ id: string; authorId: string }>(
        `SELECT id, "authorId" FROM "Post" WHERE "hiddenAt" IS NULL ORDER BY "createdAt" DESC LIMIT 1`,
      );
      test.setTimeout(120_000);
      const news = db.one<{ id: string }>(`SELECT id FROM "NewsItem" ORDER BY "publishedAt" DESC LIMIT 1`);
      await page.clock.install({ time: new Date(Date.now() + skewMinutes * 60_000) });
      await page.clock.resume();
      const errors = await sweepConsoleErrors(page, [
        "/community/feed",
        `/community/post/${post.id}`,
        `/community/profile/${post.authorId}`,
        "/my-profile",
        "/news",
        `/news/${news.id}`,
        "/notifications",
      ]);
      expect(errors).toEqual([]);
    });
  }
});

test.describe("screens in three languages, 390×844 and 320×640", () => {
  test.use({ storageState: PARTICIPANT_STORAGE_STATE });

  for (const locale of ["pt", "en", "es"] as const)
    for (const [width, height] of [
      [390, 844],
      [320, 640],
    ] as const)
      test(`${locale} at ${width}×${height}: home, menu, pass, rewards, feed end, login code`, async ({
        page,
        context,
        baseURL,
        shot,
      }) => {
        test.slow();
        await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL! }]);
        await context.addInitScript(() => {
          const expiresAt = new Date(Date.now() + 180_000).toISOString();
          sessionStorage.setItem(
            "t26.login",
            JSON.stringify({ phone: "+5581999990001", phoneDisplay: "+55 81 99999 0001", expiresAt }),
          );
        });
        await page.setViewportSize({ width, height });
        const name = (screen: string) => `${screen}-${locale}-${width}`;
        await page.goto("/dashboard");
        await expect(page.getByTestId("quick-links")).toBeVisible();
        await shot(page, name("dashboard"));
        await page.goto("/menu");
        await shot(page, name("menu"));
        await page.goto("/checkin");
        await expect(page.getByTestId("pass-qr")).toBeVisible();
        await shot(page, name("pass"));
        await page.goto("/rewards");
        const nav = page.getByTestId("bottom-nav");
        await expect(nav.locator('[data-testid^="nav-"]')).toHaveCount(5);
        // Every tab's label fits its tab: no label wider than its link, none past the screen.
        for (const tab of await nav.locator('[data-testid^="nav-"]').all()) {
          const fits = await tab.evaluate((el) => {
            const r = el.getBoundingClientRect();
            return el.scrollWidth <= el.clientWidth + 1 && r.right <= window.innerWidth + 0.5;
          });
          expect(fits, `${await tab.textContent()} fits at ${width}px`).toBe(true);
        }
        await shot(page, name("rewards"));
        await page.getByTestId("rewards-scan").click();
        await expect(page.getByTestId("reward-code")).toBeVisible();
        await shot(page, name("rewards-manual"));
        await page.goto("/community/feed");
        await expect(page.getByTestId("feed")).toBeVisible();
        // Scroll until the infinite list has loaded its last page and the page stops growing.
        let pageHeight = 0;
        for (let i = 0; i < 15; i++) {
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          await page.waitForTimeout(400);
          const now = await page.evaluate(() => document.body.scrollHeight);
          if (now === pageHeight) break;
          pageHeight = now;
        }
        // At the end of the list the "+" sits below the last post, not on its ⋯ menu.
        const fab = await page.getByTestId("feed-new-post").boundingBox();
        const lastMenu = page.getByTestId("feed").locator('[aria-haspopup="menu"]').last();
        if (await lastMenu.count()) {
          const menu = (await lastMenu.boundingBox())!;
          expect(menu.y + menu.height <= fab!.y || menu.x + menu.width <= fab!.x).toBe(true);
        }
        await page.screenshot({ path: test.info().outputPath(`${name("feed-end")}.png`) });
        await page.goto("/login/validation");
        await expect(page.getByTestId("code-input")).toBeVisible();
        await shot(page, name("login-code"));
      });
});
