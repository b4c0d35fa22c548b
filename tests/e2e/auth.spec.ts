import { expect, test } from "@playwright/test";
import { SHORT_TTL_URL, STAFF } from "./support/env";
import { readLatestCode } from "./support/outbox";
import { enterLoginCode, loginAsParticipant, nationalPart } from "./support/participant-login";

const STAFF_PHONE = "+5581988880000";
// Seeded participants that no other spec logs in with (rate limits are per phone).
const TICKET_HOLDER = "+5581999990003";
const FILLER = (n: number) => `+55819900${String(n).padStart(5, "0")}`;

test.describe("participant login", () => {
  test("logs in with the code from the outbox and lands on /dashboard", async ({ page }) => {
    await loginAsParticipant(page, TICKET_HOLDER);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("bottom-nav")).toBeVisible();
    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name === "t26.session");
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Lax");
  });

  test("Continue is enabled only with a non-blank phone", async ({ page }) => {
    await page.goto("/login");
    const cont = page.getByTestId("login-continue");
    await expect(cont).toBeDisabled();
    await page.getByTestId("login-phone").fill("   ");
    await expect(cont).toBeDisabled();
    await page.getByTestId("login-phone").fill("81 9");
    await expect(cont).toBeEnabled();
  });

  test("an invalid phone gets a translated error and stays on /login", async ({ page }) => {
    await page.goto("/login");
    await page.getByTestId("login-phone").fill("12345");
    await page.getByTestId("login-continue").click();
    await expect(page.getByTestId("login-error")).toHaveText(
      "Número de telefone inválido. Confira o código do país e o número.",
    );
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a wrong code shows the error state with the tries left, then the right code succeeds", async ({
    page,
  }) => {
    const phone = FILLER(11);
    const code = await (async () => {
      await page.goto("/login");
      await page.getByTestId("login-phone").fill(nationalPart(phone));
      const after = new Date(Date.now() - 1000);
      await page.getByTestId("login-continue").click();
      await page.waitForURL(/\/login\/validation/);
      return readLatestCode(page.request, phone, { after });
    })();
    const wrong = code === "11111" ? "22222" : "11111";
    await page.getByTestId("code-digit-0").click();
    await page.keyboard.type(wrong);
    await expect(page.getByTestId("code-input")).toHaveAttribute("data-state", "error");
    await expect(page.getByTestId("code-message")).toHaveText("Código incorreto. Restam 4 tentativas.");
    await expect(page.getByTestId("code-validate")).toBeDisabled();
    // Backspace walks back through the boxes.
    for (let i = 0; i < 5; i++) await page.keyboard.press("Backspace");
    await expect(page.getByTestId("code-digit-0")).toHaveValue("");
    await expect(page.getByTestId("code-input")).toHaveAttribute("data-state", "normal");
    await page.getByTestId("code-digit-0").click();
    await page.keyboard.type(code);
    await expect(page.getByTestId("code-input")).toHaveAttribute("data-state", "success");
    await page.getByTestId("code-validate").click();
    await page.waitForURL(/\/dashboard$/);
  });

  test("00000 is an error without asking the server, and pasting fills every box", async ({ page }) => {
    const phone = FILLER(12);
    await page.goto("/login");
    await page.getByTestId("login-phone").fill(nationalPart(phone));
    await page.getByTestId("login-continue").click();
    await page.waitForURL(/\/login\/validation/);
    await page.getByTestId("code-digit-0").fill("00000");
    for (let i = 0; i < 5; i++) await expect(page.getByTestId(`code-digit-${i}`)).toHaveValue("0");
    await expect(page.getByTestId("code-input")).toHaveAttribute("data-state", "error");
    await expect(page.getByTestId("code-message")).toHaveText(
      "Código inválido. Verifique e tente novamente.",
    );
    await expect(page.getByTestId("code-validate")).toBeDisabled();
  });

  test("the countdown starts at 3:00 in green and resend stays disabled", async ({ page }) => {
    const phone = FILLER(13);
    await page.goto("/login");
    await page.getByTestId("login-phone").fill(nationalPart(phone));
    await page.getByTestId("login-continue").click();
    await page.waitForURL(/\/login\/validation/);
    const countdown = page.getByTestId("code-countdown");
    await expect(countdown).toHaveText(/^(3:00|2:5\d)$/);
    await expect(countdown).toHaveAttribute("data-warning", "false");
    await expect(countdown).toHaveClass(/text-green-700/);
    await expect(page.getByTestId("code-resend")).toBeDisabled();
  });

  test("after expiry the old code is refused and resend issues a new one that works", async ({ page }) => {
    // Waits out the code's 6 s life and the 30 s per-phone issue limit (both real, not mocked).
    test.setTimeout(75_000);
    // The server on SHORT_TTL_URL issues codes that live 6 s (same database).
    const phone = FILLER(14);
    await page.goto(`${SHORT_TTL_URL}/login`);
    await page.getByTestId("login-phone").fill(nationalPart(phone));
    const firstAfter = new Date(Date.now() - 1000);
    await page.getByTestId("login-continue").click();
    await page.waitForURL(/\/login\/validation/);
    const first = await readLatestCode(page.request, phone, { after: firstAfter, baseURL: SHORT_TTL_URL });
    await expect(page.getByTestId("code-countdown")).toHaveAttribute("data-warning", "true");
    await expect(page.getByTestId("code-expired")).toBeVisible({ timeout: 15_000 });
    await page.getByTestId("code-digit-0").click();
    await page.keyboard.type(first);
    await expect(page.getByTestId("code-input")).toHaveAttribute("data-state", "error");
    await expect(page.getByTestId("code-message")).toHaveText(
      "Este código expirou ou já foi usado. Peça um novo código.",
    );

    // Resend is allowed at 0 (and the 30 s per-phone limit has passed only if we wait; the first
    // issue was ≥ 6 s ago, so wait out the rest of the window rather than loosen the limit).
    const resend = page.getByTestId("code-resend");
    await expect(resend).toBeEnabled();
    const secondAfter = new Date();
    await expect(async () => {
      await resend.click();
      await expect(page.getByText("Novo código enviado!")).toBeVisible({ timeout: 1500 });
    }).toPass({ timeout: 40_000, intervals: [2000] });
    const second = await readLatestCode(page.request, phone, { after: secondAfter, baseURL: SHORT_TTL_URL });
    for (let i = 0; i < 5; i++) await page.keyboard.press("Backspace");
    await page.getByTestId("code-digit-0").fill(second);
    await expect(page.getByTestId("code-input")).toHaveAttribute("data-state", "success");
  });

  test("an unregistered phone gets the same screens, then an offer to register", async ({ page }) => {
    await enterLoginCode(page, "+5581998765432");
    await expect(page.getByTestId("login-unregistered")).toBeVisible();
    await expect(page.getByRole("link", { name: "Fazer meu cadastro" })).toHaveAttribute(
      "href",
      "/register/origin",
    );
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "t26.session")).toBeUndefined();
  });

  test("a protected page sends a visitor to /login and back after login", async ({ page }) => {
    await page.goto("/menu");
    await expect(page).toHaveURL(/\/login\?next=%2Fmenu$/);
    const phone = FILLER(15);
    await page.getByTestId("login-phone").fill(nationalPart(phone));
    const after = new Date(Date.now() - 1000);
    await page.getByTestId("login-continue").click();
    await page.waitForURL(/\/login\/validation/);
    const code = await readLatestCode(page.request, phone, { after });
    await page.getByTestId("code-digit-0").fill(code);
    await page.getByTestId("code-validate").click();
    await page.waitForURL(/\/menu$/);
    await expect(page.getByTestId("menu-summary")).toBeVisible();
  });

  test("participant APIs answer 401 when logged out", async ({ request }) => {
    const res = await request.get("/api/me");
    expect(res.status()).toBe(401);
    const body = await res.json();
    expect(body.error.code).toBe("UNAUTHENTICATED");
    expect(body.error.message).toBe("Faça login para continuar.");
  });

  test("logout from /menu: confirmation, toast, /home after 1 s, session gone", async ({ page }) => {
    await loginAsParticipant(page, FILLER(16));
    await page.goto("/menu");
    await page.getByTestId("logout-open").click();
    await page.getByTestId("logout-confirm").click();
    await expect(page.getByText("Logout realizado")).toBeVisible();
    await page.waitForURL(/\/home$/, { timeout: 5000 });
    await page.goto("/menu");
    await expect(page).toHaveURL(/\/login\?next=/);
    expect((await page.request.get("/api/me")).status()).toBe(401);
  });
});

test.describe("staff login", () => {
  test("user + password, then the 5-character second factor, opens /app-checkin/home", async ({ page }) => {
    await page.goto("/app-checkin");
    const cont = page.getByTestId("staff-continue");
    await expect(cont).toBeDisabled();
    await page.getByTestId("staff-username").fill(STAFF.username);
    await expect(cont).toBeDisabled();
    await page.getByTestId("staff-password").fill("wrong-password");
    await cont.click();
    await expect(page.getByTestId("staff-error")).toHaveText("Usuário ou senha incorretos.");

    await page.getByTestId("staff-password").fill(STAFF.password);
    const after = new Date(Date.now() - 1000);
    await cont.click();
    await page.waitForURL(/\/app-checkin\/validation$/);
    const code = await readLatestCode(page.request, STAFF_PHONE, { after });
    expect(code).toMatch(/^[A-Z0-9]{5}$/);
    const validate = page.getByTestId("staff-validate");
    await page.getByTestId("code-digit-0").click();
    await page.keyboard.type(code.slice(0, 4));
    await expect(validate).toBeDisabled();
    await page.keyboard.type(code.slice(4).toLowerCase());
    await expect(validate).toBeEnabled();
    await validate.click();
    await page.waitForURL(/\/app-checkin\/home$/);
    await expect(page.getByTestId("staff-signed-in")).toHaveText("Conectado como Equipe Check-in");
    expect((await page.request.get("/api/staff/me")).status()).toBe(200);
    // A staff session is not a participant session.
    expect((await page.request.get("/api/me")).status()).toBe(403);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?next=/);
  });

  test("a participant session is refused on staff pages and staff APIs", async ({ page }) => {
    await loginAsParticipant(page, FILLER(17));
    await page.goto("/app-checkin/home");
    await expect(page).toHaveURL(/\/app-checkin$/);
    const res = await page.request.get("/api/staff/me");
    expect(res.status()).toBe(403);
    expect((await res.json()).error.code).toBe("FORBIDDEN");
  });
});
