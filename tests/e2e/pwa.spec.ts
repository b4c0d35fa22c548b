import path from "node:path";
import type { Page } from "@playwright/test";
import { E2E_DATABASE_FILE, PARTICIPANT_PHONE, PARTICIPANT_STORAGE_STATE } from "./support/env";
import { expect, test } from "./support/fixtures";
import { sessionCookie } from "./support/session-cookie";

// PWA: installable (manifest + service worker), and the pages a participant needs without
// signal open offline once visited; logout wipes the personal offline copies.

test.use({ storageState: PARTICIPANT_STORAGE_STATE, serviceWorkers: "allow" });

async function controlledBySw(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

const cachedPages = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open("t26-pages-v1");
    return (await cache.keys()).map((r) => new URL(r.url).pathname).sort();
  });

test("the manifest makes the app installable", async ({ request }) => {
  const res = await request.get("/manifest.webmanifest");
  expect(res.ok()).toBe(true);
  const manifest = await res.json();
  expect(manifest).toMatchObject({ name: "Together 2026", display: "standalone", start_url: "/dashboard" });
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
    expect.arrayContaining(["192x192", "512x512"]),
  );
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok()).toBe(true);
});

test("visited pages open offline; an unvisited page says it is offline; logout wipes the copies", async ({
  page,
  context,
  baseURL,
  db,
}) => {
  test.slow();
  // This test logs out, which ends its session on the server: a session of its own, not the
  // shared one the other specs use.
  const { id } = db.one<{ id: string }>(`SELECT id FROM "User" WHERE phone = ?`, PARTICIPANT_PHONE);
  const own = await sessionCookie(
    { sub: id, role: "participant" },
    { sqliteFile: path.resolve(__dirname, "../..", E2E_DATABASE_FILE) },
  );
  await context.clearCookies();
  await context.addCookies([
    {
      name: "t26.session",
      value: own.slice("t26.session=".length),
      url: baseURL!,
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
  // One visit, no reload: the page that installed the service worker is kept too, and so is the
  // pass, which the home keeps offline before it is ever opened (issue 19 §1).
  await page.goto("/dashboard");
  await controlledBySw(page);
  await expect(page.getByTestId("header-logo")).toBeVisible();
  await expect.poll(() => cachedPages(page)).toEqual(["/checkin", "/dashboard"]);

  // A page load through the service worker, then a client-side navigation (no page request) to the pass.
  await page.goto("/transport");
  await page.getByTestId("header-pass").click();
  await expect(page).toHaveURL(/\/checkin$/);
  await expect.poll(() => cachedPages(page)).toEqual(["/checkin", "/dashboard", "/transport"]);

  await context.setOffline(true);
  for (const path of ["/checkin", "/transport", "/dashboard"]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { name: "Sem conexão" })).toHaveCount(0);
  }
  await expect(page.getByTestId("header-logo")).toBeVisible();

  // Never opened on this device: the service worker's own offline page, not the browser's error.
  await page.goto("/dashboard-evento");
  await expect(page.getByRole("heading", { name: "Sem conexão" })).toBeVisible();

  await context.setOffline(false);
  await page.goto("/menu");
  await page.getByTestId("logout-open").click();
  await page.getByTestId("logout-confirm").click();
  await expect(page).toHaveURL(/\/home$/);
  const personal = await page.evaluate(async () =>
    (await caches.keys()).filter((k) => k.startsWith("t26-pages") || k.startsWith("t26-data")),
  );
  expect(personal).toEqual([]);
});
