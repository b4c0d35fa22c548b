import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import pg from "pg";
import { readWhatsAppCode } from "./support/fake-whatsapp";
import { FAKE_WHATSAPP_URL, PROD_URL, prodDatabaseUrl } from "./support/production";

// A deployment as the README's "Deploy" section makes it: the standalone server with
// APP_ENV=production on a fresh PostgreSQL database (reference data only), codes delivered by
// WhatsApp (a fake Cloud API on 127.0.0.1), a staff account made by `npm run staff:create`.
// Server: tests/e2e/production-server.ts.
//
// Cookies: production sets them Secure, and this server is plain http://localhost. Chromium
// treats localhost as a secure context and keeps (and sends) Secure cookies there, so the browser
// flows below run with the real production cookies; the test asserts the flags themselves.

const ROOT = path.resolve(__dirname, "../..");
const PARTICIPANT_PHONE = "+5581977772501";
const STAFF_PHONE = "+5581988875501";
const STAFF_LOGIN = { username: "porta.recife", password: "quartz-lantern-meadow-17" };

test.use({ baseURL: PROD_URL });
test.describe.configure({ mode: "serial" });

async function db<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: prodDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

async function typeCode(page: Page, code: string) {
  await page.getByTestId("code-digit-0").click();
  await page.keyboard.type(code);
}

async function sessionCookieOf(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === "t26.session");
  expect(cookie, "a session cookie").toBeDefined();
  return cookie!;
}

/** A fresh browser context holding only a copy of a session cookie (as a thief would). */
async function withCopiedCookie(page: Page, value: string) {
  const context = await page.context().browser()!.newContext({ baseURL: PROD_URL });
  await context.addCookies([
    { name: "t26.session", value, url: PROD_URL, secure: true, httpOnly: true, sameSite: "Lax" },
  ]);
  return context;
}

test("the dev outbox and the bench routes do not exist; pages carry HSTS", async ({ request }) => {
  for (const url of [
    "/api/dev/outbox",
    `/api/dev/outbox?recipient=${encodeURIComponent(PARTICIPANT_PHONE)}`,
  ]) {
    const res = await request.get(url);
    expect([url, res.status()]).toEqual([url, 404]);
  }
  expect((await request.get("/api/bench/bare")).status()).toBe(404);
  expect((await request.post("/api/bench/bare", { data: {} })).status()).toBe(404);

  const page = await request.get("/login");
  expect(page.status()).toBe(200);
  expect(page.headers()["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  // No sample staff login in a production database.
  const staff = await request.post("/api/auth/staff/login", {
    data: { username: "staff", password: "together2026" },
  });
  expect(staff.status()).toBe(401);
});

test("register with the WhatsApp code → staff:create → staff 2FA → scan the pass; logout refuses old cookies", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);

  // ── A new participant registers; the code arrives by WhatsApp. ──
  await page.goto("/register/origin");
  await page.locator("#origin-country").selectOption("Brasil");
  await page.locator("#origin-state").selectOption("PE");
  await page.locator("#origin-city").selectOption("Recife");
  await page.getByTestId("origin-continue").click();
  await expect(page).toHaveURL(/\/register\/personal$/);
  await page.locator("#personal-fullName").fill("Joana Prado Lins");
  await page.locator("#personal-nickname").fill("Jo");
  await page.locator("#personal-birthDate").fill("2001-08-15");
  await page.locator("#personal-nationality").selectOption("Brasil");
  await page.locator("#personal-cpf").fill("52998224725");
  await page.locator("#personal-rg").fill("1234567");
  await page.locator("#personal-email").fill("joana.lins@example.com");
  await page.locator("#personal-phone").fill("81 97777-2501");
  const sentAfter = new Date(Date.now() - 1000);
  await page.getByTestId("personal-continue").click();
  await expect(page).toHaveURL(/\/register\/validation$/);
  await typeCode(page, await readWhatsAppCode(FAKE_WHATSAPP_URL, PARTICIPANT_PHONE, { after: sentAfter }));
  await expect(page.getByTestId("code-message")).toHaveText("Cadastro concluído!");
  await page.getByTestId("code-validate").click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The session cookie is HttpOnly, SameSite=Lax and Secure, and the browser keeps it on localhost.
  const participantCookie = await sessionCookieOf(page.context());
  expect(participantCookie).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax" });
  const me = await page.request.get("/api/me");
  expect(me.status()).toBe(200);
  expect((await me.json()).phone).toBe(PARTICIPANT_PHONE);

  // ── The order. ──
  await page.goto("/register/plan?plan=congressista");
  await expect(page.getByTestId("register-plan-congressista")).toHaveAttribute("aria-checked", "true");
  await page.getByTestId("register-plan-continue").click();
  await expect(page).toHaveURL(/\/payment\?order=/);
  // ┌───────────────────────────────────────────────────────────────────────────────────────┐
  // │ INTEGRATOR: pay the order here — PIX paid by the payment provider's webhook, then      │
  // │ expect /success and a ticket. Until the provider lands the production server has no   │
  // │ payment provider, and nothing below needs the ticket (the door checks the enrolment). │
  // └───────────────────────────────────────────────────────────────────────────────────────┘

  // ── The organisers publish an upcoming event (events are data, edited in the database). ──
  const [city] = await db<{ id: string }>(`SELECT "id" FROM "City" ORDER BY "position" LIMIT 1`);
  const eventId = `prod-e2e-${Date.now()}`;
  const startsAt = new Date(Date.now() + 2 * 24 * 3600_000);
  await db(
    `INSERT INTO "Event" ("id", "title", "type", "cityId", "startsAt", "endsAt", "location", "description", "capacity")
     VALUES ($1, 'Culto de abertura', 'worship', $2, $3, $4, 'Arena', 'Abertura do congresso', 100)`,
    [eventId, city!.id, startsAt, new Date(startsAt.getTime() + 2 * 3600_000)],
  );
  const enrol = await page.request.post("/api/schedule/enrolments", { data: { eventId } });
  expect(enrol.status()).toBe(200);
  const [participant] = await db<{ memberCode: string }>(
    `SELECT "memberCode" FROM "User" WHERE "phone" = $1`,
    [PARTICIPANT_PHONE],
  );
  const memberCode = participant!.memberCode;

  // ── The first staff account, made by the command a deployment uses. ──
  execFileSync(
    "npm",
    [
      "run",
      "-s",
      "staff:create",
      "--",
      "--username",
      STAFF_LOGIN.username,
      "--name",
      "Porta Recife",
      "--phone",
      STAFF_PHONE,
    ],
    {
      cwd: ROOT,
      stdio: "pipe",
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATABASE_URL: prodDatabaseUrl(),
        STAFF_PASSWORD: STAFF_LOGIN.password,
      } as unknown as NodeJS.ProcessEnv,
    },
  );

  // ── Staff signs in: password, then the second factor from WhatsApp. ──
  const staffContext = await browser.newContext({ baseURL: PROD_URL });
  const staff = await staffContext.newPage();
  await staff.goto("/app-checkin");
  await staff.getByTestId("staff-username").fill(STAFF_LOGIN.username);
  await staff.getByTestId("staff-password").fill(STAFF_LOGIN.password);
  const staffAfter = new Date(Date.now() - 1000);
  await staff.getByTestId("staff-continue").click();
  await staff.waitForURL(/\/app-checkin\/validation$/);
  await typeCode(staff, await readWhatsAppCode(FAKE_WHATSAPP_URL, STAFF_PHONE, { after: staffAfter }));
  await staff.getByTestId("staff-validate").click();
  await staff.waitForURL(/\/app-checkin\/home$/);
  await expect(staff.getByTestId("staff-signed-in")).toBeVisible();
  const staffCookie = await sessionCookieOf(staffContext);
  expect(staffCookie).toMatchObject({ secure: true, httpOnly: true });

  // ── Staff scans the participant's pass (the member code, as the reader's manual entry sends it). ──
  const scan = await staff.request.post("/api/staff/checkin/scan", {
    data: { type: "event", itemId: eventId, code: memberCode },
  });
  expect(scan.status()).toBe(200);
  expect((await scan.json()).participant).toMatchObject({ memberCode });
  const again = await staff.request.post("/api/staff/checkin/scan", {
    data: { type: "event", itemId: eventId, code: memberCode },
  });
  expect(again.status()).toBe(409);

  // ── Logout ends sessions on the server: copies of the cookies are refused. ──
  await staff.getByTestId("logout-open").click();
  await staff.getByTestId("logout-confirm").click();
  await expect
    .poll(async () => (await sessionCookieOf(staffContext).catch(() => null))?.value ?? null)
    .not.toBe(staffCookie.value);
  const stolenStaff = await withCopiedCookie(page, staffCookie.value);
  expect((await stolenStaff.request.get("/api/staff/me")).status()).toBe(401);
  const staffPage = await stolenStaff.newPage();
  await staffPage.goto("/app-checkin/home");
  await expect(staffPage).toHaveURL(`${PROD_URL}/app-checkin`);
  await stolenStaff.close();

  // The participant logs out from the menu; the old cookie gets 401 and is sent to /login.
  await page.goto("/menu");
  await page.getByTestId("logout-open").click();
  await page.getByTestId("logout-confirm").click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 10_000 });
  const stolen = await withCopiedCookie(page, participantCookie.value);
  expect((await stolen.request.get("/api/me")).status()).toBe(401);
  const stolenPage = await stolen.newPage();
  await stolenPage.goto("/dashboard");
  await expect(stolenPage).toHaveURL(/\/login\?next=%2Fdashboard$/);
  await stolen.close();
  await staffContext.close();
});
