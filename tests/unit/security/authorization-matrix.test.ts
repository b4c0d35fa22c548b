/**
 * The authorization matrix: every API route × every exported method × anonymous / participant A /
 * participant B / staff → the expected status. The routes are read from the app folder, so a new
 * route (or method) without an entry in MATRIX fails this test until someone decides who may call it.
 * Any 2xx where 401/403/404 is expected fails; so does any 5xx.
 */
import { COMMUNITY_MEMBER, MAIN_PARTICIPANT, STAFF_ID, seedDatabase } from "@/prisma/seed/index";
import { MATRIX, ROLES, type Fixture, type MethodCase, type Role } from "./matrix";
import { db } from "@/lib/server/db";
import { callRoute, discoverRoutes, sessionCookie } from "./harness";

const routes = discoverRoutes();
let fixture: Fixture;
const cookies: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  await seedDatabase(db);
  let n = 0;
  fixture = { a: MAIN_PARTICIPANT.id, b: COMMUNITY_MEMBER.id, staff: STAFF_ID, seq: () => ++n };
  cookies.participantA = await sessionCookie(fixture.a, "participant");
  cookies.participantB = await sessionCookie(fixture.b, "participant");
  cookies.staff = await sessionCookie(fixture.staff, "staff");
}, 60_000);

test("every API route and method has an entry in the matrix", () => {
  const missing: string[] = [];
  for (const r of routes) {
    const cases = MATRIX[r.route];
    if (!cases) missing.push(`${r.route} (${r.methods.join(", ")})`);
    else if (!("skip" in cases))
      for (const m of r.methods) if (!(cases as Record<string, unknown>)[m]) missing.push(`${m} ${r.route}`);
  }
  expect(missing).toEqual([]);
  const stale = Object.keys(MATRIX).filter((k) => !routes.some((r) => r.route === k));
  expect(stale).toEqual([]);
});

const table = routes.flatMap((r) => {
  const cases = MATRIX[r.route];
  if (!cases || "skip" in cases) return [];
  return r.methods.flatMap((m) => {
    const c = (cases as Record<string, MethodCase | undefined>)[m];
    return c ? ROLES.map((role) => [`${m} ${r.route}`, role, r, m, c] as const) : [];
  });
});

let tried = 0;
let held = 0;
afterAll(() => {
  const methods = new Set(table.map((row) => row[0])).size;
  console.log(
    `authorization matrix: ${tried} requests — ${methods} route methods over ${routes.length} routes × ${ROLES.length} roles — ${tried - held} with an unexpected status`,
  );
});

test.each(table)("%s as %s", async (_name, role, route, method, c) => {
  tried++;
  const opts = c.request ? await c.request(fixture, role) : {};
  const cookie =
    c.actAs && (role === "participantA" || role === "participantB")
      ? await sessionCookie(await c.actAs(fixture), "participant")
      : cookies[role];
  const res = await callRoute(route, method, { ...opts, cookie });
  const want = c.expect[role];
  const label = `${method} ${route.route} as ${role} → ${res.status} ${res.text.slice(0, 200)}`;
  expect(res.status < 500 ? label : `${label} (server error)`).toBe(label);
  if (want === "ok") expect([label, res.status >= 200 && res.status < 300]).toEqual([label, true]);
  else if (want === "open") expect([label, res.status === 401 || res.status === 403]).toEqual([label, false]);
  else expect([label, res.status]).toEqual([label, want]);
  held++;
});
