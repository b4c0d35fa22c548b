import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy } from "@/lib/csp";
import { pageAccess } from "@/lib/route-access";
import { sessionFromRequest } from "@/lib/server/auth/session";
import { isProduction } from "@/lib/server/env";

// HSTS decided when the server runs, not when it was built (next.config.ts headers are build-time).
const HSTS = "max-age=63072000; includeSubDomains";

// Page guard: a participant page without a participant session goes to /login?next=…,
// a staff page without a staff session goes to /app-checkin. APIs answer 401/403 themselves.
// Every page also gets a fresh CSP nonce: Next reads it from the request's Content-Security-Policy
// header and puts it on its own scripts (pages render dynamically anyway: the root layout reads
// the locale cookie).
export async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const access = pageAccess(pathname);
  if (access !== "public") {
    // The cookie and its server-side session (one read by primary key): a logged-out or revoked
    // cookie is sent to the login even on pages that load their data from the client.
    const session = await sessionFromRequest(req);
    if (access === "staff" && session?.role !== "staff")
      return NextResponse.redirect(new URL("/app-checkin", req.url));
    if (access === "participant" && session?.role !== "participant") {
      const login = new URL("/login", req.url);
      login.searchParams.set("next", `${pathname}${search}`);
      return NextResponse.redirect(login);
    }
  }
  const nonce = btoa(crypto.randomUUID());
  const csp = contentSecurityPolicy(nonce, { dev: process.env.NODE_ENV === "development" });
  const headers = new Headers(req.headers);
  headers.set("x-nonce", nonce);
  headers.set("Content-Security-Policy", csp);
  const res = NextResponse.next({ request: { headers } });
  res.headers.set("Content-Security-Policy", csp);
  if (isProduction()) res.headers.set("Strict-Transport-Security", HSTS);
  return res;
}

export const config = {
  matcher: [
    "/((?!api/|_next/|favicon.ico|icon.svg|images/|uploads/|.*\\.(?:png|jpg|svg|webp|ico|txt|json|webmanifest|js)$).*)",
  ],
};
