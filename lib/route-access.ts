/** Which pages need which session (the API checks its own in withApi). Pure, unit-tested. */

const PARTICIPANT_PREFIXES = [
  "/dashboard",
  "/dashboard-evento",
  "/community",
  "/my-profile",
  "/schedule",
  "/news",
  "/notifications",
  "/settings",
  "/menu",
  "/profile",
  "/dependents",
  "/checkin",
  "/transport",
  "/rewards",
  "/register/plan",
  "/payment",
  "/success",
  "/receipts",
];
const STAFF_PUBLIC = ["/app-checkin", "/app-checkin/validation"];

function under(pathname: string, prefix: string) {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export type PageAccess = "public" | "participant" | "staff";

export function pageAccess(pathname: string): PageAccess {
  if (under(pathname, "/app-checkin")) return STAFF_PUBLIC.includes(pathname) ? "public" : "staff";
  if (under(pathname, "/dependents/instructions")) return "participant";
  return PARTICIPANT_PREFIXES.some((p) => under(pathname, p)) ? "participant" : "public";
}

/** Only same-site paths are followed after login (no open redirect). */
export function safeNext(next: string | null | undefined, fallback = "/dashboard"): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return fallback;
  return pageAccess(next.replace(/\?.*$/s, "")) === "participant" ? next : fallback;
}
