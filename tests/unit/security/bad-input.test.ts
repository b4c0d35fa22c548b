/**
 * The bad-input corpus: for every API route and method, malformed JSON, wrong types, missing and
 * unknown fields, oversized strings and bodies, unicode edge cases, SQL/HTML/script payloads,
 * negative and huge numbers — in the body, the query and the route params — as anonymous,
 * participant and staff. Every answer must be < 500, and every 4xx must carry the one error shape.
 * Prints how many cases it tried.
 */
import { COMMUNITY_MEMBER, MAIN_PARTICIPANT, STAFF_ID, seedDatabase } from "@/prisma/seed/index";
import { db } from "@/lib/server/db";
import {
  callRoute,
  discoverRoutes,
  hasErrorShape,
  sessionCookie,
  type CallOptions,
  type DiscoveredRoute,
  type Method,
} from "./harness";
import { MATRIX, type Fixture, type MethodCase } from "./matrix";

const HUGE = "x".repeat(200_000);
/** Values that replace one field at a time. */
const BAD_VALUES: unknown[] = [
  null,
  "",
  " ",
  0,
  -1,
  -99999999999,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  3.14159,
  true,
  [],
  {},
  [1, 2, 3],
  { nested: { deeper: { deepest: "x" } } },
  "' OR 1=1 --",
  '"; DROP TABLE "User"; --',
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "\u0000\u0001\u001f",
  "\uFFFF\uFFFE",
  "\uD800", // lone surrogate
  "😀👨‍👩‍👧‍👦🏳️‍🌈",
  "ｆｕｌｌｗｉｄｔｈ",
  "e\u0301\u0301\u0301",
  "../../../../etc/passwd",
  "%00%2e%2e%2f",
  "x".repeat(10_000),
  "NaN",
  "Infinity",
  "2026-13-45T99:99:99Z",
];
/** Whole bodies sent as raw text. */
const RAW_BODIES = [
  "{",
  "[]",
  "null",
  '"text"',
  "123",
  '{"a":',
  "{}{}",
  "[[[[[[[[[[[[[[[[[[[[",
  `{"a":"${HUGE}"}`,
  "\u0000",
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
];
const BAD_PARAMS = [
  "",
  "x".repeat(5000),
  "' OR 1=1 --",
  "../../etc/passwd",
  "%00",
  "<script>",
  "😀",
  "-1",
  "99999999999999999999",
];

const routes = discoverRoutes();
let fixture: Fixture;
let participantCookie: string;
let staffCookie: string;
let tried = 0;
const failures: string[] = [];

beforeAll(async () => {
  await seedDatabase(db);
  let n = 0;
  fixture = { a: MAIN_PARTICIPANT.id, b: COMMUNITY_MEMBER.id, staff: STAFF_ID, seq: () => ++n };
  participantCookie = await sessionCookie(fixture.a, "participant");
  staffCookie = await sessionCookie(fixture.staff, "staff");
}, 60_000);

afterAll(() => {
  console.log(
    `bad-input corpus: ${tried} requests over ${routes.length} routes, ${failures.length} failures`,
  );
});

/** Routes that end the caller's own account act as a fresh participant on every attempt. */
let currentActAs: MethodCase["actAs"];

async function attempt(route: DiscoveredRoute, method: Method, opts: CallOptions, what: string) {
  const participant = currentActAs
    ? await sessionCookie(await currentActAs(fixture), "participant")
    : participantCookie;
  for (const cookie of [undefined, participant, staffCookie]) {
    tried++;
    let res;
    try {
      res = await callRoute(route, method, { ...opts, cookie });
    } catch (error) {
      failures.push(`${method} ${route.route} ${what}: threw ${(error as Error).message}`);
      continue;
    }
    if (res.status >= 500)
      failures.push(`${method} ${route.route} ${what}: ${res.status} ${res.text.slice(0, 160)}`);
    else if (res.status >= 400 && !hasErrorShape(res.json))
      failures.push(`${method} ${route.route} ${what}: ${res.status} without the error shape`);
  }
}

function cases(): [string, DiscoveredRoute, Method, MethodCase][] {
  const out: [string, DiscoveredRoute, Method, MethodCase][] = [];
  for (const route of routes) {
    const entry = MATRIX[route.route];
    if (!entry || "skip" in entry) continue;
    for (const method of route.methods) {
      const c = (entry as Record<string, MethodCase | undefined>)[method];
      if (c) out.push([`${method} ${route.route}`, route, method, c]);
    }
  }
  return out;
}

test.each(cases())("%s survives the corpus", async (_name, route, method, c) => {
  const before = failures.length;
  currentActAs = c.actAs;
  const valid = c.request ? await c.request(fixture, "participantA") : {};
  const validBody =
    valid.body && typeof valid.body === "object" && !(valid.body instanceof FormData)
      ? (valid.body as Record<string, unknown>)
      : null;

  if (method !== "GET") {
    for (const raw of RAW_BODIES)
      await attempt(route, method, { ...valid, body: raw }, `raw body ${JSON.stringify(raw.slice(0, 20))}`);
    await attempt(
      route,
      method,
      { ...valid, body: { ...(validBody ?? {}), unexpectedField: "x" } },
      "unknown field",
    );
    if (validBody) {
      for (const key of Object.keys(validBody)) {
        const { [key]: _dropped, ...without } = validBody;
        await attempt(route, method, { ...valid, body: without }, `missing ${key}`);
        for (const bad of BAD_VALUES)
          await attempt(
            route,
            method,
            { ...valid, body: { ...validBody, [key]: bad } },
            `${key}=${JSON.stringify(bad)?.slice(0, 30)}`,
          );
      }
    }
  }
  for (const [key] of Object.entries(valid.query ?? { q: "" })) {
    for (const bad of BAD_VALUES)
      await attempt(
        route,
        method,
        { ...valid, query: { ...(valid.query ?? {}), [key]: String(bad) } },
        `query ${key}=${String(bad).slice(0, 30)}`,
      );
  }
  if (/\[/.test(route.route)) {
    const names = [...route.route.matchAll(/\[(?:\.{3})?(\w+)\]/g)].flatMap((m) => m[1] ?? []);
    for (const name of names)
      for (const bad of BAD_PARAMS)
        await attempt(
          route,
          method,
          { ...valid, params: { ...(valid.params ?? {}), [name]: bad } },
          `param ${name}=${bad.slice(0, 20)}`,
        );
  }
  expect(failures.slice(before)).toEqual([]);
});
