import { existsSync } from "node:fs";
import path from "node:path";
import { defineConfig, type Project } from "@playwright/test";
import {
  BASE_URL,
  CHROMIUM_ARGS,
  PG_INSTANCE_A,
  PG_INSTANCE_B,
  PG_PROXY,
  S3_PORT,
  SHORT_TTL_URL,
} from "./tests/e2e/support/env";
import { PROD_PORT, PROD_URL } from "./tests/e2e/support/production";

// End-to-end suite: `npm run test:e2e` (tests/e2e/run.mjs makes sure Chromium is installed).
// Playwright cannot download its browser here, so it drives Debian's Chromium.
const CI = !!process.env.CI;
const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const hasAuthSetup = existsSync(path.join(__dirname, "tests/e2e/auth.setup.ts"));

const port = (url: string) => new URL(url).port;

// With a PostgreSQL server (TEST_POSTGRES_URL), two more instances share one PostgreSQL database.
const withPostgres = !!process.env.TEST_POSTGRES_URL;

const projects: Project[] = [];
if (hasAuthSetup) projects.push({ name: "setup", testMatch: /auth\.setup\.ts$/ });
projects.push({
  name: "mobile",
  testMatch: /.*\.spec\.ts$/,
  testIgnore: [/\.pg\.spec\.ts$/, /\.prod\.spec\.ts$/],
  dependencies: hasAuthSetup ? ["setup"] : [],
});
if (withPostgres) projects.push({ name: "postgres", testMatch: /\.pg\.spec\.ts$/ });
// The standalone server with APP_ENV=production on its own PostgreSQL database and a fake
// WhatsApp Cloud API (tests/e2e/production-server.ts).
if (withPostgres)
  projects.push({ name: "production", testMatch: /\.prod\.spec\.ts$/, use: { baseURL: PROD_URL } });

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: false,
  forbidOnly: CI,
  retries: 0,
  workers: CI ? 1 : 2,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: BASE_URL,
    browserName: "chromium",
    launchOptions: {
      executablePath: chromiumPath,
      args: CHROMIUM_ARGS,
    },
    locale: "pt-BR",
    timezoneId: "America/Recife",
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
  },
  projects,
  webServer: [
    {
      // Fresh database (migrate + seed), `next build` when stale, then the normal server.
      name: "app:3100",
      command: `node tests/e2e/server.mjs --prepare --port ${port(BASE_URL)}`,
      url: `${BASE_URL}/api/health`,
      timeout: 300_000,
      // Never reuse: a server left running from an older build would test stale code.
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
    },
    {
      // Same database, one-time codes expire after 6 s (expiry and resend tests).
      name: "app:3101",
      command: `node tests/e2e/server.mjs --port ${port(SHORT_TTL_URL)} --otp-ttl 6`,
      url: `${SHORT_TTL_URL}/api/health`,
      timeout: 60_000,
      // Never reuse: a server left running from an older build would test stale code.
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
    },
    ...(withPostgres
      ? [
          {
            // The S3-compatible store both PostgreSQL instances keep uploads in.
            name: "s3",
            command: `node tests/e2e/support/s3-server.mjs --port ${S3_PORT} --dir tests/.tmp/s3`,
            port: S3_PORT,
            timeout: 30_000,
            reuseExistingServer: false,
            stdout: "pipe" as const,
            stderr: "pipe" as const,
          },
          {
            // Fresh PostgreSQL database (migrate + seed), then instance A.
            name: "pg:a",
            command: `node tests/e2e/server.mjs --pg --prepare --port ${port(PG_INSTANCE_A)}`,
            url: `${PG_INSTANCE_A}/api/health`,
            timeout: 180_000,
            reuseExistingServer: false,
            stdout: "pipe" as const,
            stderr: "pipe" as const,
          },
          {
            name: "pg:b",
            command: `node tests/e2e/server.mjs --pg --port ${port(PG_INSTANCE_B)}`,
            url: `${PG_INSTANCE_B}/api/health`,
            timeout: 60_000,
            reuseExistingServer: false,
            stdout: "pipe" as const,
            stderr: "pipe" as const,
          },
          {
            // A round-robin load balancer in front of A and B (multi-instance.pg.spec.ts).
            name: "proxy",
            command: `node tests/e2e/support/round-robin-proxy.mjs --port ${port(PG_PROXY)} --upstream ${PG_INSTANCE_A} --upstream ${PG_INSTANCE_B}`,
            url: `${PG_PROXY}/api/health`,
            timeout: 30_000,
            reuseExistingServer: false,
            stdout: "pipe" as const,
            stderr: "pipe" as const,
          },
          {
            // Fresh PostgreSQL database (migrations + reference data), fake WhatsApp, then the
            // standalone server with APP_ENV=production.
            name: "production",
            command: "node --import tsx tests/e2e/production-server.ts",
            url: `http://127.0.0.1:${PROD_PORT}/api/health`,
            timeout: 180_000,
            reuseExistingServer: false,
            stdout: "pipe" as const,
            stderr: "pipe" as const,
          },
        ]
      : []),
  ],
});
