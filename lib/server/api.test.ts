// Real route handlers through withApi: error shape, body limits, CSRF, locale, sessions and roles.

import { clientIp } from "@/lib/server/api";
import { encode } from "next-auth/jwt";
import { POST as loginCode } from "@/app/api/auth/login/code/route";
import { POST as staffLogin } from "@/app/api/auth/staff/login/route";
import { POST as staffResend } from "@/app/api/auth/staff/resend/route";
import { GET as devOutbox } from "@/app/api/dev/outbox/route";
import { GET as health } from "@/app/api/health/route";
import { GET as me } from "@/app/api/me/route";
import { POST as setLocale } from "@/app/api/preferences/locale/route";
import { GET as staffMe } from "@/app/api/staff/me/route";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import pt from "@/messages/pt.json";
import { db } from "./db";
import { defined } from "@/tests/unit/defined";
import { makeParticipant, makeStaff } from "@/tests/unit/factories";
import { callHandler, sessionCookie, type Handler, type Method } from "@/tests/unit/security/harness";

interface Call {
  method?: Method;
  body?: string | Record<string, unknown>;
  headers?: Record<string, string>;
}

/**
 * Calls a route handler through the security harness (its own client IP per call); `path` may
 * carry a query string. The body is parsed as JSON, like `await res.json()`.
 */
async function call(handler: Handler, path: string, { method = "GET", body, headers }: Call = {}) {
  const url = new URL(path, "http://localhost");
  const query = Object.fromEntries(url.searchParams);
  const res = await callHandler(handler, url.pathname, method, { body, headers, query });
  return { ...res, json: res.text ? JSON.parse(res.text) : undefined };
}

beforeEach(() => {
  jest.spyOn(console, "info").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => db.$disconnect());

describe("POST /api/auth/login/code", () => {
  const path = "/api/auth/login/code";

  test("valid → 200 with the E.164 phone and expiresAt", async () => {
    const before = Date.now();
    const res = await call(loginCode, path, {
      method: "POST",
      body: { countryCode: "+55", phone: "(81) 99999-0101" },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(["expiresAt", "phone", "phoneDisplay"]);
    expect(res.json.phone).toBe("+5581999990101");
    expect(res.json.phoneDisplay).toBe("+55 81 99999 0101");
    expect(res.json.expiresAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const ttl = new Date(res.json.expiresAt).getTime() - before;
    expect(ttl).toBeGreaterThanOrEqual(180_000);
    expect(ttl).toBeLessThan(185_000);
    expect(await db.devOutboxMessage.count({ where: { recipient: "+5581999990101" } })).toBe(1);
  });

  test("malformed JSON → 400 INVALID_JSON in the one error shape", async () => {
    const res = await call(loginCode, path, { method: "POST", body: '{"countryCode":"+55",' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: { code: "INVALID_JSON", message: pt.errors.INVALID_JSON } });
  });

  test("a missing field → 400 VALIDATION_FAILED with translated field messages", async () => {
    const res = await call(loginCode, path, { method: "POST", body: { countryCode: "+55" } });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      error: {
        code: "VALIDATION_FAILED",
        message: pt.errors.VALIDATION_FAILED,
        fields: { phone: [pt.errors.fields.required] },
      },
    });
  });

  test("a NUL character anywhere in the body → 400 on that field (PostgreSQL could not store it)", async () => {
    const res = await call(loginCode, path, {
      method: "POST",
      body: { countryCode: "+55", phone: "8199999\u00000001" },
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      error: {
        code: "VALIDATION_FAILED",
        message: pt.errors.VALIDATION_FAILED,
        fields: { phone: [pt.errors.fields.invalid] },
      },
    });
  });

  test("an empty body → both fields reported", async () => {
    const res = await call(loginCode, path, { method: "POST", body: "" });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe("VALIDATION_FAILED");
    expect(res.json.error.fields).toEqual({
      countryCode: [pt.errors.fields.invalid],
      phone: [pt.errors.fields.required],
    });
  });

  test("an unsupported country code → 400 on countryCode", async () => {
    const res = await call(loginCode, path, {
      method: "POST",
      body: { countryCode: "+44", phone: "7700900123" },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toEqual({ countryCode: [pt.errors.fields.invalid] });
  });

  test("an extra unknown field → 400 VALIDATION_FAILED, nothing sent", async () => {
    const res = await call(loginCode, path, {
      method: "POST",
      body: { countryCode: "+55", phone: "81999990102", admin: true },
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      error: {
        code: "VALIDATION_FAILED",
        message: pt.errors.VALIDATION_FAILED,
        fields: { _: [pt.errors.fields.invalid] },
      },
    });
    expect(await db.devOutboxMessage.count({ where: { recipient: "+5581999990102" } })).toBe(0);
  });

  test("a garbage phone → 400 PHONE_INVALID", async () => {
    const res = await call(loginCode, path, {
      method: "POST",
      body: { countryCode: "+55", phone: "8133334444" },
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: { code: "PHONE_INVALID", message: pt.errors.PHONE_INVALID } });
  });

  test("a 100 KB body → 413 PAYLOAD_TOO_LARGE", async () => {
    const big = JSON.stringify({ countryCode: "+55", phone: "81999990103", pad: "x".repeat(100 * 1024) });
    const res = await call(loginCode, path, { method: "POST", body: big });
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ error: { code: "PAYLOAD_TOO_LARGE", message: pt.errors.PAYLOAD_TOO_LARGE } });
    // A declared Content-Length over the limit is refused before the body is read.
    const declared = await call(loginCode, path, {
      method: "POST",
      body: { countryCode: "+55", phone: "81999990103" },
      headers: { "content-length": "5000" },
    });
    expect(declared.status).toBe(413);
    expect(await db.devOutboxMessage.count({ where: { recipient: "+5581999990103" } })).toBe(0);
  });

  test("a body just under the 1 KiB limit is read", async () => {
    const body = JSON.stringify({ countryCode: "+55", phone: `81999990104${" ".repeat(10)}` });
    const padded = body + " ".repeat(1024 - Buffer.byteLength(body));
    expect(Buffer.byteLength(padded)).toBe(1024);
    const res = await call(loginCode, path, { method: "POST", body: padded });
    expect(res.status).toBe(200);
    expect(res.json.phone).toBe("+5581999990104");
  });

  test("an Origin of another site → 403 CSRF_REJECTED; the same origin passes", async () => {
    const evil = await call(loginCode, path, {
      method: "POST",
      body: { countryCode: "+55", phone: "81999990105" },
      headers: { origin: "https://evil.example", host: "localhost" },
    });
    expect(evil.status).toBe(403);
    expect(evil.json).toEqual({ error: { code: "CSRF_REJECTED", message: pt.errors.CSRF_REJECTED } });

    const opaque = await call(loginCode, path, {
      method: "POST",
      body: { countryCode: "+55", phone: "81999990105" },
      headers: { origin: "null", host: "localhost" },
    });
    expect(opaque.status).toBe(403);
    const otherPort = await call(loginCode, path, {
      method: "POST",
      body: { countryCode: "+55", phone: "81999990105" },
      headers: { origin: "http://localhost:4000", host: "localhost:3000" },
    });
    expect(otherPort.status).toBe(403);
    expect(await db.devOutboxMessage.count({ where: { recipient: "+5581999990105" } })).toBe(0);

    const same = await call(loginCode, path, {
      method: "POST",
      body: { countryCode: "+55", phone: "81999990105" },
      headers: { origin: "http://localhost:3000", host: "localhost:3000" },
    });
    expect(same.status).toBe(200);
  });

  test("a second request for the phone within 30 s → 429 with Retry-After and the seconds in the message", async () => {
    const first = await call(loginCode, path, {
      method: "POST",
      body: { countryCode: "+55", phone: "81999990106" },
    });
    expect(first.status).toBe(200);
    const second = await call(loginCode, path, {
      method: "POST",
      body: { countryCode: "+55", phone: "81999990106" },
      headers: { "accept-language": "en" },
    });
    expect(second.status).toBe(429);
    const seconds = second.json.error.retryAfter;
    expect([29, 30]).toContain(seconds);
    expect(second.headers.get("retry-after")).toBe(String(seconds));
    expect(second.json).toEqual({
      error: {
        code: "RATE_LIMITED",
        message: `Too many attempts. Try again in ${seconds} seconds.`,
        retryAfter: seconds,
      },
    });
  });

  test("messages follow Accept-Language, and the NEXT_LOCALE cookie wins over it", async () => {
    const bad = '{"oops"';
    const byHeader = async (headers: Record<string, string>) =>
      (await call(loginCode, path, { method: "POST", body: bad, headers })).json.error.message;
    expect(await byHeader({})).toBe(pt.errors.INVALID_JSON);
    expect(await byHeader({ "accept-language": "en-US,en;q=0.9" })).toBe(en.errors.INVALID_JSON);
    expect(await byHeader({ "accept-language": "es-ES,es;q=0.9,en;q=0.8" })).toBe(es.errors.INVALID_JSON);
    expect(await byHeader({ "accept-language": "fr-FR" })).toBe(pt.errors.INVALID_JSON);
    expect(await byHeader({ "accept-language": "en-US", cookie: "NEXT_LOCALE=pt" })).toBe(
      pt.errors.INVALID_JSON,
    );
    expect(await byHeader({ cookie: "NEXT_LOCALE=es" })).toBe(es.errors.INVALID_JSON);
    expect(new Set([pt.errors.INVALID_JSON, en.errors.INVALID_JSON, es.errors.INVALID_JSON]).size).toBe(3);

    const fields = await call(loginCode, path, {
      method: "POST",
      body: { countryCode: "+55" },
      headers: { "accept-language": "en" },
    });
    expect(fields.json.error).toEqual({
      code: "VALIDATION_FAILED",
      message: en.errors.VALIDATION_FAILED,
      fields: { phone: [en.errors.fields.required] },
    });
  });
});

describe("staff login routes", () => {
  test("wrong password → 401 STAFF_CREDENTIALS_INVALID; right → a challenge; resend with a forged challenge → 401", async () => {
    await makeStaff({ username: "rota", password: "senha-rota-1", phone: "+5581977770001" });
    const wrong = await call(staffLogin, "/api/auth/staff/login", {
      method: "POST",
      body: { username: "rota", password: "x" },
      headers: { "accept-language": "en" },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual({
      error: { code: "STAFF_CREDENTIALS_INVALID", message: en.errors.STAFF_CREDENTIALS_INVALID },
    });

    const ok = await call(staffLogin, "/api/auth/staff/login", {
      method: "POST",
      body: { username: "rota", password: "senha-rota-1" },
    });
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.json).sort()).toEqual(["challenge", "expiresAt", "phoneEnd"]);
    expect(ok.json.phoneEnd).toBe("0001");

    const forged = await call(staffResend, "/api/auth/staff/resend", {
      method: "POST",
      body: { challenge: `${ok.json.challenge}x` },
    });
    expect(forged.status).toBe(401);
    expect(forged.json.error.code).toBe("STAFF_CHALLENGE_INVALID");

    const resent = await call(staffResend, "/api/auth/staff/resend", {
      method: "POST",
      body: { challenge: ok.json.challenge },
    });
    expect(resent.status).toBe(200);
    expect(Object.keys(resent.json)).toEqual(["expiresAt"]);
    expect(await db.devOutboxMessage.count({ where: { recipient: "+5581977770001" } })).toBe(2);
  });

  test("the staff login body is strict too", async () => {
    const res = await call(staffLogin, "/api/auth/staff/login", {
      method: "POST",
      body: { username: "a", password: "b", role: "admin" },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe("VALIDATION_FAILED");
  });
});

describe("sessions and roles", () => {
  test("no session → 401 UNAUTHENTICATED on /api/staff/me and /api/me", async () => {
    for (const [handler, path] of [
      [staffMe, "/api/staff/me"],
      [me, "/api/me"],
    ] as const) {
      const res = await call(handler, path);
      expect([path, res.status, res.json]).toEqual([
        path,
        401,
        { error: { code: "UNAUTHENTICATED", message: pt.errors.UNAUTHENTICATED } },
      ]);
    }
  });

  test("a participant session on /api/staff/me → 403; on /api/me → 200 with the profile", async () => {
    const user = await makeParticipant({ phone: "+5581999990201" });
    const cookie = await sessionCookie(user.id, "participant");
    const forbidden = await call(staffMe, "/api/staff/me", { headers: { cookie } });
    expect(forbidden.status).toBe(403);
    expect(forbidden.json).toEqual({ error: { code: "FORBIDDEN", message: pt.errors.FORBIDDEN } });

    const ok = await call(me, "/api/me", { headers: { cookie } });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({
      id: user.id,
      fullName: user.fullName,
      nickname: user.nickname,
      email: null,
      phone: "+5581999990201",
      avatarUrl: null,
      profileColor: "blue",
    });
  });

  test("a staff session on /api/me → 403; on /api/staff/me → 200", async () => {
    const staff = await makeStaff({
      username: "sessao",
      password: "senha-sessao-1",
      phone: "+5581977770002",
    });
    const cookie = await sessionCookie(staff.id, "staff");
    const forbidden = await call(me, "/api/me", { headers: { cookie, "accept-language": "en" } });
    expect(forbidden.status).toBe(403);
    expect(forbidden.json).toEqual({ error: { code: "FORBIDDEN", message: en.errors.FORBIDDEN } });

    const ok = await call(staffMe, "/api/staff/me", { headers: { cookie } });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ id: staff.id, username: "sessao", name: "Staff sessao" });
  });

  test("a valid session for a user that no longer exists → 401 (a session ends with its account)", async () => {
    const res = await call(me, "/api/me", {
      headers: { cookie: await sessionCookie("ghost-user-id", "participant") },
    });
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe("UNAUTHENTICATED");
  });

  test("forged, expired or role-less tokens count as no session → 401", async () => {
    const user = await makeParticipant({ phone: "+5581999990202" });
    const foreign = `t26.session=${await encode({ token: { sub: user.id, role: "participant" }, secret: "another-secret-another-secret-0123456789" })}`;
    const expired = await sessionCookie(user.id, "participant", { maxAge: -60 });
    const adminRole = await sessionCookie(user.id, "admin");
    const otherCookieName = (await sessionCookie(user.id, "participant")).replace(
      "t26.session",
      "next-auth.session-token",
    );
    for (const cookie of [foreign, expired, adminRole, otherCookieName, "t26.session=not-a-jwt"]) {
      const res = await call(me, "/api/me", { headers: { cookie } });
      expect([cookie.slice(0, 24), res.status]).toEqual([cookie.slice(0, 24), 401]);
    }
  });
});

describe("POST /api/preferences/locale", () => {
  test("sets the NEXT_LOCALE cookie, and the participant's preference when signed in", async () => {
    const anonymous = await call(setLocale, "/api/preferences/locale", {
      method: "POST",
      body: { locale: "es" },
    });
    expect(anonymous.status).toBe(200);
    expect(anonymous.json).toEqual({ locale: "es" });
    expect(anonymous.headers.get("set-cookie")).toMatch(/^NEXT_LOCALE=es; Path=\/; .*Max-Age=31536000/i);

    const user = await makeParticipant({ phone: "+5581999990301" });
    const res = await call(setLocale, "/api/preferences/locale", {
      method: "POST",
      body: { locale: "en" },
      headers: { cookie: await sessionCookie(user.id, "participant") },
    });
    expect(res.status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).locale).toBe("en");

    const bad = await call(setLocale, "/api/preferences/locale", { method: "POST", body: { locale: "fr" } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toEqual({ locale: [pt.errors.fields.invalid] });
  });
});

describe("GET /api/dev/outbox", () => {
  test("returns the messages sent to a recipient, newest first", async () => {
    await call(loginCode, "/api/auth/login/code", {
      method: "POST",
      body: { countryCode: "+55", phone: "81999990401" },
    });
    const hourAgo = new Date(Date.now() - 3_600_000);
    await db.devOutboxMessage.create({
      data: {
        channel: "whatsapp",
        recipient: "+5581999990401",
        code: "11111",
        body: "older",
        createdAt: hourAgo,
      },
    });
    await db.devOutboxMessage.create({
      data: { channel: "whatsapp", recipient: "+5581999990402", code: "22222", body: "someone else" },
    });
    const res = await call(devOutbox, `/api/dev/outbox?recipient=${encodeURIComponent("+5581999990401")}`);
    expect(res.status).toBe(200);
    expect(res.json.messages).toHaveLength(2);
    expect(res.json.messages[1]).toEqual({
      recipient: "+5581999990401",
      code: "11111",
      body: "older",
      createdAt: hourAgo.toISOString(),
    });
    const [m] = res.json.messages;
    expect(Object.keys(m).sort()).toEqual(["body", "code", "createdAt", "recipient"]);
    expect(m.recipient).toBe("+5581999990401");
    expect(m.code).toMatch(/^\d{5}$/);
    expect(m.body).toBe(`Together 2026 LOGIN: ${m.code}`);

    const none = await call(devOutbox, `/api/dev/outbox?recipient=${encodeURIComponent("+5581999990499")}`);
    expect(none.json).toEqual({ messages: [] });
  });

  test("a bad or missing recipient → 400 VALIDATION_FAILED", async () => {
    for (const query of [
      "?recipient=abc",
      "",
      "?recipient=5581999990401",
      "?recipient=+5581999990401" /* unencoded + is a space */,
    ]) {
      const res = await call(devOutbox, `/api/dev/outbox${query}`);
      expect([query, res.status, res.json.error.code]).toEqual([query, 400, "VALIDATION_FAILED"]);
      expect(Object.keys(res.json.error.fields)).toEqual(["recipient"]);
    }
  });

  /** The outbox route as loaded with APP_ENV=production (env() caches, so a fresh module registry). */
  async function inProduction(run: (get: Handler) => Promise<void>) {
    const production = {
      APP_ENV: "production",
      WHATSAPP_TOKEN: "t",
      WHATSAPP_PHONE_NUMBER_ID: "1",
      WHATSAPP_TEMPLATE_NAME: "n",
      PASS_SIGNING_PRIVATE_KEY: "a".repeat(43),
      PASS_SIGNING_PUBLIC_KEY: "b".repeat(43),
      VAPID_PUBLIC_KEY: "c".repeat(87),
      VAPID_PRIVATE_KEY: "d".repeat(43),
      PAYMENTS_PROVIDER: "simulated",
    };
    const keys = Object.keys(production);
    const saved = Object.fromEntries(keys.map((k) => [k, process.env[k]]));
    Object.assign(process.env, production);
    try {
      let get: Handler | undefined;
      await jest.isolateModulesAsync(async () => {
        get = (await import("@/app/api/dev/outbox/route")).GET;
      });
      await run(defined(get, "the production outbox route"));
    } finally {
      for (const k of keys) {
        if (saved[k] === undefined) delete process.env[k];
        else process.env[k] = saved[k];
      }
    }
  }

  test("APP_ENV=production → 404", async () => {
    await inProduction(async (get) => {
      const res = await call(get, `/api/dev/outbox?recipient=${encodeURIComponent("+5581999990401")}`);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ error: { code: "NOT_FOUND", message: pt.errors.NOT_FOUND } });
    });
    // The module loaded with the test env still answers.
    const res = await call(devOutbox, `/api/dev/outbox?recipient=${encodeURIComponent("+5581999990401")}`);
    expect(res.status).toBe(200);
  });

  // BUG (reported): the query is validated before the production check, so in production a
  // missing or bad recipient gets 400 with a field list, which shows the dev route exists.
  test("APP_ENV=production → 404 whatever the query (the route does not exist there)", async () => {
    await inProduction(async (get) => {
      for (const query of ["", "?recipient=abc"]) {
        const res = await call(get, `/api/dev/outbox${query}`);
        expect([query, res.status, res.json]).toEqual([
          query,
          404,
          { error: { code: "NOT_FOUND", message: pt.errors.NOT_FOUND } },
        ]);
      }
    });
  });
});

describe("GET /api/health", () => {
  test("200 with status ok and the server time", async () => {
    const res = await call(health, "/api/health", {
      headers: { origin: "https://evil.example", host: "localhost" },
    });
    expect(res.status).toBe(200);
    expect(res.json.status).toBe("ok");
    expect(Math.abs(new Date(res.json.time).getTime() - Date.now())).toBeLessThan(5_000);
    expect(Object.keys(res.json).sort()).toEqual(["status", "time"]);
  });
});

describe("clientIp", () => {
  it("takes the rightmost X-Forwarded-For hop (the one our proxy or Next added), ignoring X-Real-IP", () => {
    const req = new Request("http://localhost/", {
      headers: { "x-forwarded-for": "203.0.113.9, 198.51.100.7", "x-real-ip": "1.2.3.4" },
    });
    expect(clientIp(req)).toBe("198.51.100.7");
    expect(clientIp(new Request("http://localhost/"))).toBe("unknown");
  });
});
