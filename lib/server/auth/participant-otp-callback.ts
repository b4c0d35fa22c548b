import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { NextRequest } from "next/server";
import type { JWT } from "next-auth/jwt";
import { THEME_COOKIE, themeCookieOptions } from "@/lib/theme";
import { readBodyBounded, requestLocale } from "../api";
import { AppError, toErrorResponse } from "../errors";
import { env } from "../env";
import { authorizeParticipantCode, authOptions } from "./options";
import { SESSION_COOKIE, sessionCookieSecure } from "./session";

// POST /api/auth/callback/participant-otp — next-auth's credentials callback for the phone code,
// answered by our own handler (docs/performance.md): next-auth's AuthHandler parses its whole
// configuration on every request (providers, cookies, CSRF, callback URL, logger) before it gets
// to the provider, and reads every header and cookie through next/headers. The steps, their
// order and every answer are next-auth 4's (core/init.js, core/routes/callback.js,
// next/index.js): the same double-submit CSRF check, callback URL and its cookie, authorize()
// (authorizeParticipantCode, with our JSON error bodies), the jwt callback (the server-side
// session row), next-auth's token format (session-token.ts) and cookie.

/** next-auth's JWT maxAge (init.js: 30 days, whatever the session's maxAge). */
const JWT_MAX_AGE = 30 * 24 * 60 * 60;
/** next-auth's session cookies are chunked past this size (core/lib/cookie.js). */
const CHUNK_SIZE = 4096 - 163;
const BODY_LIMIT = 64 * 1024;

interface CookieOptions {
  path?: string;
  expires?: Date;
  maxAge?: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: "lax";
}

/** The `cookie` package's serialize (0.7, what next-auth writes with) for the options used here. */
export function serializeCookie(name: string, value: string, opt: CookieOptions): string {
  let str = `${name}=${encodeURIComponent(value)}`;
  if (opt.maxAge !== undefined) str += `; Max-Age=${Math.floor(opt.maxAge)}`;
  if (opt.path) str += `; Path=${opt.path}`;
  if (opt.expires) str += `; Expires=${opt.expires.toUTCString()}`;
  if (opt.httpOnly) str += "; HttpOnly";
  if (opt.secure) str += "; Secure";
  if (opt.sameSite) str += "; SameSite=Lax";
  return str;
}

/** next-auth's detectOrigin and parseUrl: where next-auth believes it is mounted. */
function authUrl(req: NextRequest) {
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  const proto = req.headers.get("x-forwarded-proto");
  let origin = process.env.NEXTAUTH_URL;
  if (!origin && (process.env.VERCEL ?? process.env.AUTH_TRUST_HOST))
    origin = `${proto === "http" ? "http" : "https"}://${host}`;
  if (origin && !origin.startsWith("http")) origin = `https://${origin}`;
  const url = new URL(origin ?? "http://localhost:3000/api/auth");
  const path = (url.pathname === "/" ? "/api/auth" : url.pathname).replace(/\/$/, "");
  return { origin: url.origin, base: `${url.origin}${path}` };
}

/** next-auth's default redirect callback (ours defines none). */
function redirectTo(url: string, baseUrl: string): string {
  if (url.startsWith("/")) return `${baseUrl}${url}`;
  if (new URL(url).origin === baseUrl) return url;
  return baseUrl;
}

/** next-auth's isValidHttpUrl (core/lib/assert.js). */
function validHttpUrl(url: string, base: string): boolean {
  try {
    return /^https?:/.test(new URL(url, url.startsWith("/") ? base : undefined).protocol);
  } catch {
    return false;
  }
}

type Body = Record<string, string>;

/** next-auth's getBody: JSON or a form, else nothing; bounded here (a 413 past 64 KiB). */
async function readBody(req: NextRequest): Promise<Body | undefined> {
  const type = req.headers.get("content-type");
  if (type?.includes("application/json")) {
    return JSON.parse((await readBodyBounded(req, BODY_LIMIT)).toString("utf8")) as Body;
  }
  if (type?.includes("application/x-www-form-urlencoded"))
    return Object.fromEntries(new URLSearchParams((await readBodyBounded(req, BODY_LIMIT)).toString("utf8")));
  return undefined;
}

interface Answer {
  status?: number;
  redirect: string;
  cookies: string[];
}

/** next-auth's route handler's answer: JSON { url } when the body asked for it, else a redirect. */
function respond(body: Body | undefined, { status, redirect, cookies }: Answer): Response {
  const headers = new Headers();
  for (const c of cookies) headers.append("Set-Cookie", c);
  if (body?.json === "true") {
    headers.set("Content-Type", "application/json");
    return new Response(JSON.stringify({ url: redirect }), { status: status ?? 200, headers });
  }
  headers.set("Location", redirect);
  return new Response(null, { status: 302, headers });
}

export async function participantOtpCallback(req: NextRequest): Promise<Response> {
  const secure = sessionCookieSecure();
  const secret = env().AUTH_SECRET;
  const url = authUrl(req);
  const cookieOptions = { httpOnly: true, sameSite: "lax", path: "/", secure } as const;
  const csrfName = `${secure ? "__Host-" : ""}next-auth.csrf-token`;
  const callbackName = `${secure ? "__Secure-" : ""}next-auth.callback-url`;

  // assertConfig: a callback URL in the query or the cookie that is not an http(s) URL.
  const queryCallback = req.nextUrl.searchParams.get("callbackUrl");
  const cookieCallback = req.cookies.get(callbackName)?.value;
  if (
    (queryCallback && !validHttpUrl(queryCallback, url.base)) ||
    (cookieCallback && !validHttpUrl(cookieCallback, url.base))
  ) {
    console.error("[next-auth][error][INVALID_CALLBACK_URL_ERROR]");
    return Response.json(
      {
        message:
          "There is a problem with the server configuration. Check the server logs for more information.",
      },
      { status: 500 },
    );
  }

  let body: Body | undefined;
  try {
    body = await readBody(req);
  } catch (error) {
    if (error instanceof AppError) return toErrorResponse(error, requestLocale(req));
    throw error; // not JSON: next-auth failed the request the same way
  }
  const cookies: string[] = [];

  // The double-submit CSRF token: the cookie holds token|sha256(token + secret).
  let verified = false;
  const [csrfToken, csrfHash] = req.cookies.get(csrfName)?.value.split("|") ?? [];
  if (csrfToken && csrfHash === createHash("sha256").update(`${csrfToken}${secret}`).digest("hex")) {
    verified = csrfToken === body?.csrfToken;
  } else {
    const token = randomBytes(32).toString("hex");
    const hash = createHash("sha256").update(`${token}${secret}`).digest("hex");
    cookies.push(serializeCookie(csrfName, `${token}|${hash}`, cookieOptions));
  }

  const callbackParam = body?.callbackUrl ?? queryCallback ?? undefined;
  let callbackUrl = url.origin;
  if (callbackParam) callbackUrl = redirectTo(callbackParam, url.origin);
  else if (cookieCallback) callbackUrl = redirectTo(cookieCallback, url.origin);
  if (callbackUrl !== cookieCallback) cookies.push(serializeCookie(callbackName, callbackUrl, cookieOptions));

  if (!verified) return respond(body, { redirect: `${url.base}/signin?csrf=true`, cookies });

  let user;
  try {
    user = await authorizeParticipantCode(body ?? {}, {
      headers: {
        cookie: req.headers.get("cookie") ?? undefined,
        "accept-language": req.headers.get("accept-language") ?? undefined,
      },
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return respond(body, {
      status: 401,
      redirect: `${url.base}/error?error=${encodeURIComponent(message)}`,
      cookies,
    });
  }

  const options = authOptions();
  // The session row: made by the sign-in's statement on PostgreSQL, else by the jwt callback.
  const signedIn = {
    id: user.id,
    role: "participant" as const,
    ...(user.session ? { sid: user.session.sid } : {}),
  };
  const token = await options.callbacks!.jwt!({
    token: { name: undefined, email: undefined, picture: undefined, sub: user.id } as JWT,
    user: signedIn,
    account: { providerAccountId: user.id, type: "credentials", provider: "participant-otp" },
    isNewUser: false,
    trigger: "signIn",
  });
  const value = await options.jwt!.encode!({ token, secret, maxAge: JWT_MAX_AGE });
  const expires = new Date(Date.now() + options.session!.maxAge! * 1000);

  // next-auth's SessionStore: every cookie of the request named like the session's is cleared,
  // then the token is written (in chunks past 4 KB), replacing the clearing of the same name.
  const session = new Map<string, string>();
  for (const { name } of req.cookies.getAll())
    if (name.startsWith(SESSION_COOKIE))
      session.set(name, serializeCookie(name, "", { ...cookieOptions, maxAge: 0 }));
  const chunks = Math.ceil(value.length / CHUNK_SIZE);
  for (let i = 0; i < chunks; i++) {
    const name = chunks === 1 ? SESSION_COOKIE : `${SESSION_COOKIE}.${i}`;
    session.set(
      name,
      serializeCookie(name, value.slice(i * CHUNK_SIZE, (i + 1) * CHUNK_SIZE), { ...cookieOptions, expires }),
    );
  }
  cookies.push(...session.values());
  // The device takes the account's colour theme (mirrorThemeCookie, in next-auth's path).
  cookies.push(serializeCookie(THEME_COOKIE, user.theme, { ...themeCookieOptions }));
  return respond(body, { redirect: callbackUrl, cookies });
}
