/**
 * Who may call what: the expected status of every API route × method × role, plus a valid request
 * for each (the bad-input corpus mutates it). Add an entry with every new route.
 */
import { MAIN_PARTICIPANT } from "@/prisma/seed/index";
import type { CallOptions, Method } from "./harness";

export type Role = "anonymous" | "participantA" | "participantB" | "staff";
export const ROLES: Role[] = ["anonymous", "participantA", "participantB", "staff"];

/** "ok": a 2xx. "open": anything but 401/403 and 5xx (public routes whose answer depends on input). A number: exactly it. */
export type Expectation = "ok" | "open" | number;

export interface Fixture {
  /** Participant A (the main sample participant) and B (another participant), staff. */
  a: string;
  b: string;
  staff: string;
  seq: () => number;
}

export interface MethodCase {
  request?: (f: Fixture, role: Role) => CallOptions | Promise<CallOptions>;
  expect: Record<Role, Expectation>;
}

export type RouteCases = Partial<Record<Method, MethodCase>> | { skip: string };

const everyone = (e: Expectation): Record<Role, Expectation> => ({ anonymous: e, participantA: e, participantB: e, staff: e });
const participantsOnly: Record<Role, Expectation> = { anonymous: 401, participantA: "ok", participantB: "ok", staff: 403 };
const staffOnly: Record<Role, Expectation> = { anonymous: 401, participantA: 403, participantB: 403, staff: "ok" };

const freshPhone = (f: Fixture) => `8199${String(7_100_000 + f.seq()).padStart(7, "0")}`;

export const MATRIX: Record<string, RouteCases> = {
  "/api/auth/[...nextauth]": { skip: "next-auth's own endpoints (csrf, credentials callbacks, session, signout): covered by the login e2e specs" },
  "/api/auth/login/code": { POST: { request: (f) => ({ body: { countryCode: "+55", phone: freshPhone(f) } }), expect: everyone("ok") } },
  "/api/auth/staff/login": { POST: { request: () => ({ body: { username: "staff", password: "together2026" } }), expect: everyone("ok") } },
  "/api/auth/staff/resend": { POST: { request: () => ({ body: { challenge: "forged.challenge.value" } }), expect: everyone(401) } },
  "/api/bench/bare": { GET: { expect: everyone("ok") } },
  "/api/dev/outbox": { GET: { request: () => ({ query: { recipient: MAIN_PARTICIPANT.phone } }), expect: everyone("ok") } },
  "/api/health": { GET: { expect: everyone("ok") } },
  "/api/me": { GET: { expect: participantsOnly } },
  "/api/preferences/locale": { POST: { request: () => ({ body: { locale: "pt" } }), expect: everyone("ok") } },
  "/api/staff/me": { GET: { expect: staffOnly } },
};

