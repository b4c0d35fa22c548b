/**
 * Route rules of the app shell (spec part 1 §2), pure so they are unit-tested. The header and the
 * bottom bar bring this module to every signed-in page: what only the server needs lives elsewhere
 * (lib/participant-home.ts).
 */

const EVENT_ROUTES = ["/dashboard-evento", "/rewards", "/transport"];
const BARE_PREFIXES = [
  "/login",
  "/register",
  "/event-info",
  "/plans",
  "/payment",
  "/success",
  "/checkin",
  "/app-checkin",
];

function matches(pathname: string, route: string): boolean {
  return pathname === route || pathname.startsWith(`${route}/`);
}

/** The event dashboard, rewards and transport form the "during the event" context. */
export function isEventContext(pathname: string): boolean {
  return EVENT_ROUTES.some((r) => matches(pathname, r));
}

/** Header and bottom navigation are hidden on the entry routes and the full-screen pass. */
export function isShellHidden(pathname: string): boolean {
  return pathname === "/" || pathname === "/home" || BARE_PREFIXES.some((r) => matches(pathname, r));
}

export function logoTarget(pathname: string): string {
  return matches(pathname, "/rewards") || matches(pathname, "/transport")
    ? "/dashboard-evento"
    : "/dashboard";
}

/**
 * The pass is one tap away on every shell page (issue 19 §1: the spec showed the QR button only
 * in the event context; a participant at a door must not have to find the right tab first).
 */
export function showsPassButton(pathname: string): boolean {
  return !isShellHidden(pathname);
}

export type NavKey = "dashboard" | "community" | "news" | "help" | "rewards";
export interface NavItem {
  key: NavKey;
  href: string;
}

export function navItems(pathname: string): NavItem[] {
  const event = isEventContext(pathname);
  const items: NavItem[] = [
    { key: "dashboard", href: event ? "/dashboard-evento" : "/dashboard" },
    { key: "community", href: "/community" },
    { key: "news", href: "/news" },
    { key: "help", href: "/help" },
  ];
  if (event) items.push({ key: "rewards", href: "/rewards" });
  return items;
}

export function isNavActive(item: NavItem, pathname: string): boolean {
  if (item.key === "dashboard") return pathname === "/dashboard" || pathname === "/dashboard-evento";
  return matches(pathname, item.href);
}

export function badgeLabel(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? "99+" : String(count);
}
