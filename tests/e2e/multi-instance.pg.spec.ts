import { expect, test } from "@playwright/test";
import { PG_INSTANCE_A, PG_INSTANCE_B } from "./support/env";
import { readLatestCode } from "./support/outbox";
import { nationalPart } from "./support/participant-login";

// Two `next start` instances on one PostgreSQL database, as behind a load balancer: nothing may
// live in one process's memory (codes, rate limits, sessions).
const PHONE = "+5581990000300";

test("log in on instance A, act on instance B; the rate limit is shared", async ({ page }) => {
  await page.goto(`${PG_INSTANCE_A}/login`);
  await page.getByTestId("login-phone").fill(nationalPart(PHONE));
  const after = new Date(Date.now() - 1000);
  await page.getByTestId("login-continue").click();
  await page.waitForURL(/\/login\/validation/);

  // The code A issued is in the shared database: B's outbox sees it.
  const code = await readLatestCode(page.request, PHONE, { after, baseURL: PG_INSTANCE_B });
  await page.getByTestId("code-digit-0").fill(code);
  await expect(page.getByTestId("code-input")).toHaveAttribute("data-state", "success");

  // The session cookie A set (cookies are per host, not per port) opens B's pages and APIs.
  await page.goto(`${PG_INSTANCE_B}/menu`);
  await expect(page).toHaveURL(`${PG_INSTANCE_B}/menu`);
  await expect(page.getByTestId("menu-summary")).toBeVisible();
  const me = await page.request.get(`${PG_INSTANCE_B}/api/me`);
  expect(me.status()).toBe(200);
  expect((await me.json()).phone).toBe(PHONE);

  // A second code for the same phone within 30 s is refused by B too: the counter is shared.
  const again = await page.request.post(`${PG_INSTANCE_B}/api/auth/login/code`, {
    data: { countryCode: "+55", phone: nationalPart(PHONE) },
  });
  expect(again.status()).toBe(429);
  expect((await again.json()).error.code).toBe("RATE_LIMITED");

  // A used code is dead everywhere: replaying it on B fails.
  const csrf = await (await page.request.get(`${PG_INSTANCE_B}/api/auth/csrf`)).json();
  const replay = await page.request.post(`${PG_INSTANCE_B}/api/auth/callback/participant-otp`, {
    form: { csrfToken: csrf.csrfToken, phone: PHONE, code, json: "true" },
    maxRedirects: 0,
  });
  expect(replay.status()).toBe(401);
  expect(decodeURIComponent((await replay.json()).url)).toContain('"code":"CODE_EXPIRED"');
});
