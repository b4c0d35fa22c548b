/** Shared constants of the e2e suite (see playwright.config.ts and tests/e2e/server.mjs). */

/** The normal app server (code TTL 180 s). Playwright's baseURL. */
// E2E_PORT lets several checkouts run their suites side by side (default 3100; the short-TTL server is +1).
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;
/** A second server on the same database with OTP_TTL_SECONDS=6, for code expiry and resend tests. */
export const SHORT_TTL_URL = `http://localhost:${PORT + 1}`;

/** Seeded participant (prisma/seed.ts). */
export const PARTICIPANT_PHONE = "+5581999990001";
/** Seeded staff account of the check-in tool (prisma/seed.ts). */
export const STAFF = { username: "staff", password: "together2026" } as const;

/** The SQLite file both servers use (relative to the repository root). */
export const E2E_DATABASE_FILE = "tests/.tmp/e2e.db";
/** Storage state of a logged-in participant, written by tests/e2e/auth.setup.ts. */
export const PARTICIPANT_STORAGE_STATE = "tests/.auth/participant.json";

/** Texts of the spec that several specs assert on. */
export const NOT_FOUND_TEXT = "Oops! Page not found";

/** Two instances on one PostgreSQL database (only when TEST_POSTGRES_URL is set). */
export const PG_INSTANCE_A = `http://localhost:${PORT + 10}`;
export const PG_INSTANCE_B = `http://localhost:${PORT + 11}`;
/** A round-robin load balancer in front of both (tests/e2e/support/round-robin-proxy.mjs). */
export const PG_PROXY = `http://127.0.0.1:${PORT + 12}`;
/** The S3-compatible store both instances keep uploads in (tests/e2e/support/s3-server.mjs). */
export const S3_PORT = PORT + 13;
export const S3_BUCKET = "t26-e2e";
/** The PostgreSQL database of the e2e instances (tests/e2e/server.mjs --pg). */
export function e2ePgUrl(): string {
  const admin = process.env.TEST_POSTGRES_URL;
  if (!admin) throw new Error("TEST_POSTGRES_URL is not set");
  const u = new URL(admin);
  u.pathname = "/t26_e2e";
  return u.toString();
}
/** The per-IP cap of login codes on the PostgreSQL instances (tests/e2e/server.mjs). */
export const PG_IP_CODES_PER_HOUR = 20;

/** Chromium flags of every e2e browser (playwright.config.ts); specs that add a fake camera extend them. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/** The e2e servers' session secret (tests/e2e/server.mjs): specs that need a session without the UI sign one. */
export const E2E_AUTH_SECRET = "e2e-test-only-secret-0123456789abcdefghi";
