// Our own participant-otp callback route against next-auth's: the same request gets the same
// answer (status, JSON url or redirect, cookies and their attributes, error bodies), and the
// session cookie is next-auth's token, decoded by next-auth itself, naming a live session row.
import { createHash } from "node:crypto";
import { decode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { POST as nextAuthRoute } from "@/app/api/auth/[...nextauth]/route";
import { GET as ownGet, POST as ownRoute } from "@/app/api/auth/callback/participant-otp/route";
import { makeParticipant } from "@/tests/unit/factories";
import { db } from "../db";
import { issueCode } from "../services/otp/issue-code";
import { authSessionActive } from "./auth-session";

// next-auth reads the request's headers and cookies, and authorize() writes the theme cookie,
// through next/headers: outside Next's request scope (Jest) they come from the request at hand.
let mockRequest: NextRequest | undefined;
const mockSetCookies: string[] = [];
jest.mock("next/headers", () => ({
  headers: async () => mockRequest!.headers,
  cookies: async () => ({
    getAll: () => mockRequest!.cookies.getAll(),
    get: (name: string) => mockRequest!.cookies.get(name),
    set: (name: string, value: string) => mockSetCookies.push(`${name}=${value}`),
  }),
}));

const SECRET = process.env.AUTH_SECRET!;
const CSRF = "a".repeat(64);
const csrfCookie = `next-auth.csrf-token=${CSRF}%7C${createHash("sha256").update(`${CSRF}${SECRET}`).digest("hex")}`;

interface Post {
  form: Record<string, string>;
  cookie?: string;
  json?: boolean;
  headers?: Record<string, string>;
}

function request({ form, cookie = csrfCookie, json, headers }: Post) {
  return new NextRequest("http://localhost/api/auth/callback/participant-otp", {
    method: "POST",
    headers: {
      "content-type": json ? "application/json" : "application/x-www-form-urlencoded",
      cookie,
      ...headers,
    },
    body: json ? JSON.stringify(form) : new URLSearchParams(form).toString(),
  });
}

async function viaNextAuth(post: Post) {
  mockRequest = request(post);
  mockSetCookies.length = 0;
  const res = await nextAuthRoute(mockRequest, {
    params: Promise.resolve({ nextauth: ["callback", "participant-otp"] }),
  });
  return { res, theme: [...mockSetCookies] };
}

/** The answer without what differs every time: token values, random CSRF tokens, expiry instants. */
async function shape(res: Response) {
  const cookies = res.headers
    .getSetCookie()
    .filter((c) => !c.startsWith("together-theme="))
    .map((c) =>
      c
        .replace(/^(t26\.session=)[^;]+/, "$1<token>")
        .replace(/^(next-auth\.csrf-token=)[^;]+/, "$1<csrf>")
        .replace(/Expires=[^;]+/, "Expires=<date>"),
    )
    .sort();
  const text = await res.text();
  return {
    status: res.status,
    location: res.headers.get("location"),
    type: res.headers.get("content-type"),
    body: text ? (JSON.parse(text) as unknown) : null,
    cookies,
  };
}

const sessionToken = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith("t26.session="))
    ?.split(";")[0]!
    .slice("t26.session=".length);

async function person(theme: "dark" | "light" = "dark") {
  const p = await makeParticipant();
  await db.user.update({ where: { id: p.id }, data: { theme } });
  return p.phone!;
}

async function bothWays(
  make: (phone: string, code: string) => Post,
  setup?: (phone: string) => Promise<void>,
) {
  const answers = [];
  for (const route of [
    viaNextAuth,
    async (post: Post) => ({ res: await ownRoute(request(post)), theme: [] }),
  ]) {
    const phone = await person();
    const { code } = await issueCode({ target: phone, purpose: "LOGIN" });
    await setup?.(phone);
    answers.push({ ...(await route(make(phone, code))), phone });
  }
  return answers;
}

const form = (phone: string, code: string, extra: Record<string, string> = {}) => ({
  csrfToken: CSRF,
  phone,
  code,
  json: "true",
  callbackUrl: "http://localhost:3000/login",
  ...extra,
});

test("a right code: next-auth's answer, its token (decoded by next-auth) naming a live session", async () => {
  const [theirs, ours] = await bothWays((phone, code) => ({ form: form(phone, code) }));
  const before = Math.floor(Date.now() / 1000);
  expect(await shape(ours!.res.clone())).toEqual(await shape(theirs!.res.clone()));
  expect(ours!.res.status).toBe(200);
  expect(await ours!.res.clone().json()).toEqual({ url: "http://localhost:3000/login" });

  for (const answer of [theirs!, ours!]) {
    const payload = await decode({ token: sessionToken(answer.res), secret: SECRET });
    const user = await db.user.findUniqueOrThrow({ where: { phone: answer.phone } });
    expect(Object.keys(payload!).sort()).toEqual(["exp", "iat", "jti", "role", "sid", "signedInAt", "sub"]);
    expect(payload).toMatchObject({ sub: user.id, role: "participant" });
    expect(Number(payload!.exp) - Number(payload!.iat)).toBe(30 * 24 * 60 * 60);
    expect(Number(payload!.iat)).toBeGreaterThanOrEqual(before - 5);
    expect(await authSessionActive(String(payload!.sid), { sub: user.id, role: "participant" })).toBe(true);
    // One session row per sign-in (on PostgreSQL the sign-in's statement made it, not the jwt callback).
    expect(await db.authSession.findMany({ where: { userId: user.id }, select: { id: true } })).toEqual([
      { id: payload!.sid },
    ]);
  }
  // The account's theme comes along (next-auth's path sets it through next/headers).
  expect(theirs!.theme).toEqual(["together-theme=dark"]);
  expect(ours!.res.headers.getSetCookie()).toContain(
    "together-theme=dark; Max-Age=31536000; Path=/; SameSite=Lax",
  );
  // The code is used up: a replay is CODE_EXPIRED.
  const replay = await ownRoute(request({ form: form(ours!.phone, "00000") }));
  expect(replay.status).toBe(401);
});

test.each<[string, (phone: string, code: string) => Post, ((phone: string) => Promise<void>)?]>([
  [
    "a wrong code (attempts left)",
    (phone, code) => ({ form: form(phone, code === "11111" ? "22222" : "11111") }),
  ],
  [
    "a wrong code, in English",
    (phone, code) => ({
      form: form(phone, code === "11111" ? "22222" : "11111"),
      headers: { "accept-language": "en-US,en;q=0.9" },
    }),
  ],
  ["a code in the wrong format", (phone) => ({ form: form(phone, "12a45") })],
  ["no live code", (phone, code) => ({ form: form(phone, code) }), (phone) => expireCodes(phone)],
  ["a locked code", (phone, code) => ({ form: form(phone, code) }), (phone) => lockCodes(phone)],
  [
    "a phone without an account",
    (phone, code) => ({ form: form(phone, code) }),
    (phone) => db.user.delete({ where: { phone } }).then(() => undefined),
  ],
  ["no CSRF cookie", (phone, code) => ({ form: form(phone, code), cookie: "" })],
  [
    "a CSRF token that does not match",
    (phone, code) => ({ form: form(phone, code, { csrfToken: "b".repeat(64) }) }),
  ],
  [
    "a form without json=true (a redirect)",
    (phone, code) => ({ form: form(phone, code, { json: "false" }) }),
  ],
  ["a wrong code without json=true", (phone) => ({ form: form(phone, "99999", { json: "" }) })],
  ["a JSON body", (phone, code) => ({ form: form(phone, code), json: true })],
  [
    "a callback URL elsewhere (the origin instead) and the callback cookie",
    (phone, code) => ({
      form: form(phone, code, { callbackUrl: "https://evil.example/x" }),
      cookie: `${csrfCookie}; next-auth.callback-url=http%3A%2F%2Flocalhost%3A3000`,
    }),
  ],
  [
    "an old session cookie and chunks are replaced",
    (phone, code) => ({
      form: form(phone, code),
      cookie: `${csrfCookie}; t26.session=old; t26.session.0=old0; t26.session.1=old1`,
    }),
  ],
])("%s: the same answer as next-auth's", async (...[name, make, setup]) => {
  const [theirs, ours] = await bothWays(make, setup);
  const answer = await shape(ours!.res);
  expect(answer).toEqual(await shape(theirs!.res));
  const [status, says] = EXPECTED[name]!;
  expect(answer.status).toBe(status);
  expect(decodeURIComponent(`${JSON.stringify(answer.body)} ${answer.location}`)).toContain(says);
});

/** What each case answers (both ways alike): the status and what its url or Location says. */
const EXPECTED: Record<string, [number, string]> = {
  "a wrong code (attempts left)": [401, '"code":"CODE_INVALID","message":"Código incorreto'],
  "a wrong code, in English": [401, '"code":"CODE_INVALID","message":"Wrong code'],
  "a code in the wrong format": [401, '"code":"VALIDATION_FAILED"'],
  "no live code": [401, '"code":"CODE_EXPIRED"'],
  "a locked code": [401, '"code":"CODE_LOCKED"'],
  "a phone without an account": [401, '"code":"PHONE_NOT_REGISTERED"'],
  "no CSRF cookie": [200, "http://localhost:3000/api/auth/signin?csrf=true"],
  "a CSRF token that does not match": [200, "http://localhost:3000/api/auth/signin?csrf=true"],
  "a form without json=true (a redirect)": [302, "null http://localhost:3000/login"],
  "a wrong code without json=true": [302, '/api/auth/error?error={"code":"CODE_INVALID"'],
  "a JSON body": [200, '{"url":"http://localhost:3000/login"}'],
  "a callback URL elsewhere (the origin instead) and the callback cookie": [
    200,
    '{"url":"http://localhost:3000"}',
  ],
  "an old session cookie and chunks are replaced": [200, '{"url":"http://localhost:3000/login"}'],
};

async function expireCodes(phone: string) {
  await db.oneTimeCode.updateMany({
    where: { target: phone },
    data: { expiresAt: new Date(Date.now() - 1000) },
  });
}
async function lockCodes(phone: string) {
  await db.oneTimeCode.updateMany({ where: { target: phone }, data: { attempts: 5 } });
}

test("GET is still next-auth's answer", async () => {
  mockRequest = new NextRequest("http://localhost/api/auth/callback/participant-otp");
  const res = await ownGet(mockRequest);
  const theirs = await nextAuthRoute(mockRequest, {
    params: Promise.resolve({ nextauth: ["callback", "participant-otp"] }),
  });
  expect(res.status).toBe(theirs.status);
  expect(await res.text()).toBe(await theirs.text());
});

test("a body over 64 KiB is refused (413) before it is read", async () => {
  const res = await ownRoute(request({ form: { csrfToken: CSRF, phone: "x".repeat(70_000), code: "1" } }));
  expect(res.status).toBe(413);
  expect((await res.json()).error.code).toBe("PAYLOAD_TOO_LARGE");
});
