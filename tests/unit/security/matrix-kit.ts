/**
 * Building blocks of the authorization matrix (matrix.ts). Who may call what: the expected status of every API route × method × role, plus a valid request
 * for each (the bad-input corpus mutates it). Add an entry with every new route.
 */
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
  /** For routes that end the caller's own account: the participant roles act as this (fresh) user instead of A/B. */
  actAs?: (f: Fixture) => Promise<string>;
  expect: Record<Role, Expectation>;
}

export type RouteCases = Partial<Record<Method, MethodCase>> | { skip: string };

export const everyone = (e: Expectation): Record<Role, Expectation> => ({
  anonymous: e,
  participantA: e,
  participantB: e,
  staff: e,
});
export const participantsOnly: Record<Role, Expectation> = {
  anonymous: 401,
  participantA: "ok",
  participantB: "ok",
  staff: 403,
};
export const staffOnly: Record<Role, Expectation> = {
  anonymous: 401,
  participantA: 403,
  participantB: 403,
  staff: "ok",
};

export const freshPhone = (f: Fixture) => `8199${String(7_100_000 + f.seq()).padStart(7, "0")}`;
