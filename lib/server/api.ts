import "server-only";
import type { NextRequest } from "next/server";
import { ZodError, type z, type ZodType } from "zod";
import { LOCALE_COOKIE, resolveLocale, type AppLocale } from "@/lib/i18n/config";
import { AppError, forbidden, toErrorResponse, unauthenticated } from "./errors";
import { foldsSessionRead, sessionConfirmed } from "./auth/auth-session";
import {
  sessionClaims,
  sessionFromPayload,
  sessionTokenFromRequest,
  type Role,
  type SessionUser,
} from "./auth/session";
import { runWithSessionCheck, type SessionCheck } from "./auth/session-check";

type Access = "public" | "participant" | "staff" | "any";

interface ApiOptions<P extends ZodType, Q extends ZodType, B extends ZodType> {
  /** Who may call: "public" (anyone), "any" (any session), or one role. */
  access: Access;
  params?: P;
  query?: Q;
  body?: B;
  /** Largest accepted body in bytes (default 64 KiB). */
  maxBodyBytes?: number;
  /**
   * PostgreSQL: the server-side session read goes into the route's first statement on the
   * driver instead of a round trip of its own (auth/session-check.ts). For GET routes that only
   * read; a writing route must confirm the session itself before its first write (the door's
   * scan does it in its own statement). Whatever the route runs, no answer leaves before a
   * statement has found the session alive.
   */
  foldSession?: boolean;
}

interface ApiContext<P, Q, B, A extends Access> {
  req: NextRequest;
  locale: AppLocale;
  session: A extends "public" ? SessionUser | null : SessionUser;
  params: P;
  query: Q;
  body: B;
  ip: string;
}

type Infer<T> = T extends ZodType ? z.infer<T> : undefined;
type Handler<P, Q, B, A extends Access> = (ctx: ApiContext<P, Q, B, A>) => Promise<Response | unknown>;

export function requestLocale(req: NextRequest): AppLocale {
  return resolveLocale(req.cookies.get(LOCALE_COOKIE)?.value, req.headers.get("accept-language"));
}

/**
 * The caller's IP for rate limits: the rightmost X-Forwarded-For hop, i.e. the one added by the
 * nearest party we trust — the load balancer in production (which must append or overwrite the
 * header), or Next itself, which sets it from the socket when the request has none. Without a
 * proxy a client can pre-set the header, so per-IP limits are best effort there (README).
 */
export function clientIp(req: Request): string {
  const hops = (req.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((h) => h.trim())
    .filter(Boolean);
  return hops[hops.length - 1] ?? "unknown";
}

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Same-origin check for state-changing requests: browsers always send Origin on them. */
function assertSameOrigin(req: NextRequest) {
  if (!UNSAFE.has(req.method)) return;
  const origin = req.headers.get("origin");
  if (!origin) return; // non-browser clients (curl, tests) send none; cookies are SameSite=Lax anyway
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw forbidden("CSRF_REJECTED");
  }
  if (originHost !== host) throw forbidden("CSRF_REJECTED");
}

/**
 * The request body, counted while it streams: past `maxBytes` the reader is cancelled and the
 * request answered 413 at once, so a chunked (or lying Content-Length) body of any size costs at
 * most `maxBytes` of reading and memory. A declared length over the limit is refused unread.
 */
export async function readBodyBounded(
  req: Request,
  maxBytes: number,
  tooLarge: () => AppError = () => new AppError(413, "PAYLOAD_TOO_LARGE", { max: maxBytes }),
): Promise<Buffer> {
  if (Number(req.headers.get("content-length") ?? "0") > maxBytes) throw tooLarge();
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // Not awaited: a client that keeps sending must not hold the answer back.
      reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

async function readJson(req: NextRequest, maxBytes: number): Promise<unknown> {
  const text = (await readBodyBounded(req, maxBytes)).toString("utf8");
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(400, "INVALID_JSON");
  }
}

/**
 * NUL characters are refused in every string of params, query and body: PostgreSQL cannot store
 * them in text columns (it would be a 500), and no legitimate input contains one. Exported for
 * handlers that read multipart forms themselves.
 */
export function assertNoNul(value: unknown, path: string[] = []): void {
  if (typeof value === "string") {
    if (value.includes("\u0000")) {
      const err = new ZodError([{ code: "custom", path, message: "invalid", input: value }]);
      throw err;
    }
  } else if (Array.isArray(value)) value.forEach((v, i) => assertNoNul(v, [...path, String(i)]));
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) assertNoNul(v, [...path, k]);
}

function parseInput<T extends ZodType>(schema: T, input: unknown): z.infer<T> {
  assertNoNul(input);
  return schema.parse(input);
}

function enforce(access: Access, session: SessionUser | null): void {
  if (access === "public") return;
  if (!session) throw unauthenticated();
  if (access !== "any" && session.role !== (access as Role)) throw forbidden();
}

/**
 * The one route-handler wrapper: locale, session and role, zod parsing of params, query and
 * body, CSRF origin check, and the one error shape. Handlers return data (→ 200 JSON) or a Response.
 */
export function withApi<P extends ZodType, Q extends ZodType, B extends ZodType, A extends Access>(
  options: ApiOptions<P, Q, B> & { access: A },
  handler: Handler<Infer<P>, Infer<Q>, Infer<B>, A>,
) {
  const run = async (
    req: NextRequest,
    context: { params: Promise<Record<string, string | string[]>> },
    locale: AppLocale,
    session: SessionUser | null,
  ) => {
    enforce(options.access, session);
    const params = options.params ? parseInput(options.params, await context.params) : undefined;
    const query = options.query
      ? parseInput(options.query, Object.fromEntries(req.nextUrl.searchParams))
      : undefined;
    const body = options.body
      ? parseInput(options.body, await readJson(req, options.maxBodyBytes ?? 64 * 1024))
      : undefined;
    const result = await handler({
      req,
      locale,
      session: session as ApiContext<Infer<P>, Infer<Q>, Infer<B>, A>["session"],
      params: params as Infer<P>,
      query: query as Infer<Q>,
      body: body as Infer<B>,
      ip: clientIp(req),
    });
    if (result instanceof Response) return result;
    // A plain Response: NextResponse's cookie machinery costs more and nothing here uses it.
    return Response.json(result ?? { ok: true });
  };
  return async (req: NextRequest, context: { params: Promise<Record<string, string | string[]>> }) => {
    const locale = requestLocale(req);
    try {
      assertSameOrigin(req);
      const token = await sessionTokenFromRequest(req);
      const claims = options.foldSession && options.access !== "public" ? sessionClaims(token) : null;
      // Folded only when the token's role is the one the route wants (else: 401 or 403, as before).
      if (
        claims &&
        (options.access === "any" || claims.role === options.access) &&
        (await foldsSessionRead())
      ) {
        const check: SessionCheck = { sid: claims.sid, sub: claims.id, role: claims.role, state: "pending" };
        const session = { id: claims.id, role: claims.role };
        let answer: Response | undefined;
        let failure: { error: unknown } | null = null;
        try {
          answer = await runWithSessionCheck(check, () => run(req, context, locale, session));
        } catch (error) {
          failure = { error };
        }
        // A dead session is a 401 whatever the route answered or failed with.
        if (!(await sessionConfirmed(check))) throw unauthenticated();
        if (failure) throw failure.error;
        return answer!;
      }
      return await run(req, context, locale, await sessionFromPayload(token));
    } catch (error) {
      return toErrorResponse(error, locale);
    }
  };
}
