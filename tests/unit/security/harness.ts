/**
 * Calls real route handlers in-process (no server): discovers every app/api/**\/route.ts, builds
 * requests with a session cookie for a role, and returns status + JSON. Shared by the
 * authorization matrix and the bad-input corpus.
 */
import fs from "node:fs";
import path from "node:path";
import { sessionCookie as issueSessionCookie } from "@/tests/unit/session-cookie";
import { NextRequest } from "next/server";

export const ROOT = path.resolve(__dirname, "../../..");
export const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type Method = (typeof METHODS)[number];

export interface DiscoveredRoute {
  /** e.g. /api/community/posts/[postId]/likes */
  route: string;
  file: string;
  methods: Method[];
}

export type Handler = (
  req: NextRequest,
  ctx: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>;

/** Every route handler file under app/api, with the HTTP methods it exports. */
export function discoverRoutes(): DiscoveredRoute[] {
  const out: DiscoveredRoute[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "route.ts") {
        const route =
          "/" + path.relative(path.join(ROOT, "app"), path.dirname(full)).split(path.sep).join("/");
        const source = fs.readFileSync(full, "utf8");
        const methods = METHODS.filter((m) =>
          new RegExp(`export (const|async function|function) ${m}\\b|export \\{[^}]*\\b${m}\\b`).test(source),
        );
        out.push({ route, file: full, methods });
      }
    }
  };
  walk(path.join(ROOT, "app", "api"));
  return out.sort((a, b) => a.route.localeCompare(b.route));
}

export function loadHandler(file: string, method: Method): Handler {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a route file found at run time, loaded synchronously
  const mod = require(file) as Record<string, Handler>;
  const handler = mod[method];
  if (!handler) throw new Error(`${file} exports no ${method}`);
  return handler;
}

/**
 * The session cookie next-auth would set for `sub` with this role. Any other role string, or a
 * negative `maxAge` (already expired), makes a session the app must refuse.
 */
export async function sessionCookie(
  sub: string,
  role: "participant" | "staff" | (string & {}),
  { maxAge }: { maxAge?: number } = {},
): Promise<string> {
  return issueSessionCookie(sub, role, { maxAge });
}

export interface CallOptions {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** A string is sent as is (malformed JSON); anything else is JSON-encoded; FormData as multipart. */
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
}

let ipSeq = 0;

export async function callRoute(route: DiscoveredRoute, method: Method, opts: CallOptions = {}) {
  return callHandler(loadHandler(route.file, method), route.route, method, opts);
}

/**
 * Calls a handler already in hand (e.g. one loaded in a fresh module registry) as Next would for
 * a request to `route`, a pattern like /api/community/posts/[postId]; its own client IP per call.
 */
export async function callHandler(handler: Handler, route: string, method: Method, opts: CallOptions = {}) {
  // A catch-all segment ([...key]) takes a "/"-separated value and reaches the handler as an array, as in Next.
  const catchAll = new Set([...route.matchAll(/\[\.{3}(\w+)\]/g)].flatMap((m) => m[1] ?? []));
  const urlPath = route.replace(/\[\.{3}(\w+)\]|\[(\w+)\]/g, (_, rest, name) =>
    rest
      ? (opts.params?.[rest] ?? "x").split("/").map(encodeURIComponent).join("/")
      : encodeURIComponent(opts.params?.[name] ?? "x"),
  );
  const params: Record<string, string | string[]> = Object.fromEntries(Object.entries(opts.params ?? {}));
  for (const name of catchAll) params[name] = (opts.params?.[name] ?? "x").split("/");
  const url = new URL(`http://localhost${urlPath}`);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = {
    "x-forwarded-for": `198.18.${(ipSeq >> 8) & 255}.${ipSeq++ & 255}`,
    ...opts.headers,
  };
  if (opts.cookie) headers.cookie = opts.cookie;
  const init: { method: string; headers: Record<string, string>; body?: BodyInit } = { method, headers };
  if (opts.body !== undefined && method !== "GET") {
    if (opts.body instanceof FormData) init.body = opts.body;
    else {
      init.body = typeof opts.body === "string" ? opts.body : JSON.stringify(opts.body);
      headers["content-type"] ??= "application/json";
    }
  }
  const res = await handler(new NextRequest(url, init as ConstructorParameters<typeof NextRequest>[1]), {
    params: Promise.resolve(params),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text, headers: res.headers };
}

/** The one error shape every 4xx/5xx must have. */
export function hasErrorShape(json: unknown): boolean {
  const error = (json as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  return typeof error?.code === "string" && typeof error?.message === "string" && error.message.length > 0;
}
