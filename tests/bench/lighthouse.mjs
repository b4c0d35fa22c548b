// Lighthouse (mobile) on the pages run.mjs names (and the hello-world floor) with Debian's Chromium,
// plus the JavaScript each page loads first (scripts' transfer size, gzip as served by next start).
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/**
 * Lighthouse runs vary by several points on a shared VM (single runs of one page 81–100,
 * docs/performance.md): each page is run RUNS times and the median kept. The pages take turns
 * (every page's first run, then every page's second…), so a slow stretch of the machine lands on
 * one run of several pages rather than on most runs of one.
 */
export const LIGHTHOUSE_RUNS = 5;

/**
 * pages: [{ path, cookie? }] — the cookie is sent for that page only. json: a folder where every
 * run's full report is kept (<port>-<page>-<run>.json), to read its main-thread tasks.
 */
export async function runLighthouse(base, pages, { json, runs: rounds = LIGHTHOUSE_RUNS } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  const runsOf = pages.map(() => []);
  try {
    for (let i = 0; i < rounds; i++) {
      for (const [k, { path: page, cookie }] of pages.entries()) {
        const runner = await lighthouse(`${base}${page}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          extraHeaders: cookie ? { Cookie: cookie } : undefined,
        });
        const lhr = runner.lhr;
        if (json) {
          fs.mkdirSync(json, { recursive: true });
          const name = `${new URL(base).port}${page.replaceAll("/", "-") || "-"}-${i + 1}.json`;
          fs.writeFileSync(path.join(json, name), JSON.stringify(lhr));
        }
        const scripts = lhr.audits["resource-summary"]?.details?.items?.find(
          (i) => i.resourceType === "script",
        );
        runsOf[k].push({
          page,
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          bestPractices: Math.round((lhr.categories["best-practices"]?.score ?? 0) * 100),
          seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
          lcp: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
          tbt: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
          cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
          firstLoadJsKb: Math.round((scripts?.transferSize ?? 0) / 1024),
          benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
          finalUrl: lhr.finalDisplayedUrl,
          scores: [],
        });
      }
    }
  } finally {
    await chrome.kill();
  }
  return runsOf.map((runs) => {
    const sorted = [...runs].sort((a, b) => a.performance - b.performance);
    const median = sorted[Math.floor(sorted.length / 2)];
    median.scores = runs.map((r) => r.performance);
    return median;
  });
}

export function lighthouseTable(results) {
  const lines = [
    "| page | performance (median; runs) | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | first-load JS (KB gzip) | CPU benchmark index |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const r of results)
    lines.push(
      `| ${r.page} | ${r.performance} (${r.scores.join(", ")}) | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.firstLoadJsKb} | ${r.benchmarkIndex} |`,
    );
  return lines.join("\n");
}
