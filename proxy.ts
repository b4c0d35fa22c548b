import { NextResponse, type NextRequest } from "next/server";
import { pageAccess } from "@/lib/route-access";
import { sessionFromRequest } from "@/lib/server/auth/session";

// Page guard: a participant page without a participant session goes to /login?next=…,
// a staff page without a staff session goes to /app-checkin. APIs answer 401/403 themselves.
export async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const access = pageAccess(pathname);
  if (access === "public") return NextResponse.next();
  const session = await sessionFromRequest(req);
  if (access === "staff" && session?.role !== "staff") return NextResponse.redirect(new URL("/app-checkin", req.url));
  if (access === "participant" && session?.role !== "participant") {
    const login = new URL("/login", req.url);
    login.searchParams.set("next", `${pathname}${search}`);
    return NextResponse.redirect(login);
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/((?!api/|_next/|favicon.ico|icon.svg|images/|uploads/|.*\\.(?:png|jpg|svg|webp|ico|txt|json|webmanifest|js)$).*)"],
};
