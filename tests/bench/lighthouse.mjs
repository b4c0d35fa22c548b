// Lighthouse (mobile) on /home and /dashboard with Debian's Chromium, plus the JavaScript each page
// loads first (scripts' transfer size, gzip as served by next start). Used by tests/bench/run.mjs.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"];

export async function runLighthouse(base, pages, cookie) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  const results = [];
  try {
    for (const page of pages) {
      const runner = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        extraHeaders: page === "/home" ? undefined : { Cookie: cookie },
      });
      const lhr = runner.lhr;
      const scripts = lhr.audits["resource-summary"]?.details?.items?.find((i) => i.resourceType === "script");
      results.push({
        page,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        bestPractices: Math.round((lhr.categories["best-practices"]?.score ?? 0) * 100),
        seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
        lcp: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
        tbt: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
        cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
        firstLoadJsKb: Math.round((scripts?.transferSize ?? 0) / 1024),
        finalUrl: lhr.finalDisplayedUrl,
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

export function lighthouseTable(results) {
  const lines = ["| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | first-load JS (KB gzip) |", "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"];
  for (const r of results) lines.push(`| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.firstLoadJsKb} |`);
  return lines.join("\n");
}
