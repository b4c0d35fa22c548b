import type { ConsoleMessage, Page } from "@playwright/test";

/**
 * Console lines that are not the app's: none today. A line added here must say which outside
 * party it comes from (a browser extension, a third-party script) — never one of our pages.
 */
const EXTERNAL_NOISE: RegExp[] = [];

/** The one page that answers 404 on purpose: Chromium logs its document's status. */
export const NOT_FOUND_PROBE = "/no-such-page";

/**
 * Collects the page's console errors and uncaught exceptions (React's hydration error #418
 * among them) from now on; the returned list grows as they come.
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (msg: ConsoleMessage) => {
    if (msg.type() !== "error") return;
    const text = msg.text();
    const own404 =
      new URL(msg.location().url || page.url()).pathname === NOT_FOUND_PROBE && /status of 404/.test(text);
    if (!own404 && !EXTERNAL_NOISE.some((re) => re.test(text))) errors.push(`${page.url()} console: ${text}`);
  });
  page.on("pageerror", (error) => errors.push(`${page.url()} pageerror: ${error.message}`));
  return errors;
}

/** Opens each route in turn and returns the console errors seen on the way. */
export async function sweepConsoleErrors(page: Page, routes: string[]): Promise<string[]> {
  const errors = collectConsoleErrors(page);
  for (const route of routes) {
    await page.goto(route, { waitUntil: "load" });
    // Hydration runs right after load (and throws #418 then): give React and lazy parts a moment.
    await page.waitForTimeout(700);
  }
  return errors;
}
