import { execFileSync } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { chromium, expect, test, type BrowserContext, type Page } from "@playwright/test";
import {
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  QRCodeReader,
  RGBLuminanceSource,
} from "@zxing/library";
import pg from "pg";
import sharp from "sharp";
import { startFakeMercadoPago, type FakeMercadoPago } from "../support/fake-mercadopago";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./support/env";
import { fakeCameraArgs, writeQrVideo } from "./support/fake-camera";
import { readWhatsAppCode } from "./support/fake-whatsapp";
import {
  FAKE_MERCADOPAGO,
  FAKE_MERCADOPAGO_PORT,
  FAKE_WHATSAPP_URL,
  PROD_PORT,
  PROD_URL,
  PROD_WEBHOOK_URL,
  prodDatabaseUrl,
} from "./support/production";

// A deployment as the README's "Deploy" section makes it: the standalone server with
// APP_ENV=production on a fresh PostgreSQL database (reference data only), codes delivered by
// WhatsApp (a fake Cloud API on 127.0.0.1), money taken through Mercado Pago (a fake on
// 127.0.0.1, driven from here: it is told when the payer paid and sends the signed webhook), a
// staff account made by `npm run staff:create`. Server: tests/e2e/production-server.ts.
//
// Cookies: production sets them Secure, and this server is plain http://localhost. Chromium
// treats localhost as a secure context and keeps (and sends) Secure cookies there, so the browser
// flows below run with the real production cookies; the test asserts the flags themselves.

const ROOT = path.resolve(__dirname, "../..");
const PARTICIPANT_PHONE = "+5581977772501";
const ERASED_PHONE = "+5581977772502";
const STAFF_PHONE = "+5581988875501";
const STAFF_LOGIN = { username: "porta.recife", password: "quartz-lantern-meadow-17" };

test.use({ baseURL: PROD_URL });
test.describe.configure({ mode: "serial" });

// The server charges through this fake (MERCADOPAGO_API_BASE); it must listen before any order is paid.
let mercadoPago: FakeMercadoPago;
test.beforeAll(async () => {
  mercadoPago = await startFakeMercadoPago({ ...FAKE_MERCADOPAGO, port: FAKE_MERCADOPAGO_PORT });
});
test.afterAll(async () => {
  await mercadoPago?.close();
});

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

/**
 * What a camera reads from the pass's QR (an SVG data URL, one viewBox unit per module): rasterised
 * at 10 px per module with crisp edges, then decoded as the clean, upright code it is.
 */
async function readQr(dataUrl: string) {
  const svg = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
  const { data, info } = await sharp(svg, { density: 720 })
    .flatten({ background: "#ffffff" })
    .greyscale()
    .threshold(128)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = new RGBLuminanceSource(new Uint8ClampedArray(data), info.width, info.height);
  const hints = new Map<DecodeHintType, unknown>([[DecodeHintType.PURE_BARCODE, true]]);
  return new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(pixels)), hints).getText();
}

interface Person {
  fullName: string;
  nickname: string;
  cpf: string;
  email: string;
  phone: string;
}

/** Registers through the three steps; the code comes from the fake WhatsApp. Ends on /dashboard. */
async function register(page: Page, person: Person) {
  await page.goto("/register/origin");
  await page.locator("#origin-country").selectOption("Brasil");
  await page.locator("#origin-state").selectOption("PE");
  await page.locator("#origin-city").selectOption("Recife");
  await page.getByTestId("origin-continue").click();
  await expect(page).toHaveURL(/\/register\/personal$/);
  await page.locator("#personal-fullName").fill(person.fullName);
  await page.locator("#personal-nickname").fill(person.nickname);
  await page.locator("#personal-birthDate").fill("2001-08-15");
  await page.locator("#personal-nationality").selectOption("Brasil");
  await page.locator("#personal-cpf").fill(person.cpf);
  await page.locator("#personal-rg").fill("1234567");
  await page.locator("#personal-email").fill(person.email);
  // The form takes the national number (the country code is a separate field, +55 by default).
  await page.locator("#personal-phone").fill(person.phone.slice(3));
  const sentAfter = new Date(Date.now() - 1000);
  await page.getByTestId("personal-continue").click();
  await expect(page).toHaveURL(/\/register\/validation$/);
  await typeCode(page, await readWhatsAppCode(FAKE_WHATSAPP_URL, person.phone, { after: sentAfter }));
  await expect(page.getByTestId("code-message")).toHaveText("Cadastro concluído!");
  await page.getByTestId("code-validate").click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * POSTs up to 30 MB with Transfer-Encoding: chunked (no Content-Length, so nothing can be refused
 * up front) and resolves as soon as the server answers, with how much had been sent by then.
 */
function sendChunked(pathname: string, total: number) {
  const chunkSize = 64 * 1024;
  return new Promise<{ status: number; sent: number; ms: number; body: string }>((resolve, reject) => {
    const started = performance.now();
    let sent = 0;
    let stop = false;
    const req = http.request(
      {
        host: "127.0.0.1",
        port: PROD_PORT,
        path: pathname,
        method: "POST",
        headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
      },
      (res) => {
        stop = true;
        const ms = performance.now() - started;
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (body += c));
        const done = () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, sent, ms, body });
        };
        res.on("end", done);
        res.on("error", done);
      },
    );
    req.on("error", (e: NodeJS.ErrnoException) => {
      if (stop) return;
      stop = true;
      reject(new Error(`the connection failed before any answer (${e.code}) after ${sent} bytes`));
    });
    const chunk = Buffer.alloc(chunkSize, 0x61);
    const pump = () => {
      while (!stop && sent < total) {
        sent += chunkSize;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!stop) req.end();
    };
    pump();
  });
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
    "/test-failure",
    "/test-failure-root",
    "/bench-page",
    "/bench-shell",
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

test("register with the WhatsApp code → PIX paid by the webhook → pass → staff:create → staff 2FA → the camera scans the pass; logout refuses old cookies", async ({
  page,
}) => {
  test.setTimeout(180_000);

  // ── A new participant registers; the code arrives by WhatsApp. ──
  await register(page, {
    fullName: "Joana Prado Lins",
    nickname: "Jo",
    cpf: "52998224725",
    email: "joana.lins@example.com",
    phone: PARTICIPANT_PHONE,
  });

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
  const orderId = new URL(page.url()).searchParams.get("order")!;
  const amount = (await page.getByTestId("payment-amount").textContent())!.trim();
  expect(amount).toMatch(/^R\$\s[\d.]+,\d{2}$/);

  // ── PIX through Mercado Pago: the BR Code and its QR come from the provider. ──
  await page.getByTestId("terms-rules").click();
  await page.getByTestId("terms-images").click();
  await page.getByTestId("pix-pay").click();
  await expect(page.getByTestId("pix-payload")).toHaveValue(
    /^000201010212.*br\.gov\.bcb\.pix.*fake-mercadopago.*5303986.*6304[0-9A-F]{4}$/,
  );
  await expect(page.getByTestId("pix-charge").getByRole("img")).toHaveAttribute(
    "src",
    /^data:image\/png;base64,/,
  );
  const charge = mercadoPago.requests.find(
    (r) =>
      r.method === "POST" &&
      r.path === "/v1/payments" &&
      (r.body as { external_reference?: string }).external_reference === orderId,
  );
  expect(charge, "the server charged the order through Mercado Pago").toBeDefined();
  expect(charge!.headers.authorization).toBe(`Bearer ${FAKE_MERCADOPAGO.accessToken}`);
  // Mercado Pago is told where to notify: the deployment's own webhook.
  expect((charge!.body as { notification_url?: string }).notification_url).toBe(PROD_WEBHOOK_URL);
  const mp = [...mercadoPago.payments.values()].find((p) => p.external_reference === orderId)!;
  expect(mp).toMatchObject({ payment_method_id: "pix", status: "pending" });
  expect(amount.replace(/\s/g, " ")).toBe(
    `R$ ${mp.transaction_amount.toLocaleString("pt-BR", { minimumFractionDigits: 2 })}`,
  );

  // "Já fiz o pagamento" before the money arrives pays nothing.
  await page.getByTestId("pix-confirm").click();
  await expect(page.getByText("Ainda não recebemos o seu PIX.", { exact: false })).toBeVisible();
  expect((await (await page.request.get(`/api/payments/orders/${orderId}`)).json()).status).toBe("PENDING");

  // The payer pays; Mercado Pago's signed notification reaches the production server (a forged
  // one is refused), and the open page moves on by itself.
  const forged = await mercadoPago.sendWebhook(PROD_WEBHOOK_URL, mp.id, {
    secret: "not-the-secret-00000000",
  });
  expect(forged.status).toBe(401);
  mercadoPago.pay(mp.id);
  const hook = await mercadoPago.sendWebhook(PROD_WEBHOOK_URL, mp.id);
  expect(hook).toMatchObject({ status: 200, body: { received: true, outcome: "paid" } });
  await expect(page).toHaveURL(/\/success\?order=/, { timeout: 15_000 });
  await expect(page.getByTestId("success-amount")).toHaveText(amount);
  const [ticket] = await db<{ plan: string; orderId: string }>(
    `SELECT t."plan", t."orderId" FROM "Ticket" t JOIN "User" u ON u."id" = t."userId" WHERE u."phone" = $1`,
    [PARTICIPANT_PHONE],
  );
  expect(ticket).toEqual({ plan: "congressista", orderId });

  // ── The participant's pass. ──
  const [participant] = await db<{ memberCode: string }>(
    `SELECT "memberCode" FROM "User" WHERE "phone" = $1`,
    [PARTICIPANT_PHONE],
  );
  const memberCode = participant!.memberCode;
  await page.goto("/checkin");
  await expect(page.getByTestId("pass-member-code")).toHaveText(memberCode);
  await expect(page.getByTestId("pass-qr")).toHaveAttribute("src", /^data:image\/svg\+xml/);
  await expect(page.getByTestId("pass-qr")).toBeVisible();
  // The QR holds a signed pass token, not the member code printed under it.
  const passToken = await readQr((await page.getByTestId("pass-qr").getAttribute("src"))!);
  expect(passToken).not.toContain(memberCode);
  expect(passToken.length).toBeGreaterThan(40);

  // ── The organisers publish an upcoming event (events are data, edited in the database). ──
  const [city] = await db<{ id: string }>(`SELECT "id" FROM "City" ORDER BY "position" LIMIT 1`);
  const eventId = `prod-e2e-${Date.now()}`;
  // Starting in 30 minutes: enrolment is still open and the door already is (it opens 60 minutes
  // before the start, DOOR_OPENS_MINUTES_BEFORE), so the camera's read is a plain check-in.
  const startsAt = new Date(Date.now() + 30 * 60_000);
  await db(
    `INSERT INTO "Event" ("id", "title", "type", "cityId", "startsAt", "endsAt", "location", "description", "capacity")
     VALUES ($1, 'Culto de abertura', 'worship', $2, $3, $4, 'Arena', 'Abertura do congresso', 100)`,
    [eventId, city!.id, startsAt, new Date(startsAt.getTime() + 2 * 3600_000)],
  );
  const enrol = await page.request.post("/api/schedule/enrolments", { data: { eventId } });
  expect(enrol.status()).toBe(200);

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

  // ── Staff signs in on a phone whose camera shows the participant's pass: password, then the
  // second factor from WhatsApp. ──
  const video = await writeQrVideo(passToken, path.join(ROOT, "tests/.tmp/camera/prod-pass.y4m"));
  const cameraBrowser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...fakeCameraArgs(video)],
  });
  const staffContext = await cameraBrowser.newContext({
    baseURL: PROD_URL,
    locale: "pt-BR",
    timezoneId: "America/Recife",
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    permissions: ["camera"],
  });
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

  // ── Staff opens the reader for the event; the camera reads the pass: checked in. ──
  await staff.goto(`/app-checkin/reader?type=event&id=${eventId}&city=${city!.id}`);
  await expect(staff.getByTestId("reader-result")).toHaveAttribute("data-state", "success", {
    timeout: 20_000,
  });
  await expect(staff.getByTestId("reader-result-name")).toHaveText("Joana Prado Lins");
  const [checkin] = await db<{ n: number }>(
    `SELECT count(*)::int AS "n" FROM "CheckIn" c JOIN "User" u ON u."id" = c."userId" WHERE u."phone" = $1 AND c."eventId" = $2`,
    [PARTICIPANT_PHONE, eventId],
  );
  expect(checkin!.n).toBe(1);
  // The same person again (here by the member code, as the manual entry sends it) is a duplicate.
  const again = await staff.request.post("/api/staff/checkin/scan", {
    data: { type: "event", itemId: eventId, code: memberCode },
  });
  expect(again.status()).toBe(409);
  await staff.goto("/app-checkin/home");

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
  await cameraBrowser.close();
});

test("a chunked oversize body is cut off at the limit with a 413, not read to its end", async () => {
  const TOTAL = 30 * 1024 * 1024;
  const res = await sendChunked("/api/auth/login/code", TOTAL);
  expect(res.status).toBe(413);
  expect(JSON.parse(res.body)).toMatchObject({ error: { code: "PAYLOAD_TOO_LARGE" } });
  // Answered while the client was still sending: far from the 30 MB, and quickly.
  expect(res.sent).toBeLessThan(TOTAL / 4);
  expect(res.ms).toBeLessThan(5_000);
});

test("an erased account's photo stops answering", async ({ page }) => {
  test.setTimeout(90_000);
  await register(page, {
    fullName: "Caio Menezes Duarte",
    nickname: "Caio",
    cpf: "11144477735",
    email: "caio.duarte@example.com",
    phone: ERASED_PHONE,
  });

  // A profile photo, uploaded and saved as the avatar.
  const png = await sharp({
    create: { width: 96, height: 96, channels: 3, background: { r: 40, g: 90, b: 200 } },
  })
    .png()
    .toBuffer();
  const upload = await page.request.post("/api/me/avatar", {
    multipart: { file: { name: "eu.png", mimeType: "image/png", buffer: png } },
  });
  expect(upload.status()).toBe(200);
  const { token, url } = (await upload.json()) as { token: string; url: string };
  expect(url).toMatch(/^\/api\/uploads\/avatars\//);
  const profile = (await (await page.request.get("/api/me/profile")).json()) as Record<string, unknown>;
  const { avatarUrl: _avatarUrl, ...editable } = profile;
  const saved = await page.request.put("/api/me/profile", { data: { ...editable, avatar: token } });
  expect(saved.status()).toBe(200);
  expect(((await saved.json()) as { avatarUrl: string }).avatarUrl).toBe(url);
  // Uploads are served with a long-lived Cache-Control: ask past any cache every time.
  const noCache = { "cache-control": "no-cache", pragma: "no-cache" };
  const before = await page.request.get(url, { headers: noCache });
  expect(before.status()).toBe(200);
  expect(before.headers()["content-type"]).toMatch(/^image\//);

  // "Meus dados" → delete the account, typing the confirmation word.
  await page.goto("/terms");
  await page.getByTestId("account-delete").click();
  await page.getByTestId("account-delete-word").fill("excluir");
  await page.getByTestId("account-delete-confirm").click();
  await expect(page.getByText("Conta excluída.")).toBeVisible();
  await expect(page).toHaveURL(/\/home$/, { timeout: 10_000 });

  const after = await page.request.get(url, { headers: noCache });
  expect(after.status()).toBe(404);
  expect((await page.request.get("/api/me")).status()).toBe(401);
});
