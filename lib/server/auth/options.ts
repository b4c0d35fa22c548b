import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { ZodError } from "zod";
import { resolveLocale, LOCALE_COOKIE, type AppLocale } from "@/lib/i18n/config";
import { env } from "../env";
import { AppError } from "../errors";
import { errorTranslator } from "@/lib/i18n/translate";
import { signInParticipant, type SignedInParticipant } from "../services/auth/sign-in-participant";
import { signInStaff } from "../services/auth/sign-in-staff";
import { registerParticipant } from "../services/registration/register";
import { mirrorThemeCookie } from "../services/preferences/theme";
import type { ThemePreference } from "@/lib/theme";
import { registrationCredentialsSchema } from "@/lib/validations/registration";
import { loginCodeSchema, staffCodeSchema } from "@/lib/validations/auth";
import { createAuthSession, endAuthSession, SESSION_SECONDS } from "./auth-session";
import { decodeSessionToken, encodeSessionToken } from "./session-token";
import { SESSION_COOKIE, sessionCookieSecure, sessionFromPayload, type Role } from "./session";

const SESSION_ENDED = "SESSION_ENDED";

type AuthorizeRequest = { headers?: Record<string, string | string[] | undefined> };

function cookieValue(req: AuthorizeRequest, name: string): string | undefined {
  const raw = req.headers?.cookie;
  const header = Array.isArray(raw) ? raw.join("; ") : raw;
  return header
    ?.split(/;\s*/)
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/**
 * next-auth reports a failed authorize() only as an error string; ours is the JSON error body
 * ({ code, message, ...extra }), translated for the caller, so the client shows the same
 * messages as every other API.
 */
function requestLocale(req: AuthorizeRequest) {
  const accept = req.headers?.["accept-language"];
  return resolveLocale(cookieValue(req, LOCALE_COOKIE), Array.isArray(accept) ? accept[0] : accept);
}

function authorizeError(error: unknown, req: AuthorizeRequest): Error {
  const t = errorTranslator(requestLocale(req));
  if (error instanceof AppError) {
    const message = t.has(error.code) ? t(error.code, error.params) : t("INTERNAL");
    return new Error(JSON.stringify({ code: error.code, message, status: error.status, ...error.extra }));
  }
  if (error instanceof ZodError)
    return new Error(
      JSON.stringify({ code: "VALIDATION_FAILED", message: t("VALIDATION_FAILED"), status: 400 }),
    );
  console.error("[auth] unexpected error", error);
  return new Error(JSON.stringify({ code: "INTERNAL", message: t("INTERNAL"), status: 500 }));
}

function authorizeWith<T>(
  parse: (input: unknown) => T,
  run: (
    input: T,
    locale: AppLocale,
  ) => Promise<{ id: string; theme?: ThemePreference; session?: { sid: string } }>,
  role: Role,
) {
  return async (credentials: Record<string, string> | undefined, req: AuthorizeRequest) => {
    try {
      const user = await run(parse(credentials ?? {}), requestLocale(req));
      if (role === "participant") await mirrorThemeCookie(user.id, user.theme);
      // A session the sign-in already made (signInParticipant on PostgreSQL) goes to the jwt callback.
      return { id: user.id, role, ...(user.session ? { sid: user.session.sid } : {}) };
    } catch (error) {
      throw authorizeError(error, req);
    }
  };
}

/**
 * The participant's phone-code sign-in as the participant-otp provider runs it (without the theme
 * cookie): the person and their theme, or our JSON error body as the Error's message. Our own
 * callback route (participant-otp-callback.ts) calls it too.
 */
export async function authorizeParticipantCode(
  credentials: Record<string, string> | undefined,
  req: AuthorizeRequest,
): Promise<SignedInParticipant> {
  try {
    return await signInParticipant({ ...loginCodeSchema.parse(credentials ?? {}), session: true });
  } catch (error) {
    throw authorizeError(error, req);
  }
}

/**
 * Built on first use, not at import: the environment is read when the server runs, never while
 * `next build` loads the route module.
 */
let options: NextAuthOptions | undefined;
export function authOptions(): NextAuthOptions {
  options ??= buildAuthOptions();
  return options;
}

function buildAuthOptions(): NextAuthOptions {
  const secure = sessionCookieSecure();
  return {
    secret: env().AUTH_SECRET,
    // The cookie's lifetime; each sign-in's server-side session has its own, shorter for staff.
    session: { strategy: "jwt", maxAge: SESSION_SECONDS.participant },
    // next-auth's own token format, its encryption key derived once (session-token.ts).
    jwt: { encode: encodeSessionToken, decode: decodeSessionToken },
    useSecureCookies: secure,
    cookies: {
      sessionToken: { name: SESSION_COOKIE, options: { httpOnly: true, sameSite: "lax", path: "/", secure } },
    },
    pages: { signIn: "/login", error: "/login" },
    logger: {
      error(code, metadata) {
        // A logged-out cookie asking for its session is expected, not an error worth a log line.
        const message =
          metadata instanceof Error ? metadata.message : (metadata as { message?: string })?.message;
        if (code === "JWT_SESSION_ERROR" && message === SESSION_ENDED) return;
        console.error(`[next-auth][error][${code}]`, metadata);
      },
      warn(code) {
        console.warn(`[next-auth][warn][${code}]`);
      },
      debug() {},
    },
    providers: [
      CredentialsProvider({
        id: "participant-otp",
        name: "Phone code",
        credentials: { phone: { type: "text" }, code: { type: "text" } },
        authorize: authorizeWith(
          (c) => loginCodeSchema.parse(c),
          (input) => signInParticipant({ ...input, session: true }),
          "participant",
        ),
      }),
      CredentialsProvider({
        id: "participant-register",
        name: "Registration code",
        credentials: { registration: { type: "text" }, code: { type: "text" } },
        authorize: authorizeWith(
          (c) => registrationCredentialsSchema.parse(c),
          ({ registration, code }, locale) => registerParticipant({ draft: registration, code, locale }),
          "participant",
        ),
      }),
      CredentialsProvider({
        id: "staff-2fa",
        name: "Staff second factor",
        credentials: { challenge: { type: "text" }, code: { type: "text" } },
        authorize: authorizeWith((c) => staffCodeSchema.parse(c), signInStaff, "staff"),
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          const role = (user as { role?: Role }).role ?? "participant";
          token.sub = user.id;
          token.role = role;
          // Made with the sign-in's own statement, or now.
          token.sid = (user as { sid?: string }).sid ?? (await createAuthSession({ id: user.id, role })).sid;
          // Fixed at sign-in (iat moves whenever the cookie is re-issued): bounds offline reads' times.
          token.signedInAt = Math.floor(Date.now() / 1000);
          return token;
        }
        // GET /api/auth/session: an ended session is not reported (next-auth clears the cookie
        // and answers {} when this throws).
        if (!(await sessionFromPayload(token))) throw new Error(SESSION_ENDED);
        return token;
      },
      session({ session, token }) {
        return { ...session, user: { id: token.sub, role: token.role } } as typeof session;
      },
    },
    events: {
      // Logout ends the server-side session: a copy of the cookie is refused from now on.
      async signOut({ token }) {
        await endAuthSession(token?.sid);
      },
    },
  };
}
