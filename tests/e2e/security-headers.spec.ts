import { expect, test } from "@playwright/test";

// Security headers as a browser sees them: a script nonce per page load and no 'unsafe-inline'
// scripts, no framing, API answers locked down. (HSTS is sent only with APP_ENV=production: next.config.ts.)

test("pages carry a fresh script nonce, every script uses it, and the page still hydrates", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to (execute|load)/i.test(m.text())) violations.push(m.text());
  });
  const first = await page.goto("/home");
  const csp = first?.headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();

  // Every <script> the server sent carries this response's nonce. (Chunks the runtime inserts
  // later carry none and need none: 'strict-dynamic' trusts what a trusted script loads, and a
  // refused one would show up in `violations`.)
  const html = await first!.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(
    (m) => /\snonce="([^"]*)"/.exec(m[0])?.[1] ?? "",
  );
  expect(scripts.length).toBeGreaterThan(0);
  expect(new Set(scripts)).toEqual(new Set([nonce]));

  // Hydrated: the countdown ticks and the language selector (client components) works.
  await expect(page.getByTestId("countdown-days")).not.toHaveText("--");
  await page.getByTestId("language-select").selectOption("en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  expect(violations).toEqual([]);

  const second = await page.goto("/home");
  const again = second?.headers()["content-security-policy"] ?? "";
  expect(/'nonce-([^']+)'/.exec(again)?.[1]).not.toBe(nonce);
});

test("an inline script without the nonce is refused by the browser", async ({ page }) => {
  await page.goto("/home");
  // Parser-inserted markup with an inline script, as an HTML injection would produce it.
  const ran = await page.evaluate(async () => {
    (window as unknown as { injected?: boolean }).injected = false;
    const frame = document.createElement("div");
    frame.innerHTML = '<img src="x" onerror="window.injected = true">';
    document.body.append(frame);
    await new Promise((r) => setTimeout(r, 300));
    return (window as unknown as { injected: boolean }).injected;
  });
  expect(ran).toBe(false);
});

test("API answers are not frameable and have a deny-all policy", async ({ request }) => {
  const res = await request.get("/api/health");
  expect(res.headers()["content-security-policy"]).toContain("default-src 'none'");
  expect(res.headers()["x-frame-options"]).toBe("DENY");
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
});
