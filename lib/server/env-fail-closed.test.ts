// Fail closed: no default APP_ENV, no constant AUTH_SECRET, and the dev/bench routes are absent
// in production.
import { NextRequest } from "next/server";
import { parseEnv } from "./env";

const asEnv = (vars: Record<string, string | undefined>) => vars as unknown as NodeJS.ProcessEnv;
const SECRET = "s".repeat(40);

test("a missing APP_ENV stops start-up and says what to set", () => {
  expect(() => parseEnv(asEnv({ AUTH_SECRET: SECRET }))).toThrow(
    "  - APP_ENV: is required: set APP_ENV=production for a deployment, or APP_ENV=development for a local demo",
  );
  expect(() => parseEnv(asEnv({ APP_ENV: "", AUTH_SECRET: SECRET }))).toThrow("APP_ENV: is required");
});

test("development without AUTH_SECRET is an error, never a constant", () => {
  expect(() => parseEnv(asEnv({ APP_ENV: "development" }))).toThrow(
    "  - AUTH_SECRET: is required (at least 32 random characters; `npm run setup` generates one into .env)",
  );
  expect(parseEnv(asEnv({ APP_ENV: "development", AUTH_SECRET: SECRET })).AUTH_SECRET).toBe(SECRET);
});

test("tests without AUTH_SECRET get a random per-process one", () => {
  const a = parseEnv(asEnv({ APP_ENV: "test" })).AUTH_SECRET;
  expect(a.length).toBeGreaterThanOrEqual(32);
  expect(parseEnv(asEnv({ APP_ENV: "test" })).AUTH_SECRET).toBe(a); // stable within the process
  expect(a).not.toContain("dev-only");
});

describe("with APP_ENV=production", () => {
  const production = {
    APP_ENV: "production",
    // A free event's explicit opt-in: these tests are about the dev routes, not payments.
    PAYMENTS_PROVIDER: "simulated",
    WHATSAPP_TOKEN: "t",
    WHATSAPP_PHONE_NUMBER_ID: "1",
    WHATSAPP_TEMPLATE_NAME: "n",
    PASS_SIGNING_PRIVATE_KEY: "a".repeat(43),
    PASS_SIGNING_PUBLIC_KEY: "b".repeat(43),
    VAPID_PUBLIC_KEY: "c".repeat(87),
    VAPID_PRIVATE_KEY: "d".repeat(43),
  };
  const saved: Record<string, string | undefined> = {};
  beforeAll(() => {
    for (const [k, v] of Object.entries(production)) {
      saved[k] = process.env[k];
      process.env[k] = v;
    }
  });
  afterAll(() => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });

  const load = <T>(path: string): T => {
    let mod!: T;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module registry per environment
      mod = require(path) as T;
    });
    return mod;
  };
  type Route = Record<
    string,
    (req: NextRequest, ctx: { params: Promise<object> }) => Promise<Response> | Response
  >;
  const ctx = { params: Promise.resolve({}) };

  test("the bench routes answer 404", async () => {
    const bench = load<Route>("@/app/api/bench/bare/route");
    expect((await bench.GET!(new NextRequest("http://localhost/api/bench/bare"), ctx)).status).toBe(404);
    const post = new NextRequest("http://localhost/api/bench/bare", { method: "POST", body: "{}" });
    expect((await bench.POST!(post, ctx)).status).toBe(404);
  });

  test("the bench's page floors answer 404 before reading anything", async () => {
    // notFound() throws Next's 404 signal (its digest); the page never reaches the session.
    for (const path of ["@/app/bench-page/page", "@/app/(shell)/bench-shell/page"]) {
      const page = load<{ default: () => unknown }>(path);
      let thrown: unknown;
      try {
        await page.default();
      } catch (e) {
        thrown = e;
      }
      expect([path, (thrown as { digest?: string } | undefined)?.digest]).toEqual([
        path,
        "NEXT_HTTP_ERROR_FALLBACK;404",
      ]);
    }
  });

  test("the dev outbox answers 404", async () => {
    const outbox = load<Route>("@/app/api/dev/outbox/route");
    const req = new NextRequest("http://localhost/api/dev/outbox?recipient=%2B5581999990001");
    expect((await outbox.GET!(req, ctx)).status).toBe(404);
  });
});

test("`next build` needs no runtime configuration: a throwaway one, never a production one", () => {
  const build = { NEXT_PHASE: "phase-production-build" };
  for (const partial of [{}, { APP_ENV: "production" }, { APP_ENV: "development" }]) {
    const e = parseEnv(asEnv({ ...build, ...partial }));
    expect(e.APP_ENV).toBe("development");
    expect(e.AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
  }
  // Outside the build the same environments are refused.
  expect(() => parseEnv(asEnv({ APP_ENV: "production" }))).toThrow("Invalid environment configuration");
});

test("uploads stay in the local folder unless STORAGE_DRIVER says s3, which needs a bucket", () => {
  const base = { APP_ENV: "test", AUTH_SECRET: SECRET };
  expect(parseEnv(asEnv(base)).STORAGE_DRIVER).toBe("local");
  expect(() => parseEnv(asEnv({ ...base, STORAGE_DRIVER: "s3" }))).toThrow("S3_BUCKET: is required");
  expect(() =>
    parseEnv(asEnv({ ...base, STORAGE_DRIVER: "s3", S3_BUCKET: "uploads", S3_ACCESS_KEY_ID: "AKIA1" })),
  ).toThrow("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together");
  expect(parseEnv(asEnv({ ...base, STORAGE_DRIVER: "s3", S3_BUCKET: "uploads" })).S3_BUCKET).toBe("uploads");
});
